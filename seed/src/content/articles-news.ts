/**
 * Press releases of the newsroom ('Press release' and 'News' categories). Press releases stay in
 * lists after their expiration date (docs/requirements.md#article-query); an expired one is shown as archived (docs/requirements.md#article-archive).
 */
import type { SeedBuilder } from '../builder.js';
import { CURRENT, article, type PressRelease } from './article.js';
import { COMPANY, pageId } from './blocks.js';
import type { Site } from './site.js';

type Spec = Omit<PressRelease, 'hub'>;

const ABOUT = `
  ### About Lanternfield Mutual
  Lanternfield Mutual Life Insurance Company is a mutual insurer owned by its participating policyholders. Since 1889 it has offered life, disability, dental, vision and accident insurance, workplace benefits and retirement products. Lanternfield Mutual is a fictional company created for this product demonstration.

  Media contact: Samuel Adeyemi, press@lanternfield.example
`;

/** Defines the press releases. */
export function buildPressReleases(s: SeedBuilder, site: Site): void {
  const specs: Spec[] = [
    {
      slug: 'lanternfield-declares-2026-policyholder-dividend',
      title: 'Lanternfield Mutual declares $412 million policyholder dividend for 2026',
      postDate: '2025-12-04',
      expires: CURRENT,
      timeToRead: 3,
      image: 'article-news',
      author: 'samuel',
      eyebrow: 'Press release',
      intro:
        'The board of directors approved an estimated $412 million dividend payout to eligible participating policyholders in 2026, the company’s 120th consecutive annual dividend.',
      body: `
        RIVERTON — Lanternfield Mutual’s board of directors has approved an estimated $412 million dividend payout for 2026 to owners of eligible participating life insurance policies, up from $398 million in 2025.

        “Our policyholders are our owners, and the dividend is how we share our results with them,” said Elena Marsh, president and chief executive officer. “Disciplined underwriting and steady investment returns made this year’s increase possible.”

        The 2026 dividend interest rate on eligible whole life policies is 5.85%. Dividends are not guaranteed and are declared annually by the board.
        ${ABOUT}
      `,
    },
    {
      slug: 'lanternfield-launches-marketperform-rila',
      title: 'Lanternfield Mutual launches MarketPerform registered index-linked annuity',
      postDate: '2025-04-01',
      expires: CURRENT,
      timeToRead: 3,
      image: 'hero-annuities',
      author: 'samuel',
      eyebrow: 'Press release',
      intro:
        'MarketPerform gives savers index-linked growth potential with a choice of buffers, terms and crediting strategies, plus an online tool to compare hypothetical outcomes.',
      cta: { title: 'Go to the tool', href: '/annuities/rila/marketperform' },
      body: `
        RIVERTON — Lanternfield Mutual today introduced MarketPerform, a registered index-linked annuity that lets savers choose how much downside protection they want in exchange for a cap on gains.

        MarketPerform offers strategy terms of one, three and six years; buffers of 10%, 20% or 30%; four index options; and three crediting strategies. A new [online tool](entry:${pageId('/annuities/rila/marketperform')}) lets people compare hypothetical outcomes before talking with a financial professional.

        “People nearing retirement told us they want growth without lying awake during every market drop,” said Rahul Menon, head of retirement solutions. “MarketPerform puts that trade-off in their hands.”

        MarketPerform is offered by prospectus only and is available in most states.
        ${ABOUT}
      `,
    },
    {
      slug: 'dental-network-expands-in-the-southwest',
      title: 'Lanternfield Mutual expands dental PPO network in the Southwest',
      postDate: '2024-06-18',
      expires: '2025-06-18',
      timeToRead: 2,
      image: 'hero-dental',
      author: 'samuel',
      eyebrow: 'Press release',
      intro:
        'More than 1,800 dental offices in Arizona, New Mexico and Nevada joined the Lanternfield PPO network in the first half of 2024.',
      body: `
        RIVERTON — Lanternfield Mutual added more than 1,800 dental offices in Arizona, New Mexico and Nevada to its PPO network in the first half of 2024, giving members in the region more in-network choices close to home and work.

        “Access is the first thing members ask about,” said Dr. Priya Natarajan, dental director. “These additions mean shorter drives and shorter waits for a cleaning.”

        Dentists interested in joining the network can apply online.
        ${ABOUT}
      `,
    },
    {
      slug: 'lanternfield-names-new-chief-actuary',
      title: 'Lanternfield Mutual names Olivia Brandt chief actuary',
      postDate: '2024-03-05',
      expires: '2024-12-31',
      timeToRead: 2,
      image: 'article-news',
      author: 'samuel',
      noindex: true,
      intro:
        'Olivia Brandt, a 20-year company veteran, will lead pricing, reserving and financial reporting for Lanternfield Mutual’s life and disability businesses.',
      body: `
        RIVERTON — Lanternfield Mutual has named Olivia Brandt chief actuary, effective April 1, 2024. She succeeds Martin Cole, who is retiring after 31 years with the company.

        Brandt joined Lanternfield in 2004 and most recently led actuarial work for the individual disability business. She is a fellow of a professional actuarial society and serves on industry committees on mortality research.
        ${ABOUT}
      `,
    },
    {
      slug: 'foundation-grants-for-community-financial-literacy',
      title: 'Lanternfield Foundation commits $3 million to community financial literacy',
      postDate: '2026-03-03',
      expires: CURRENT,
      timeToRead: 3,
      image: 'article-family-community',
      author: 'samuel',
      eyebrow: 'Press release',
      intro:
        'Grants to 40 nonprofits over three years will fund free money-management classes, one-on-one coaching and youth programs in the communities where Lanternfield employees live.',
      body: `
        RIVERTON — The Lanternfield Foundation will award $3 million over three years to 40 nonprofit organizations that teach money-management skills, the foundation announced today.

        Grants will fund:

        - Free workshops on budgeting, credit and saving
        - One-on-one financial coaching for families
        - Programs that teach high school students about money

        Lanternfield employees will also volunteer as mentors through the company’s paid volunteer days. Nonprofits can learn more by calling ${COMPANY.phone}.
        ${ABOUT}
      `,
    },
  ];
  for (const spec of specs) article(s, site, { hub: 'Press release', ...spec });
}

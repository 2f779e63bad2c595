/**
 * Product pages: life, disability, dental, vision and accident insurance, and the state
 * availability page with the state-content dropdowns (docs/requirements.md#state-content: general,
 * compact, CA/NY/FL, and a dropdown without compact and Florida content that falls back to general).
 */
import type { SeedBuilder } from '../builder.js';
import {
  accentHeading,
  accordion,
  alertBox,
  callout,
  cardGrid,
  dynamicList,
  headerBlock,
  image,
  link,
  mediaGrid,
  modal,
  page,
  quoteWidget,
  richTextBlock,
  stateContent,
  suggestedPages,
  tabbedPanel,
  video,
  widgetBlock,
} from './blocks.js';
import type { Site } from './site.js';

/** Defines the product pages. */
export function buildProductPages(s: SeedBuilder, site: Site): void {
  buildLife(s, site);
  buildDisability(s, site);
  buildDental(s, site);
  buildVision(s, site);
  buildAccident(s, site);
  buildStateAvailability(s);
}

function buildLife(s: SeedBuilder, site: Site): void {
  const lifeQuote = quoteWidget(s, 'quote-widget-life', {
    internalName: 'Quote widget: life only',
    heading: 'See your term life price',
    tabs: ['Life'],
    defaultTab: 'Life',
  });
  const hero = headerBlock(s, 'header-life', {
    eyebrow: 'Life insurance',
    title: 'Life insurance that keeps your plans in motion',
    description:
      'If something happens to you, life insurance can help your family keep the house, pay for school and cover everyday bills — so the future you planned together stays within reach.',
    image: image(s, 'hero-life'),
    links: [
      link(s, 'Check your price', '#life-quote', { variant: 'Primary' }),
      link(s, 'Talk to a professional', '/financial-representative', { variant: 'Secondary' }),
    ],
  });
  const intro = richTextBlock(
    s,
    'rich-text-life-intro',
    'Life: what it does',
    `
    ## What life insurance does for your family
    A life insurance policy pays a sum of money — the death benefit — to the people you name when you die. Benefits are generally paid free of federal income tax, and your beneficiaries can use them however they need: paying off a mortgage, replacing years of income, funding college or simply giving everyone time to grieve without money worries.

    Most people buy coverage when someone starts depending on them: a new marriage, a baby, a home loan or a business partner. The younger and healthier you are when you apply, the less coverage usually costs.
    `,
  );
  const types = cardGrid(s, 'cards-life-types', {
    title: 'Three ways to be covered',
    layout: '3 Col',
    style: 'Featured',
    border: true,
    cards: [
      {
        eyebrow: 'Most affordable',
        title: 'Term life',
        description: 'Coverage for a set period — 10, 20 or 30 years — while your family needs it most.',
        link: link(s, 'How term life works', undefined, {
          id: 'link-slide-up-term-life',
          triggerLinkText: 'How term life works',
          slideUp: `
            Term life covers you for a fixed number of years at a level premium. If you die during the term, your beneficiaries receive the death benefit. If you outlive it, coverage ends — or you can convert eligible policies to permanent coverage without a new medical exam, within the limits of your policy.
          `,
        }),
      },
      {
        eyebrow: 'Lifelong',
        title: 'Whole life',
        description: 'Permanent coverage with guaranteed premiums and cash value that grows over time.',
        link: link(s, 'How whole life works', undefined, {
          id: 'link-slide-up-whole-life',
          triggerLinkText: 'How whole life works',
          slideUp: `
            Whole life stays in force for your lifetime as long as premiums are paid. Part of each premium builds guaranteed cash value you can borrow against. As a participating policy, it is also eligible for dividends, which are not guaranteed.
          `,
        }),
      },
      {
        eyebrow: 'Flexible',
        title: 'Universal life',
        description: 'Permanent coverage with room to adjust your premiums and death benefit as life changes.',
        link: link(s, 'How universal life works', undefined, {
          id: 'link-slide-up-universal-life',
          triggerLinkText: 'How universal life works',
          slideUp: `
            Universal life lets you change how much and how often you pay, within limits, and adjust the death benefit. Its cash value earns interest at a rate we set, with a guaranteed minimum. Paying less than planned can shorten how long the policy lasts.
          `,
        }),
      },
    ],
  });
  const needs = richTextBlock(
    s,
    'rich-text-life-needs',
    'Life: how much coverage',
    `
    A quick way to estimate your need is to add up four things:

    1. **Debts** you wouldn’t want to leave behind, such as credit cards and car loans
    2. **Income** your family would lose — many people multiply their salary by the years until the youngest child finishes school
    3. **Mortgage** balance or several years of rent
    4. **Education** costs you hope to pay for

    Then subtract savings and any coverage you already have through work. A financial professional can help you refine the number, and our quote tool will show you what it costs.
    `,
  );
  const faq = accordion(s, 'accordion-life-faq', {
    title: 'Life insurance questions, answered',
    mode: 'Standard',
    expandAll: true,
    activateFirstItem: true,
    items: [
      {
        title: 'Do I need a medical exam?',
        body: 'Not always. Many applicants qualify for term coverage up to $1 million with a few health questions and a check of existing records. Larger amounts or certain health histories may need a short exam, which we arrange at no cost to you.',
      },
      {
        title: 'Isn’t the coverage from my job enough?',
        body: 'Workplace life insurance is a great start, but it is often one or two times your salary and usually ends when you leave the job. Personal coverage stays with you wherever you work.',
      },
      {
        title: 'Who can I name as a beneficiary?',
        body: 'Almost anyone: a spouse, children, a trust, a charity or a business partner. You can name several people, split the benefit by percentage and change your choices at any time. If you name minor children, consider a trust or a custodian so the money is managed for them.',
      },
      {
        title: 'How long does it take to get covered?',
        body: 'Some applications are approved in minutes. Others take a few weeks if we need medical records. Your financial professional will keep you updated, and you can check status online.',
      },
      {
        title: 'What are dividends?',
        body: 'As a mutual company, we share a portion of our financial results with owners of participating policies such as whole life. Dividends can be taken as cash, used to reduce premiums or used to buy more coverage. They are declared each year and are not guaranteed.',
      },
    ],
  });
  page(s, {
    url: '/life-insurance',
    title: 'Life insurance: term, whole and universal | Lanternfield Mutual',
    description: 'Compare term, whole and universal life insurance, estimate how much coverage you need and get a quote online in minutes.',
    complianceNumber: 'LFM-2026-0117 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Individual life',
    audience: 'Individuals and families',
    journeyStage: 'consideration',
    campaignName: 'Organic',
    campaignThankYouPageUrl: '/thank-you',
    hero,
    author: site.people.tom,
    reviewer: site.people.maya,
    blocks: [
      intro,
      types,
      accentHeading(s, 'accent-life-how-much', 'How much coverage do you need?'),
      needs,
      lifeQuote,
      faq,
      dynamicList(s, 'article-list-life-suggested', {
        title: 'Keep reading',
        variant: 'Suggested articles',
        pageSize: 4,
        andCategories: ['Learning Center', 'Financial fitness'],
      }),
      suggestedPages(s, 'suggested-life', 'You may also want to explore', [
        link(s, 'Disability insurance', '/disability-insurance'),
        link(s, 'Retirement planning', '/retirement'),
        link(s, 'Find a financial professional', '/financial-representative'),
      ]),
      modal(s, 'modal-life-quote', { variant: 'Modal', trigger: '#life-quote', title: 'Got a minute?', content: lifeQuote }),
      site.quoteDrawer,
      site.floatingQuote,
    ],
    disclaimer:
      'Policy form series LF-TL-24, LF-WL-24 and LF-UL-24. Premiums depend on age, health, tobacco use and coverage amount. Term policies may be convertible to permanent coverage within the limits of the policy.',
  });
}

function buildDisability(s: SeedBuilder, site: Site): void {
  const hero = headerBlock(s, 'header-disability', {
    eyebrow: 'Disability insurance',
    title: 'Protect the paycheck everything else depends on',
    description:
      'Your ability to earn an income is probably your biggest financial asset. Disability insurance replaces part of it if an illness or injury keeps you from working.',
    image: image(s, 'hero-disability'),
    links: [site.quoteLink],
  });
  const kinds = cardGrid(s, 'cards-disability-kinds', {
    title: 'Short-term and long-term coverage',
    layout: '2 Col',
    style: 'Standard',
    orientation: 'Horizontal',
    squareImage: 'mobile-only',
    cards: [
      {
        eyebrow: 'Weeks to months',
        title: 'Short-term disability',
        description:
          'Helps with recoveries measured in weeks, such as surgery or the birth of a child, usually after a waiting period of one to fourteen days.',
        image: image(s, 'article-physical-health'),
        link: link(s, 'Ask about workplace short-term coverage', '/employers'),
      },
      {
        eyebrow: 'Months to years',
        title: 'Long-term disability',
        description:
          'Pays a monthly benefit for a long illness or injury, for two or five years, ten years or up to age 65, depending on the benefit period you choose.',
        image: image(s, 'hero-disability'),
        link: link(s, 'Get a long-term disability quote', '#get-a-quote'),
      },
    ],
  });
  const stats = cardGrid(s, 'cards-disability-stats', {
    title: 'How a policy is shaped',
    layout: '3 Col',
    style: 'Stat',
    cards: [
      { title: 'Up to 60%', description: 'Of your pre-disability income can be replaced by your monthly benefit.' },
      { title: '90 or 180 days', description: 'Elimination periods to choose from: a longer wait lowers your premium.' },
      { title: '2 years to age 65', description: 'Benefit periods available, so coverage can match your savings and career.' },
    ],
  });
  const explainer = video(s, 'video-disability-explainer', {
    title: 'How disability insurance works, in two minutes',
    wistiaId: 'lf4d1s8b2x',
    thumbnail: 'hero-disability',
    transcript: `
Narrator: Most of us insure our homes and cars. But what about the income that pays for them?

Disability insurance pays you a monthly benefit if an illness or injury keeps you from working. You choose how long to wait before benefits start — the elimination period — and how long they can last — the benefit period.

The benefit replaces part of your income, so you can keep paying the mortgage and focus on getting better. Talk with a Lanternfield financial professional to find the right fit.
    `.trim(),
  });
  const occupations = accordion(s, 'accordion-disability-occupations', {
    title: 'Coverage that understands your work',
    subtitle: 'Own-occupation definitions protect specialists who could work, just not in their field.',
    mode: 'Highlight',
    items: [
      {
        title: 'Business owners',
        body: 'Pair personal disability coverage with business overhead expense coverage, which can pay rent, utilities and staff salaries while you recover.',
      },
      {
        title: 'Accountants',
        body: 'An own-occupation definition can pay benefits if you can no longer do the work of an accountant, even if you could work in another role.',
      },
      {
        title: 'Architects',
        body: 'Benefits can account for fluctuating project income, using your best earnings over recent years when you apply.',
      },
    ],
  });
  page(s, {
    url: '/disability-insurance',
    title: 'Disability insurance: protect your income | Lanternfield Mutual',
    description:
      'Short-term and long-term disability insurance that replaces part of your income if illness or injury keeps you from working.',
    complianceNumber: 'LFM-2026-0125 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Individual disability',
    audience: 'Individuals and families',
    journeyStage: 'consideration',
    campaignName: 'Organic',
    campaignThankYouPageUrl: '/thank-you',
    hero,
    reviewer: site.people.tom,
    blocks: [
      kinds,
      stats,
      explainer,
      occupations,
      quoteWidget(s, 'quote-widget-disability', {
        internalName: 'Quote widget: disability only',
        heading: 'Estimate your disability premium',
        tabs: ['Disability'],
        defaultTab: 'Disability',
      }),
      suggestedPages(s, 'suggested-disability', 'Related coverage', [
        link(s, 'Life insurance', '/life-insurance'),
        link(s, 'Accident insurance', '/accident-insurance'),
        link(s, 'What disability insurance replaces', '/learning-center/what-disability-insurance-replaces'),
      ]),
      site.quoteDrawer,
      site.floatingQuote,
    ],
    disclaimer:
      'Disability income policy form series LF-DI-24. Benefits, definitions of disability and riders vary by state and occupation class. Policies contain exclusions and limitations, including for pre-existing conditions.',
  });
}

function buildDental(s: SeedBuilder, site: Site): void {
  const hero = headerBlock(s, 'header-dental', {
    eyebrow: 'Dental insurance',
    title: 'Dental coverage that starts with a smile',
    description: 'Cleanings, X-rays and checkups covered from day one on most plans, with thousands of in-network dentists to choose from.',
    image: image(s, 'hero-dental'),
    links: [link(s, 'Compare dental plans', '/individuals-families/dental-insurance?survey=dental', { variant: 'Primary' })],
  });
  const ppo = richTextBlock(
    s,
    'rich-text-dental-ppo',
    'Dental: PPO plans',
    `
    ### Freedom to choose your dentist
    With a PPO plan you can see any licensed dentist, and you save the most when you stay in our network. Network dentists agree to discounted fees, so your share of the bill is smaller and there are no claim forms to file.

    - Preventive care covered at 100% in network
    - Basic care such as fillings covered at 80% after a short waiting period
    - Major care such as crowns covered at 50% after 12 months
    - Yearly maximums from $1,000 to $2,500
    `,
  );
  const dhmo = richTextBlock(
    s,
    'rich-text-dental-dhmo',
    'Dental: DHMO plans',
    `
    ### Predictable costs, no deductibles
    A DHMO plan connects you with a primary dentist from our managed-care network. You pay set copays listed in your plan schedule, with no deductibles and no yearly maximum. Specialist care is arranged by referral.

    DHMO plans are a good fit if you want to know costs in advance and are happy to use a network dentist near home or work.
    `,
  );
  const preventive = richTextBlock(
    s,
    'rich-text-dental-preventive',
    'Dental: preventive care',
    `
    ### Small visits prevent big bills
    Two cleanings and exams a year can catch cavities and gum disease while they are still easy to treat. Read our dental director’s [guide to yearly cleanings](/learning-center/why-a-yearly-dental-cleaning-matters).
    `,
  );
  const tabs = tabbedPanel(s, 'tabs-dental-plans', {
    title: 'Find the plan style that fits',
    tabs: [
      { title: 'PPO plans', sections: [ppo] },
      { title: 'DHMO plans', sections: [dhmo] },
      { title: 'Preventive care', sections: [preventive, image(s, 'article-physical-health')] },
    ],
  });
  const faq = accordion(s, 'accordion-dental-faq', {
    title: 'Dental coverage questions',
    items: [
      {
        title: 'Is there a waiting period?',
        body: 'Preventive care has no waiting period on most individual plans. Basic and major services may have waiting periods of 6 and 12 months, which can be waived if you had comparable coverage recently.',
      },
      {
        title: 'Can I keep my current dentist?',
        body: 'Use the dentist search after choosing a plan. If your dentist is not in network, a PPO plan still pays toward your care, though you may pay more.',
      },
      {
        title: 'Does dental insurance cover braces?',
        body: 'Orthodontia for children is included on select family plans, usually after a 12-month waiting period and up to a lifetime maximum.',
      },
    ],
  });
  page(s, {
    url: '/dental-insurance',
    title: 'Dental insurance: PPO and DHMO plans | Lanternfield Mutual',
    description: 'Individual and family dental insurance with preventive care covered, a large PPO network and predictable DHMO copays.',
    complianceNumber: 'LFM-2026-0133 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Dental',
    audience: 'Individuals and families',
    hero,
    reviewer: site.people.priya,
    blocks: [
      widgetBlock(s, 'widget-direct-dental', {
        widgetType: 'Direct Dental',
        heading: 'Shop dental plans for you and your family',
        description: 'Answer two quick questions to see plans and monthly prices where you live.',
      }),
      tabs,
      mediaGrid(s, 'media-grid-dental', {
        title: 'Care for every age',
        layout: 'Standard',
        items: [image(s, 'hero-dental'), image(s, 'hero-family'), image(s, 'article-family-community')],
      }),
      faq,
      site.quoteDrawer,
    ],
    disclaimer:
      'Dental plans are insured by Lanternfield Mutual Life Insurance Company on policy form series LF-DN-24; DHMO plans are offered through Lanternfield Dental Network, Inc. Coverage levels, waiting periods and networks vary by state.',
  });
}

function buildVision(s: SeedBuilder, site: Site): void {
  const hero = headerBlock(s, 'header-vision', {
    eyebrow: 'Vision insurance',
    title: 'Clear vision, clearly priced',
    description:
      'A yearly eye exam plus money toward frames, lenses or contacts — for less than many families spend on one pair of glasses.',
    image: image(s, 'hero-vision'),
    links: [link(s, 'Compare vision plans', '/individuals-families/vision-insurance?survey=vision', { variant: 'Primary' })],
  });
  const benefits = cardGrid(s, 'cards-vision-benefits', {
    title: 'What’s included',
    layout: '4 Col',
    style: 'Standard',
    border: true,
    squareImage: 'yes',
    cards: [
      { title: 'Eye exams', description: 'A comprehensive exam every 12 months for a $10 copay in network.' },
      { title: 'Frames', description: 'An allowance of $150 toward frames every 24 months, or every 12 on enhanced plans.' },
      { title: 'Lenses', description: 'Single-vision, bifocal and trifocal lenses covered after your copay.' },
      { title: 'Contacts', description: 'An allowance for contact lenses instead of glasses, plus fitting fees.' },
    ],
  });
  page(s, {
    url: '/vision-insurance',
    title: 'Vision insurance for individuals and families | Lanternfield Mutual',
    description:
      'Vision insurance with yearly eye exams and allowances for frames, lenses and contacts at thousands of in-network providers.',
    complianceNumber: 'LFM-2026-0141 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Vision',
    audience: 'Individuals and families',
    hero,
    blocks: [
      widgetBlock(s, 'widget-direct-vision', {
        widgetType: 'Direct Vision',
        heading: 'See vision plans in your area',
        description: 'Enter your zip code and who you want to cover. Plans start the first of next month.',
      }),
      benefits,
      callout(s, 'callout-vision-dental', {
        eyebrow: 'Better together',
        title: 'Add dental and save on both',
        body: 'Bundle a vision plan with any individual dental plan and we’ll take 5% off both monthly premiums.',
        link: link(s, 'Explore dental plans', '/dental-insurance', { variant: 'Secondary' }),
        image: image(s, 'hero-dental'),
      }),
      accordion(s, 'accordion-vision-faq', {
        title: 'Vision coverage questions',
        items: [
          {
            title: 'Can I use an online retailer?',
            body: 'Yes. Pay the retailer, then submit your receipt online and we’ll reimburse you up to your out-of-network allowance.',
          },
          {
            title: 'Is LASIK covered?',
            body: 'Vision plans don’t cover LASIK, but members receive a discount of up to 15% at participating surgery centers.',
          },
        ],
      }),
      site.quoteDrawer,
    ],
    disclaimer: 'Vision plans are insured on policy form series LF-VS-24. Allowances, copays and discount programs vary by plan and state.',
  });
}

function buildAccident(s: SeedBuilder, site: Site): void {
  const hero = headerBlock(s, 'header-accident', {
    eyebrow: 'Accident insurance',
    title: 'Cash benefits when accidents happen',
    description:
      'Broken bones, ER visits and physical therapy add up fast, even with good health insurance. Accident insurance pays you directly so you can cover the bills that follow.',
    image: image(s, 'hero-accident'),
    links: [site.quoteLink],
  });
  const covers = cardGrid(s, 'cards-accident-covers', {
    title: 'What accident insurance pays for',
    layout: '1 Col',
    style: 'Standard',
    orientation: 'Horizontal',
    squareImage: 'yes',
    cards: [
      {
        title: 'A fixed benefit for each covered injury',
        description: `
          Every plan lists the amount it pays for each kind of injury and treatment. A few examples from our most popular plan:

          - Emergency room visit: $150
          - Fracture, depending on the bone: $300 to $4,000
          - Physical therapy: $50 per session, up to 10 sessions
        `,
        image: image(s, 'hero-accident'),
      },
    ],
  });
  page(s, {
    url: '/accident-insurance',
    title: 'Accident insurance: cash when injuries happen | Lanternfield Mutual',
    description:
      'Accident insurance pays cash benefits directly to you after covered injuries, from ER visits to fractures and physical therapy.',
    complianceNumber: 'LFM-2026-0152 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Supplemental health',
    audience: 'Individuals and families',
    hero,
    blocks: [
      covers,
      accentHeading(s, 'accent-accident-state', 'Accident insurance where you live'),
      accidentStateContent(s),
      accordion(s, 'accordion-accident-faq', {
        title: 'Accident insurance questions',
        items: [
          {
            title: 'Who can be covered?',
            body: 'You can apply for yourself, a spouse or partner and children. Applicants must be 18 to 64, and a spouse or partner must be under 65 to qualify.',
          },
          {
            title: 'Does it replace health insurance?',
            body: 'No. Accident insurance is supplemental: it pays fixed cash benefits in addition to what your health plan covers.',
          },
        ],
      }),
      site.quoteDrawer,
      site.floatingQuote,
    ],
    disclaimer:
      'Accident insurance is a limited benefit policy, policy form series LFA-24. It is not health insurance and does not satisfy the requirement of minimum essential coverage under the Affordable Care Act.',
  });
}

/** The complete state-content dropdown: default, general, compact, California, New York and Florida content. */
function accidentStateContent(s: SeedBuilder) {
  return stateContent(s, 'state-content-accident', {
    internalName: 'State content: accident insurance (every case)',
    label: 'Choose your state to see how coverage works where you live',
    defaultContent: richTextBlock(
      s,
      'rich-text-state-accident-default',
      'State content: accident default',
      `Accident insurance is available in every state, but policy forms, benefit amounts and a few rules differ. Choose your state above to see what applies to you.`,
    ),
    generalContent: richTextBlock(
      s,
      'rich-text-state-accident-general',
      'State content: accident general',
      `
      ### Coverage in your state
      Your plan is issued on our standard accident policy form LFA-24. Benefits are paid for covered injuries from accidents that happen on or off the job, and you can keep your coverage as long as premiums are paid, up to age 70.

      - 30-day free look: review your policy and cancel for a full refund
      - Wellness benefit of $50 a year for a routine checkup
      `,
    ),
    compactContent: richTextBlock(
      s,
      'rich-text-state-accident-compact',
      'State content: accident compact',
      `
      ### Coverage in your state
      Your state is a member of the Interstate Insurance Product Regulation Compact, so your plan is issued on our compact-approved policy form LFA-24-IIPRC. Benefits and exclusions are the same in every compact state, which makes it easy to keep your coverage if you move between them.

      - 30-day free look: review your policy and cancel for a full refund
      - Wellness benefit of $50 a year for a routine checkup
      `,
    ),
    caContent: richTextBlock(
      s,
      'rich-text-state-accident-ca',
      'State content: accident California',
      `
      ### Coverage in California
      California plans are issued on policy form LFA-24-CA and include an outline of coverage that you’ll receive before you buy. Benefit amounts for fractures and dislocations follow the California schedule, and the wellness benefit is not available.
      `,
    ),
    nyContent: richTextBlock(
      s,
      'rich-text-state-accident-ny',
      'State content: accident New York',
      `
      ### Coverage in New York
      New York plans are issued by Lanternfield Mutual Life Insurance Company of New York on policy form LFA-24-NY. New York residents can cover dependent children up to age 26, and claims are reviewed under New York’s prompt-payment rules.
      `,
    ),
    flContent: richTextBlock(
      s,
      'rich-text-state-accident-fl',
      'State content: accident Florida',
      `
      ### Coverage in Florida
      Florida plans are issued on policy form LFA-24-FL, with rates filed with the Florida Office of Insurance Regulation. Florida residents also receive an accidental-drowning benefit at no extra cost.
      `,
    ),
  });
}

function buildStateAvailability(s: SeedBuilder): void {
  const leave = stateContent(s, 'state-content-paid-leave', {
    internalName: 'State content: paid leave (general fallback)',
    label: 'Where do your employees work?',
    generalContent: richTextBlock(
      s,
      'rich-text-state-leave-general',
      'State content: paid leave general',
      `
      ### No state-run paid leave program yet
      Your state does not currently run its own paid family and medical leave program. Employers can still offer paid leave through a short-term disability plan with a family-leave rider, which we administer alongside your other benefits.
      `,
    ),
    caContent: richTextBlock(
      s,
      'rich-text-state-leave-ca',
      'State content: paid leave California',
      `
      ### California
      California runs state disability insurance and paid family leave through payroll contributions. Our plans can coordinate with state benefits so employees receive one combined payment, and our team can track leave that runs at the same time as federal leave.
      `,
    ),
    nyContent: richTextBlock(
      s,
      'rich-text-state-leave-ny',
      'State content: paid leave New York',
      `
      ### New York
      New York employers must provide statutory disability benefits and paid family leave. Lanternfield Mutual Life Insurance Company of New York insures both in one policy, with online claim filing for employees.
      `,
    ),
  });
  page(s, {
    url: '/state-availability',
    title: 'Plan availability and state rules | Lanternfield Mutual',
    description: 'See how accident insurance and paid leave coverage work in your state, including California, New York and Florida rules.',
    complianceNumber: 'LFM-2026-0160 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'resource',
    hero: headerBlock(s, 'header-state-availability', {
      eyebrow: 'Plan availability',
      title: 'What’s available where you live',
      description:
        'Insurance is regulated state by state, so a few details of your coverage depend on where you live or where your employees work.',
      image: image(s, 'article-family-community'),
    }),
    blocks: [
      alertBox(s, 'alert-box-state-rules', {
        type: 'information',
        title: 'Rules change',
        message: 'State requirements are reviewed every quarter. The information below was last reviewed on October 1, 2026.',
      }),
      accentHeading(s, 'accent-state-accident', 'Accident insurance'),
      accidentStateContent(s),
      accentHeading(s, 'accent-state-leave', 'Paid family and medical leave'),
      leave,
      callout(s, 'callout-state-leave-help', {
        title: 'Offering leave in several states?',
        body: 'Our absence specialists coordinate state programs, federal leave and your own policies in one place.',
        link: link(s, 'Talk to our leave specialists', '/employers/request-a-proposal', { variant: 'Secondary' }),
      }),
    ],
  });
}

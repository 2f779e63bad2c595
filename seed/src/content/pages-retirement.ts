/**
 * Retirement pages: retirement planning (older 4-step annuity widget), annuities (newer 5-step
 * widget and the annuities lead form), the MarketPerform RILA tool at
 * `/annuities/rila/marketperform` (docs/requirements.md#rila-tool), the Safeguard 360 review and the
 * find-a-financial-professional page.
 */
import type { AnnuityPlanningWidgetVariant } from '@insurer/content-model/model';
import type { SeedBuilder } from '../builder.js';
import { DEMO_RETIREMENT_PROBABILITY_FIELDS } from './retirement-assumptions.js';
import {
  COMPANY,
  accordion,
  alertBox,
  cardGrid,
  carousel,
  customHtml,
  featuredPromo,
  formBlock,
  headerBlock,
  image,
  link,
  mediaGrid,
  modal,
  page,
  pullQuote,
  richTextBlock,
  widgetBlock,
} from './blocks.js';
import { rilaConfig } from './rila-config.js';
import type { Site } from './site.js';
import { richText } from '../rich-text.js';

const RILA_DISCLOSURE =
  'The MarketPerform registered index-linked annuity (policy form series LF-RILA-25) is issued by Lanternfield Mutual Life Insurance Company and distributed by Lanternfield Investor Services, LLC. It is offered by prospectus only; read it carefully for the product’s risks, charges, limitations and expenses before investing. You can lose money, including principal, and losses beyond the buffer are yours. Withdrawals before the end of a strategy term may be subject to an interim value adjustment and surrender charges. Guarantees are backed by the claims-paying ability of the issuer. Not a deposit; not FDIC insured; not insured by any federal government agency; may lose value.';

const annuityWidget = (s: SeedBuilder, id: string, variant: AnnuityPlanningWidgetVariant, heading: string) =>
  s.add('annuityPlanningWidget', id, {
    internalName: `Annuity planning widget (${variant})`,
    heading,
    variant,
    minInvestment: 25000,
    maxInvestment: 1000000,
    invalidAmountMessage: 'Enter an amount between $25,000 and $1,000,000 using numbers only.',
  });

/** Defines the retirement pages. */
export function buildRetirementPages(s: SeedBuilder, site: Site): void {
  const scheduleForm = formBlock(s, 'form-block-schedule-meeting', 'Form: schedule a meeting', { formId: 'schedule-meeting-hc' });

  page(s, {
    url: '/retirement',
    title: 'Retirement planning and income | Lanternfield Mutual',
    description:
      'Plan the income you’ll need in retirement, explore annuities and talk with a financial professional about making savings last.',
    complianceNumber: 'LFM-2026-0210 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Retirement',
    audience: 'Individuals and families',
    hero: headerBlock(s, 'header-retirement', {
      eyebrow: 'Retirement',
      title: 'Make your savings last as long as you do',
      description:
        'Retirement can last thirty years or more. We help you turn what you’ve saved into income you can count on, and protect it along the way.',
      image: image(s, 'hero-retirement'),
      links: [link(s, 'Schedule a call', '#schedule-a-call', { variant: 'Primary' })],
    }),
    blocks: [
      richTextBlock(
        s,
        'rich-text-retirement-steps',
        'Retirement: three questions',
        `
        ## Three questions every plan answers
        1. **How much income will you need?** Most people spend 70% to 85% of their working income in the first years of retirement.
        2. **Where will it come from?** Social Security, pensions, savings and guaranteed income from annuities each play a different role.
        3. **What could knock it off course?** Market drops early in retirement, inflation and long-term care costs are the big three.
        `,
      ),
      annuityWidget(s, 'annuity-widget-4-step', '4-step', 'Explore how a buffered annuity could fit your plan'),
      carousel(s, 'carousel-retirement-stories', {
        title: 'Retirement, in their words',
        slidesToShow: 2,
        slides: [
          {
            title: 'Planning for two retirements at once',
            type: 'Image',
            image: image(s, 'hero-retirement'),
            caption:
              'Alicia and Ben retired three years apart. Their plan staggered Social Security so one check arrived early and one grew larger.',
            link: link(s, 'Read about timing Social Security', '/learning-center/annuities-explained-income-you-cant-outlive'),
          },
          {
            title: 'Income that shows up every month',
            type: 'Video',
            image: image(s, 'hero-annuities'),
            wistiaId: 'lf8r2t5n1q',
            transcript:
              'Howard: After thirty years of paychecks, I worried about going without one. An income annuity covers our basics, and our savings pay for the fun stuff.',
            caption: 'Howard explains why he turned part of his savings into a monthly check.',
          },
          {
            title: 'Open enrollment webinar replay',
            type: 'Video',
            image: image(s, 'article-webinar'),
            wistiaId: 'lf2k7w9e3m',
            transcript: 'A replay of our spring retirement-readiness webinar.',
            caption: 'This replay was available until June 30, 2025.',
            expirationDate: '2025-06-30T23:59:00.000Z',
          },
        ],
      }),
      customHtml(
        s,
        'html-retirement-milestones',
        'HTML: retirement milestones table',
        `<table class="milestones">
  <caption>Retirement milestones by age</caption>
  <thead><tr><th scope="col">Age</th><th scope="col">What changes</th></tr></thead>
  <tbody>
    <tr><td>50</td><td>Catch-up contributions to workplace plans and IRAs become available.</td></tr>
    <tr><td>59½</td><td>Withdrawals from most retirement accounts no longer carry an early-withdrawal tax penalty.</td></tr>
    <tr><td>62</td><td>The earliest age to claim Social Security retirement benefits, at a reduced amount.</td></tr>
    <tr><td>65</td><td>Medicare eligibility begins.</td></tr>
    <tr><td>67</td><td>Full retirement age for Social Security if you were born in 1960 or later.</td></tr>
  </tbody>
</table>`,
        'Internal Revenue Service (Publication 590-B, 2025) and Social Security Administration (Retirement benefits, 2026)',
      ),
      mediaGrid(s, 'media-grid-retirement', {
        title: 'Moments worth planning for',
        layout: 'Wide Left',
        items: [image(s, 'hero-retirement'), image(s, 'article-family-community')],
      }),
      modal(s, 'modal-schedule-a-call', { variant: 'Modal', trigger: '#schedule-a-call', title: 'Got a minute?', content: scheduleForm }),
      site.quoteDrawer,
    ],
  });

  page(s, {
    url: '/annuities',
    title: 'Annuities: guaranteed income and protected growth | Lanternfield Mutual',
    description:
      'Compare fixed, income and registered index-linked annuities, and see how MarketPerform balances market growth with downside protection.',
    complianceNumber: 'LFM-2026-0221 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'product',
    businessGroup: 'Retirement',
    audience: 'Individuals and families',
    campaignName: 'Annuities 2026',
    campaignThankYouPageUrl: '/thank-you',
    hero: headerBlock(s, 'header-annuities', {
      eyebrow: 'Annuities',
      title: 'Growth potential with a cushion underneath',
      description:
        'An annuity can turn savings into income you can’t outlive, or help your money grow with protection from part of a market downturn.',
      image: image(s, 'hero-annuities'),
      links: [link(s, 'Go to the tool', '/annuities/rila/marketperform', { variant: 'Primary' })],
    }),
    blocks: [
      annuityWidget(s, 'annuity-widget-5-step', '5-step', 'Build a MarketPerform strategy in five steps'),
      cardGrid(s, 'cards-annuity-types', {
        title: 'Which annuity fits your goal?',
        layout: '2 Col',
        style: 'Featured',
        cards: [
          {
            eyebrow: 'Protected growth',
            title: 'Registered index-linked annuity',
            description:
              'Earn returns linked to an index such as the S&P 500, up to a cap, while a buffer absorbs the first 10%, 20% or 30% of losses.',
            link: link(s, 'See MarketPerform', '/annuities/rila/marketperform'),
            image: image(s, 'hero-annuities'),
          },
          {
            eyebrow: 'Guaranteed income',
            title: 'Income annuity',
            description:
              'Exchange a lump sum for monthly payments that last for life, for a set period, or for as long as either spouse lives.',
            link: link(s, 'Talk to a professional', '/financial-representative'),
            image: image(s, 'hero-retirement'),
          },
        ],
      }),
      featuredPromo(s, 'promo-annuities-tool', {
        eyebrow: 'MarketPerform tool',
        title: 'See how your strategy could have performed',
        body: 'Choose an amount, a term, a buffer and an index, then compare hypothetical outcomes in strong, flat and falling markets.',
        image: image(s, 'hero-annuities'),
        links: [link(s, 'Go to the tool', '/annuities/rila/marketperform', { variant: 'Primary' })],
        orientation: 'Full size image',
      }),
      formBlock(s, 'form-block-annuities', 'Form: annuities lead', { formId: 'annuities-form-hc' }),
      accordion(s, 'accordion-annuities-faq', {
        title: 'Annuity basics',
        mode: 'Highlight',
        expandAll: true,
        items: [
          {
            title: 'What is a buffer?',
            body: 'A buffer is the portion of an index loss the insurer absorbs at the end of a term. With a -10% buffer, if the index falls 15%, your account is reduced by 5%.',
          },
          {
            title: 'What is a cap?',
            body: 'The cap is the most your account can be credited for a term. If the cap is 12% and the index rises 18%, you are credited 12%.',
          },
          {
            title: 'Can I get my money before the term ends?',
            body: 'Yes, but withdrawals before the end of a term receive an interim value, which can be lower than your account value, and surrender charges may apply in the first six contract years.',
          },
        ],
      }),
      site.quoteDrawer,
    ],
    disclaimer: RILA_DISCLOSURE,
  });

  const rilaTool = s.add('rilaWidget', 'rila-widget-marketperform', {
    internalName: 'RILA widget: MarketPerform',
    heading: 'Build your MarketPerform strategy',
    config: rilaConfig(),
    disclaimer: richText(RILA_DISCLOSURE),
  });

  page(s, {
    url: '/annuities/retirement-calculator',
    title: 'Retirement calculator | Lanternfield Mutual',
    description:
      'See how ready you are for retirement: your income goal, your projected savings, any shortfall and what to do next, then share the results with a financial professional.',
    complianceNumber: 'LFM-2026-0231 Exp. 12/2027',
    expirationDate: '2027-12-31',
    type: 'tool',
    businessGroup: 'Retirement',
    audience: 'Individuals and families',
    journeyStage: 'consideration',
    campaignName: 'retirement_calculator',
    hero: headerBlock(s, 'header-retirement-calculator', {
      eyebrow: 'Retirement calculator',
      title: 'Are you on track for the retirement you want?',
      description:
        'Five questions give you a readiness level, your income goal and your projected savings. Change any assumption to see what moves the needle.',
      backgroundColor: 'navy',
    }),
    blocks: [
      s.add('retirementCalculator', 'retirement-calculator', {
        internalName: 'Retirement calculator',
        heading: 'Your retirement readiness',
        introduction:
          'Start with your age, savings and the yearly income you want in retirement. We assume the averages below; change any of them to match your plans.',
        recommendationOops:
          'You are at the very start. Even a small automatic contribution each month adds up over decades; a financial professional can help you set one up today.',
        recommendationUhOh:
          'Your savings cover less than a third of your goal. Raising your contributions, working a few more years or rethinking your retirement budget can close much of the gap.',
        recommendationNeedsAttention:
          'You are about halfway there. Consider increasing your contributions, especially up to any employer match, and review how your savings are invested.',
        recommendationFair:
          'You have a solid base. Small steps now, such as catch-up contributions after 50, can turn a fair outlook into a good one.',
        recommendationGood:
          'You are close to your goal. Review your plan each year and consider guaranteed income, such as an annuity, to protect the income you have built.',
        recommendationOnTarget:
          'You are on track. Protect your progress: plan how you will turn savings into income and how you will handle market drops near retirement.',
        recommendationAheadOfSchedule:
          'You are ahead of schedule. Talk with a financial professional about protecting what you have built and about your legacy and tax planning.',
        disclaimer:
          'This calculator is for illustration only. Results are hypothetical, depend on the assumptions shown, and are not a guarantee of future results or investment advice.',
        ...DEMO_RETIREMENT_PROBABILITY_FIELDS,
      }),
    ],
  });

  page(s, {
    url: '/annuities/rila/marketperform',
    title: 'MarketPerform annuity tool | Lanternfield Mutual',
    description:
      'Model a MarketPerform registered index-linked annuity: pick an amount, term, buffer, index and crediting strategy and compare hypothetical outcomes.',
    complianceNumber: 'LFM-2026-0230 Exp. 12/2027',
    expirationDate: '2027-12-31',
    type: 'tool',
    businessGroup: 'Retirement',
    audience: 'Individuals and families',
    journeyStage: 'decision',
    campaignName: 'rila_tool',
    hero: headerBlock(s, 'header-rila-tool', {
      eyebrow: 'MarketPerform registered index-linked annuity',
      title: 'See how a buffer and a cap shape your results',
      description:
        'Build up to two strategies, then compare hypothetical outcomes across five market scenarios. Share the results with yourself or a financial professional.',
      backgroundColor: 'navy',
    }),
    blocks: [
      alertBox(s, 'alert-box-rila-hypothetical', {
        type: 'information',
        title: 'Hypothetical illustrations',
        message:
          'Outcomes shown are hypothetical, use current rates that can change for new strategy terms, and do not predict future results.',
      }),
      rilaTool,
      accordion(s, 'accordion-rila-how', {
        title: 'How the tool works',
        activateFirstItem: true,
        items: [
          {
            title: 'Investment amount and allocation',
            body: 'Enter between $25,000 and $1,000,000. With two strategies, the amount is split 50/50 unless you change the allocation.',
          },
          {
            title: 'Strategy term, buffer and index',
            body: 'Terms of 1, 3 or 6 years; buffers of -10%, -20% or -30%; and four indexes: S&P 500, MSCI EAFE, Nasdaq-100 and SG Smart Climate.',
          },
          {
            title: 'Crediting strategies',
            body: '**Cap with Par** credits index gains up to the cap. **Cap w Par & Spread** subtracts a spread for a higher cap. **Step-Up Trigger** credits a fixed rate whenever the index is flat or up.',
          },
        ],
      }),
      richTextBlock(
        s,
        'rich-text-rila-prospectus',
        'RILA: prospectus',
        `Before investing, read the [MarketPerform prospectus](https://www.lanternfield.example/prospectus/marketperform.pdf). It describes the product’s risks, charges and how index-linked crediting works. Questions? Call ${COMPANY.phone}.`,
      ),
    ],
    disclaimer: RILA_DISCLOSURE,
  });

  // The older 4-step widget's destination (docs/requirements.md#routes): the same tool entry, which
  // restores the widget's session storage `rila.*` and shows the results (docs/requirements.md#rila-tool).
  page(s, {
    url: '/annuities/rila/marketperform/results',
    title: 'Your MarketPerform results | Lanternfield Mutual',
    description: 'Hypothetical MarketPerform outcomes for the amount, term, buffer and index you chose.',
    complianceNumber: 'LFM-2026-0230 Exp. 12/2027',
    expirationDate: '2027-12-31',
    type: 'tool',
    businessGroup: 'Retirement',
    audience: 'Individuals and families',
    journeyStage: 'decision',
    campaignName: 'rila_tool',
    hero: headerBlock(s, 'header-rila-results', {
      eyebrow: 'MarketPerform registered index-linked annuity',
      title: 'Your hypothetical results',
      description: 'Change any choice to see how the outcomes move, or add a second strategy to compare.',
      backgroundColor: 'navy',
    }),
    blocks: [rilaTool],
    headTags: [site.noindexNofollow],
    disclaimer: RILA_DISCLOSURE,
  });

  page(s, {
    url: '/safeguard-360',
    title: 'Safeguard 360: a complete protection review | Lanternfield Mutual',
    description:
      'Safeguard 360 is a free review of your life, income and retirement protection with a Lanternfield financial professional.',
    complianceNumber: 'LFM-2026-0245 Exp. 12/2027',
    expirationDate: '2027-12-31',
    type: 'campaign',
    campaignName: 'safeguard360',
    campaignThankYouPageUrl: '/thank-you',
    routeLeadsToAgencyAssist: true,
    businessGroup: 'Individual markets',
    audience: 'Individuals and families',
    journeyStage: 'consideration',
    hero: headerBlock(s, 'header-safeguard-360', {
      eyebrow: 'Safeguard 360',
      title: 'One conversation. Every angle of your protection.',
      description:
        'In about an hour, a financial professional reviews your life insurance, income protection and retirement savings together, and shows you where the gaps are.',
      image: image(s, 'hero-family'),
    }),
    blocks: [
      cardGrid(s, 'cards-safeguard-steps', {
        title: 'How the review works',
        layout: '3 Col',
        style: 'Standard',
        cards: [
          {
            eyebrow: 'Step 1',
            title: 'Share your picture',
            description: 'Tell us about your family, income, coverage through work and savings.',
          },
          {
            eyebrow: 'Step 2',
            title: 'See your gaps',
            description: 'Get a plain-language summary of what you have and where you may be exposed.',
          },
          { eyebrow: 'Step 3', title: 'Decide at your pace', description: 'Take the summary home. There’s no obligation to buy anything.' },
        ],
      }),
      formBlock(s, 'form-block-safeguard-360', 'Form: Safeguard 360 lead', { formId: 'safe-guard-360-hc' }),
      pullQuote(s, 'quote-safeguard', {
        quote: 'I thought my coverage at work was enough. The review showed it would last our family about eight months.',
        attribution: 'Marcus T.',
        attributionTitle: 'Safeguard 360 participant',
      }),
    ],
    disclaimer: 'The Safeguard 360 review is free and carries no obligation. Testimonials may not represent the experience of others.',
  });

  page(s, {
    url: '/financial-representative',
    title: 'Find a financial professional near you | Lanternfield Mutual',
    description: 'Find a Lanternfield financial professional near you for life insurance, disability coverage and retirement planning.',
    complianceNumber: 'LFM-2026-0250 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'find',
    campaignName: 'Find a professional',
    campaignThankYouPageUrl: '/thank-you',
    audience: 'Individuals and families',
    hero: headerBlock(s, 'header-financial-representative', {
      eyebrow: 'Find a financial professional',
      title: 'Advice from someone who knows your community',
      description: 'Enter your zip code to find Lanternfield financial professionals and agencies within 25 miles.',
      image: image(s, 'hero-contact'),
    }),
    blocks: [
      widgetBlock(s, 'widget-find-representative', {
        widgetType: 'Find a Financial Representative',
        heading: 'Find a financial professional',
        description: 'We’ll show agencies near you, with contact details and the languages their professionals speak.',
      }),
      formBlock(s, 'form-block-connect-with-fp', 'Form: connect with a financial professional', { formId: 'connect-with-FP-hc' }),
      cardGrid(s, 'cards-representative-why', {
        title: 'What to expect',
        layout: '3 Col',
        style: 'Standard',
        border: true,
        cards: [
          { title: 'A first meeting on us', description: 'Your first conversation is free, whether you buy anything or not.' },
          { title: 'A plan, not a product', description: 'We start with your goals and work back to the coverage that fits.' },
          { title: 'Someone to call', description: 'The same professional helps with reviews, beneficiary changes and claims.' },
        ],
      }),
    ],
  });
}

/**
 * Service and lead pages: contact us and its thank-you page (docs/requirements.md#contact-us-form "The contact form … goes
 * to /contact-us/thankyou"), /staycovered (schedule-meeting form), the dental network join page
 * and its thank-you page, the global citizens page, the generic lead thank-you page, the account
 * portal and the legal pages the footer links to.
 */
import type { SeedBuilder } from '../builder.js';
import {
  COMPANY,
  alertBox,
  accordion,
  callout,
  cardGrid,
  customHtml,
  formBlock,
  headerBlock,
  image,
  link,
  mediaGrid,
  page,
  pullQuote,
  richTextBlock,
  suggestedPages,
} from './blocks.js';
import type { Site } from './site.js';

/** Defines the service and lead pages. */
export function buildServicePages(s: SeedBuilder, site: Site): void {
  const phoneLink = link(s, `Call ${COMPANY.phone}`, COMPANY.phoneHref, { icon: 'phone', variant: 'Secondary' });

  page(s, {
    url: '/contact-us',
    title: 'Contact us | Lanternfield Mutual',
    description:
      'Questions about a policy, a claim or a payment? Call, write or send us a message and we’ll get back to you within one business day.',
    complianceNumber: 'LFM-2026-0301 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'service',
    hero: headerBlock(s, 'header-contact-us', {
      eyebrow: 'Contact us',
      title: 'We’re here to help',
      description: `Send us a message below, or call ${COMPANY.phone}, Monday to Friday, 8 a.m. to 8 p.m. ET.`,
      image: image(s, 'hero-contact'),
      links: [phoneLink],
    }),
    alertBanner: site.scamAlert,
    blocks: [
      alertBox(s, 'alert-box-contact-disaster', {
        type: 'warning',
        title: 'Affected by a natural disaster?',
        message:
          'If a declared disaster has affected your home or work, call us. We can extend premium grace periods and fast-track claims while you recover.',
      }),
      cardGrid(s, 'cards-contact-options', {
        title: 'Other ways to reach us',
        layout: '3 Col',
        style: 'Standard',
        border: true,
        cards: [
          {
            eyebrow: 'Claims',
            title: 'Start or check a claim',
            description: 'Most claims can be started online in about fifteen minutes.',
            link: link(s, 'Claim phone numbers', undefined, {
              id: 'link-slide-up-claims',
              triggerLinkText: 'Show claim phone numbers',
              slideUp: `
                - Life claims: ${COMPANY.phone}, option 2
                - Disability claims: ${COMPANY.phone}, option 3
                - Dental, vision and accident claims: ${COMPANY.phone}, option 4
              `,
            }),
          },
          {
            eyebrow: 'Payments',
            title: 'Pay a premium',
            description: 'Pay online, set up automatic payments or mail a check with your statement stub.',
            link: link(s, 'Log in to pay', COMPANY.signInUrl),
          },
          {
            eyebrow: 'Mail',
            title: 'Write to us',
            description: 'Send payments and letters to the address printed on your statement, so they reach the right team quickly.',
          },
        ],
      }),
      formBlock(s, 'form-block-contact-us', 'Form: contact us', { formId: 'gl-contact-us-hc' }),
      customHtml(
        s,
        'html-contact-hours',
        'HTML: service hours',
        `<dl class="service-hours">
  <dt>Customer service</dt><dd>Monday to Friday, 8 a.m. to 8 p.m. ET</dd>
  <dt>Claims</dt><dd>Monday to Friday, 8 a.m. to 6 p.m. ET</dd>
  <dt>Online account</dt><dd>Available around the clock</dd>
</dl>`,
      ),
    ],
  });

  page(s, {
    url: '/contact-us/thankyou',
    title: 'Thank you for contacting us | Lanternfield Mutual',
    description: 'We received your message and will reply within one business day.',
    type: 'confirmation',
    headTags: [site.noindexFollow],
    hero: headerBlock(s, 'header-contact-thank-you', {
      eyebrow: 'Message received',
      title: 'Thank you for contacting us',
      description: 'We’ve sent a confirmation to your e-mail address. A member of our service team will reply within one business day.',
    }),
    blocks: [
      richTextBlock(
        s,
        'rich-text-contact-thank-you',
        'Contact thank you: next steps',
        `
        ### While you wait
        - Check your inbox (and spam folder) for our confirmation e-mail
        - Have your policy or claim number ready if we call you back
        - Need an answer today? Call ${COMPANY.phone}
        `,
      ),
      suggestedPages(s, 'suggested-contact-thank-you', 'Helpful links', [
        link(s, 'Learning Center', '/learning-center'),
        link(s, 'Find a financial professional', '/financial-representative'),
        link(s, 'Back to home', '/'),
      ]),
    ],
  });

  page(s, {
    url: '/thank-you',
    title: 'Thank you | Lanternfield Mutual',
    description: 'Thanks for your request. A financial professional will reach out within 1-2 business days.',
    type: 'confirmation',
    headTags: [site.noindexFollow],
    hero: headerBlock(s, 'header-thank-you', {
      eyebrow: 'Request received',
      title: 'Thank you',
      description: 'A financial professional will reach out to you in 1-2 business days.',
      image: image(s, 'hero-family'),
    }),
    blocks: [
      suggestedPages(s, 'suggested-thank-you', 'While you wait', [
        link(s, 'How much life insurance do you need?', '/learning-center/how-much-life-insurance-do-you-need'),
        link(s, 'Annuities explained', '/learning-center/annuities-explained-income-you-cant-outlive'),
        link(s, 'Learning Center', '/learning-center'),
      ]),
    ],
  });

  page(s, {
    url: '/staycovered',
    title: 'Stay covered: schedule a call | Lanternfield Mutual',
    description:
      'Changed jobs or leaving a workplace plan? Schedule a call with a financial professional to keep your life and disability coverage.',
    complianceNumber: 'LFM-2026-0320 Exp. 12/2027',
    expirationDate: '2027-12-31',
    type: 'campaign',
    campaignName: 'Stay covered 2026',
    campaignThankYouPageUrl: '/thank-you',
    audience: 'Individuals and families',
    journeyStage: 'consideration',
    hero: headerBlock(s, 'header-staycovered', {
      eyebrow: 'Leaving your job?',
      title: 'Don’t let your coverage walk out the door with you',
      description:
        'Workplace life and disability coverage usually ends with your job. Schedule a call and we’ll help you keep protection in place, often without a medical exam.',
      image: image(s, 'hero-disability'),
    }),
    blocks: [
      cardGrid(s, 'cards-staycovered-options', {
        title: 'Your options',
        layout: '3 Col',
        style: 'Standard',
        cards: [
          { title: 'Convert', description: 'Turn group life coverage into an individual policy within 31 days of leaving.' },
          { title: 'Port', description: 'Keep group term coverage at group rates on some plans.' },
          { title: 'Start fresh', description: 'Apply for an individual policy that stays with you from job to job.' },
        ],
      }),
      formBlock(s, 'form-block-staycovered', 'Form: schedule a meeting (stay covered)', { formId: 'schedule-meeting-hc' }),
      pullQuote(s, 'quote-staycovered', {
        quote: 'I had thirty days to decide. One call, and my family’s coverage never lapsed.',
        attribution: 'Dana K.',
        attributionTitle: 'Converted group coverage in 2025',
      }),
    ],
    disclaimer: 'Conversion and portability rights depend on your group plan. Testimonials may not represent the experience of others.',
  });

  page(s, {
    url: '/providers/join',
    title: 'Join our dental network | Lanternfield Mutual',
    description:
      'Dentists: join the Lanternfield PPO or DHMO network and reach members in your community. Tell us about your office to get started.',
    complianceNumber: 'LFM-2026-0330 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'provider',
    audience: 'Dental providers',
    businessGroup: 'Dental',
    hero: headerBlock(s, 'header-providers-join', {
      eyebrow: 'For dental providers',
      title: 'Grow your practice with our dental network',
      description:
        'Our members look for in-network dentists first. Tell us about your office and our network team will contact you about PPO or DHMO participation.',
      image: image(s, 'hero-providers'),
    }),
    blocks: [
      cardGrid(s, 'cards-providers-why', {
        title: 'Why practices join',
        layout: '3 Col',
        style: 'Standard',
        cards: [
          { title: 'Fast payment', description: 'Most clean claims are paid within seven business days by direct deposit.' },
          { title: 'Simple credentialing', description: 'One application for PPO and DHMO, with re-credentialing every three years.' },
          { title: 'A real person', description: 'A dedicated provider relations representative for your region.' },
        ],
      }),
      formBlock(s, 'form-block-dental-network', 'Form: dental network joining', { formId: 'dental-network-sf-hc' }),
      mediaGrid(s, 'media-grid-providers', {
        title: 'Care your patients can count on',
        layout: 'Indented',
        items: [image(s, 'hero-providers'), image(s, 'hero-dental')],
      }),
      accordion(s, 'accordion-providers-faq', {
        title: 'Questions from practices',
        items: [
          {
            title: 'How long does credentialing take?',
            body: 'Usually 45 to 60 days from a complete application. We’ll let you know if anything is missing.',
          },
          {
            title: 'Can I join only the PPO network?',
            body: 'Yes. Choose the networks you’re interested in on the form; you can add the other later.',
          },
        ],
      }),
    ],
  });

  page(s, {
    url: '/providers/join/thank-you',
    title: 'Thank you for your interest in our network | Lanternfield Mutual',
    description: 'We received your dental network request. Our network team will contact your office within five business days.',
    type: 'confirmation',
    audience: 'Dental providers',
    headTags: [site.noindexNofollow],
    hero: headerBlock(s, 'header-providers-thank-you', {
      eyebrow: 'Request received',
      title: 'Thank you for your interest in our network',
      description: 'Our network team will contact your office within five business days to discuss participation and next steps.',
    }),
    blocks: [
      richTextBlock(
        s,
        'rich-text-providers-thank-you',
        'Providers thank you: documents',
        `
        ### Have these ready
        - Your state dental license and DEA certificate
        - Proof of malpractice insurance
        - Your practice’s W-9 and NPI numbers
        `,
      ),
    ],
  });

  page(s, {
    url: '/global-citizens',
    title: 'Life insurance for global citizens | Lanternfield Mutual',
    description:
      'Life insurance for US residents who are citizens of other countries, and for US citizens living abroad. Tell us about your situation to get started.',
    complianceNumber: 'LFM-2026-0340 Exp. 12/2027',
    expirationDate: '2027-12-31',
    type: 'campaign',
    campaignName: 'Global citizens',
    campaignThankYouPageUrl: '/thank-you',
    audience: 'Individuals and families',
    hero: headerBlock(s, 'header-global-citizens', {
      eyebrow: 'Global citizens',
      title: 'Your life spans countries. Your coverage can too.',
      description:
        'If you live in the US on a visa or green card, or you’re a US citizen who lives part of the year abroad, you may still qualify for our life insurance.',
      image: image(s, 'hero-edge'),
    }),
    blocks: [
      richTextBlock(
        s,
        'rich-text-global-citizens',
        'Global citizens: eligibility',
        `
        ## Who we can cover
        - Permanent residents and many visa holders living in the US for at least a year
        - US citizens who spend part of the year abroad
        - Foreign nationals with strong ties to the US, such as property or a business

        We consider your country of citizenship and residence, your travel plans and your ties to the US. A specialist reviews every application personally.
        `,
      ),
      formBlock(s, 'form-block-global-citizens', 'Form: global citizens', { formId: 'global-citizens-hc' }),
      mediaGrid(s, 'media-grid-global', { layout: 'Narrow', items: [image(s, 'hero-edge', { decorative: true })] }),
    ],
  });

  page(s, {
    url: '/account-portal',
    title: 'Your account | Lanternfield Mutual',
    description: 'Manage your Lanternfield policies online: view documents, pay premiums, update beneficiaries and track claims.',
    type: 'account',
    navigation: site.accountNavigation,
    alertBanner: site.maintenanceAlert,
    hero: headerBlock(s, 'header-account-portal', {
      eyebrow: 'Your account',
      title: 'Everything about your coverage, in one place',
      description: 'View policy documents, pay premiums, update beneficiaries and follow a claim from start to finish.',
      links: [link(s, 'Log in', COMPANY.signInUrl, { id: 'link-log-in', variant: 'Secondary' })],
    }),
    blocks: [
      cardGrid(s, 'cards-account-tasks', {
        title: 'Popular tasks',
        layout: '4 Col',
        style: 'Standard',
        cards: [
          { title: 'Pay a premium', description: 'One-time or automatic payments from your bank account.' },
          { title: 'Update beneficiaries', description: 'Review and change who receives your benefit.' },
          { title: 'Track a claim', description: 'See status, documents we need and payment dates.' },
          { title: 'Go paperless', description: 'Get statements and notices by e-mail.' },
        ],
      }),
      callout(s, 'callout-account-help', {
        title: 'Trouble logging in?',
        body: `Reset your password from the log-in page, or call ${COMPANY.phone} and we’ll help you get back in.`,
        link: phoneLink,
      }),
    ],
  });

  legalPages(s);
}

function legalPages(s: SeedBuilder): void {
  const legal = (url: string, title: string, description: string, body: string) =>
    page(s, {
      url,
      title: `${title} | Lanternfield Mutual`,
      description,
      type: 'legal',
      hero: headerBlock(s, `header-${url.slice(1)}`, { title, description: 'Last updated October 1, 2026' }),
      blocks: [richTextBlock(s, `rich-text-${url.slice(1)}`, `Legal: ${title}`, body)],
    });

  legal(
    '/privacy',
    'Privacy policy',
    'How Lanternfield Mutual collects, uses and protects your personal information, and the choices you have.',
    `
    ## What we collect
    We collect the information you give us when you ask for a quote, apply for coverage or file a claim, such as your name, contact details, date of birth and, when needed, health and financial information. Our websites also collect technical information such as your browser type and the pages you visit.

    ## How we use it
    - To provide quotes, underwrite and service your coverage and pay claims
    - To prevent fraud and meet legal and regulatory requirements
    - To improve our websites and, with your permission, tell you about products that may interest you

    ## Security
    We protect your information with administrative, technical and physical safeguards. We will never ask for your password, your full Social Security number or payment by gift card over the phone or by e-mail.

    ## Your choices
    You can opt out of marketing e-mails at any time, ask for a copy of the information we hold about you, and, where state law allows, ask us to correct or delete it. To make a request, call ${COMPANY.phone}.

    ## We don’t sell your information
    We do not sell personal information, and we share it only as described in this policy or as the law requires.
    `,
  );
  legal(
    '/terms-of-use',
    'Terms of use',
    'The terms that apply when you use Lanternfield Mutual websites and online services.',
    `
    ## Using this site
    This site gives general information about our products. It is not an offer to sell insurance in any state where we are not licensed, and product descriptions are summaries: the policy or contract governs.

    ## Online accounts
    You are responsible for keeping your log-in details private. Tell us right away if you think someone has used your account without permission.

    ## Content and trademarks
    The text, illustrations and marks on this site belong to Lanternfield Mutual and may not be copied for commercial use without permission.
    `,
  );
  legal(
    '/accessibility',
    'Accessibility',
    'Our commitment to making Lanternfield Mutual websites usable by everyone, and how to tell us about a barrier.',
    `
    ## Our commitment
    We want everyone to be able to use our websites, including people who use screen readers, keyboard navigation, captions or magnification. We design to the Web Content Accessibility Guidelines 2.2, level AA, and test new features with assistive technology before release.

    ## Tell us about a barrier
    If something on our site is hard to use, call ${COMPANY.phone} or use our [contact form](/contact-us). We’ll help you complete your task and fix the problem.
    `,
  );
}

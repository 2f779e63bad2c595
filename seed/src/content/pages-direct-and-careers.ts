/**
 * The pages the coded widgets and the account portal link to (docs/requirements.md#routes):
 * the financial-representative application (a content-service form,
 * docs/requirements.md#content-service-form), the direct dental and vision shops for individuals
 * and families, and the shop's sign-out page, whose cookies the site clears
 * (docs/requirements.md#sign-out).
 */
import { US_STATES } from '@insurer/contracts/forms';
import { makeId, type SeedBuilder } from '../builder.js';
import type { LinkRef } from '../export-format.js';
import { richText } from '../rich-text.js';
import { cardGrid, demoApproval, formBlock, headerBlock, image, link, page, quoteWidget, richTextBlock } from './blocks.js';
import type { Site } from './site.js';

type Ref = LinkRef<'Entry'>;

function option(s: SeedBuilder, group: string, value: string, text: string): Ref {
  return s.add('listOption', makeId(`option-${group}`, value), { value, text });
}

type FieldSpec = Record<string, string | boolean | Ref[] | undefined> & { fieldName: string; component: string };

function field(s: SeedBuilder, f: FieldSpec): Ref {
  return s.add('formField', makeId('form-field-fr-apply', f.fieldName), { ...f, required: f.required ?? false });
}

/** The application of a financial-representative candidate, posted to the site's form route. */
function applicationForm(s: SeedBuilder): Ref {
  const tracking = [
    'utm_name',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_pardot',
    'GAClientID',
    'DomainUserID',
    'URL',
  ].map((name) => s.add('formField', makeId('form-field-tracking', name), { fieldName: name, component: 'HiddenInput', required: false }));
  return s.add('form', 'form-financial-representative-application', {
    formId: 'financial-representative-application',
    formType: 'non-pardot',
    formSubmitUrl: '/api/forms/financial-representative-application',
    heading: 'Apply to become a financial representative',
    subheading: 'Tell us about yourself',
    description: 'A recruiting manager from an agency near you will call within three business days to talk about next steps.',
    formRequiredMessage: 'This field is required.',
    submitLabel: 'Submit my application',
    formDisclaimer: richText(`
      By applying you agree that Lanternfield Mutual and its agencies may contact you about career opportunities by phone or e-mail. See our [privacy policy](/privacy). Lanternfield Mutual is an equal opportunity employer.
    `),
    formFields: [
      field(s, {
        fieldName: 'first_name',
        component: 'TextInput',
        formLabel: 'First name',
        autoComplete: 'given-name',
        required: true,
        invalidMessage: 'Enter your first name',
      }),
      field(s, {
        fieldName: 'last_name',
        component: 'TextInput',
        formLabel: 'Last name',
        autoComplete: 'family-name',
        required: true,
        invalidMessage: 'Enter your last name',
      }),
      field(s, {
        fieldName: 'email',
        component: 'EmailInput',
        formLabel: 'E-mail',
        autoComplete: 'email',
        required: true,
        invalidMessage: 'Enter a valid e-mail address',
      }),
      field(s, {
        fieldName: 'phone',
        component: 'PhoneInput',
        formLabel: 'Phone number',
        autoComplete: 'tel',
        required: true,
        invalidMessage: 'Enter your phone number',
      }),
      field(s, {
        fieldName: 'zip',
        component: 'TextInput',
        formLabel: 'Home zip code',
        autoComplete: 'postal-code',
        required: true,
        validationType: 'postalCode',
        invalidMessage: 'Enter a valid 5-digit zip code',
      }),
      field(s, {
        fieldName: 'state',
        component: 'Select',
        formLabel: 'State where you would like to work',
        required: true,
        invalidMessage: 'Select your state',
        listOptions: US_STATES.map(([code, name]) => option(s, 'state', code, name)),
      }),
      field(s, {
        fieldName: 'licensed',
        component: 'Radio',
        formLabel: 'Do you hold a life and health insurance license?',
        required: true,
        defaultValue: 'no',
        invalidMessage: 'Choose yes or no',
        listOptions: [option(s, 'yes-no', 'yes', 'Yes'), option(s, 'yes-no', 'no', 'No')],
      }),
      field(s, {
        fieldName: 'license_number',
        component: 'TextInput',
        formLabel: 'National Producer Number (NPN)',
        required: true,
        validationType: 'required_if',
        fieldDependencyName: 'licensed',
        fieldDependencyValue: 'yes',
        invalidMessage: 'Enter your National Producer Number',
      }),
      field(s, {
        fieldName: 'experience',
        component: 'Select',
        formLabel: 'Sales or client-service experience',
        required: true,
        invalidMessage: 'Choose your experience',
        listOptions: [
          option(s, 'experience', 'none', 'None yet'),
          option(s, 'experience', 'under-2', 'Less than 2 years'),
          option(s, 'experience', '2-5', '2 to 5 years'),
          option(s, 'experience', 'over-5', 'More than 5 years'),
        ],
      }),
      field(s, {
        fieldName: 'message',
        component: 'Textarea',
        formLabel: 'Why are you interested? (optional)',
      }),
      ...tracking,
    ],
  });
}

/** Defines the application, direct-shop and sign-out pages. */
export function buildDirectAndCareerPages(s: SeedBuilder, site: Site): void {
  page(s, {
    url: '/careers/financial-representative/apply',
    title: 'Apply: financial representative careers | Lanternfield Mutual',
    description:
      'Apply to build a practice as a Lanternfield financial representative: training, mentoring and a mutual company behind you.',
    type: 'careers',
    audience: 'Financial professionals',
    journeyStage: 'decision',
    hero: headerBlock(s, 'header-fr-apply', {
      eyebrow: 'Careers',
      title: 'Apply to become a financial representative',
      description: 'It takes about five minutes. No license yet? We help you get one.',
    }),
    blocks: [
      formBlock(s, 'form-block-fr-apply', 'Form: financial representative application (form definition)', {
        formId: 'financial-representative-application',
        definition: applicationForm(s),
      }),
      richTextBlock(
        s,
        'rich-text-fr-apply-next',
        'Rich text: what happens after applying',
        `
## What happens next

1. A recruiting manager calls you within three business days.
2. You meet the agency team and learn about the two-year development program.
3. If it's a fit, we support your licensing and you start training.

Prefer to meet an agency first? [Find an agency near you](/financial-representative/agencies?zipcode=68102&radius=25).
        `,
      ),
    ],
  });

  for (const [kind, tab, heading, plans] of [
    [
      'dental',
      'Dental',
      'Shop dental plans for you and your family',
      [
        { title: 'Preventive', description: 'Cleanings, exams and X-rays covered at 100% in network from day one.' },
        { title: 'Essential', description: 'Adds fillings and simple extractions at 80% after six months.' },
        { title: 'Complete', description: 'Adds crowns, root canals and orthodontics for children after twelve months.' },
      ],
    ],
    [
      'vision',
      'Vision',
      'Shop vision plans for you and your family',
      [
        { title: 'Vision Basic', description: 'A yearly eye exam for a $10 copay and $150 toward frames every 24 months.' },
        { title: 'Vision Plus', description: 'Frames or contacts every 12 months with a $200 allowance.' },
      ],
    ],
  ] as const) {
    page(s, {
      url: `/individuals-families/${kind}-insurance`,
      title: `Shop ${kind} insurance for individuals and families | Lanternfield Mutual`,
      description: `Compare Lanternfield ${kind} plans and monthly prices where you live, and apply online in minutes.`,
      type: 'product',
      ...demoApproval(kind === 'dental' ? 'LFM-2026-0520' : 'LFM-2026-0521'),
      businessGroup: tab,
      audience: 'Individuals and families',
      journeyStage: 'decision',
      hero: headerBlock(s, `header-direct-${kind}`, {
        eyebrow: `${tab} insurance`,
        title: heading,
        description: 'Answer two quick questions to see plans and monthly prices where you live.',
        image: image(s, `hero-${kind}`),
      }),
      blocks: [
        quoteWidget(s, `quote-widget-direct-${kind}`, {
          internalName: `Quote widget: direct ${kind}`,
          heading: `See ${kind} plans and prices`,
          tabs: [tab],
          defaultTab: tab,
        }),
        cardGrid(s, `cards-direct-${kind}-plans`, {
          title: 'Plans to choose from',
          layout: plans.length === 3 ? '3 Col' : '2 Col',
          style: 'Standard',
          border: true,
          cards: plans.map((p) => ({ ...p })),
        }),
        richTextBlock(
          s,
          `rich-text-direct-${kind}-more`,
          `Rich text: direct ${kind} more`,
          `Want the details first? Read about [${kind} coverage](/${kind}-insurance), or [contact us](/contact-us) and a licensed specialist will help.`,
        ),
      ],
      disclaimer: `${tab} plans are insured by Lanternfield Mutual Life Insurance Company. Plans, prices and waiting periods vary by state.`,
    });
  }

  page(s, {
    url: '/individuals-families/shop/logout',
    title: 'You’re signed out | Lanternfield Mutual',
    description: 'You have signed out of the Lanternfield shop on this device.',
    type: 'utility',
    headTags: [site.noindexNofollow],
    hero: headerBlock(s, 'header-shop-logout', {
      title: 'You’re signed out',
      description:
        'We signed you out of the shop and cleared its session and tracking cookies from this browser. Quotes you saved on this device are gone.',
      links: [
        link(s, 'Back to the home page', '/', { variant: 'Primary' }),
        link(s, 'Shop dental insurance', '/individuals-families/dental-insurance?survey=dental'),
      ],
    }),
    blocks: [],
  });
}

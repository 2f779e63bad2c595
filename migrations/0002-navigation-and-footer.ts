import type Migration from 'contentful-migration';
import {
  createType,
  assetLinkField,
  booleanField,
  entryLinkField,
  entryLinksField,
  internalNameField,
  richTextField,
  symbolField,
} from './lib/fields.js';

/**
 * The site header (docs/requirements.md#header-and-navigation: top-hat links, primary navigation groups with dropdown
 * sub-links, 'Log in' and 'Get a quote' buttons, the support phone) and the footer with its
 * columns. Limits of docs/requirements.md#content-limits: navigation columns 7, nav group items 10, footer columns 4.
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'navigationGroup',
    {
      name: 'Navigation group',
      displayField: 'title',
      description: 'A primary navigation entry and the sub-links of its dropdown.',
    },
    (group) => {
      symbolField(group, 'title', 'Title', { required: true, helpText: 'Label in the primary navigation.' });
      entryLinkField(group, 'link', 'Landing link', ['link'], { helpText: 'Optional overview page the group label itself links to.' });
      entryLinksField(group, 'items', 'Items', ['link'], {
        limit: { max: 10, message: 'A navigation group holds at most 10 items.' },
        helpText: 'Sub-links of the dropdown, at most 10.',
      });
    },
  );

  createType(
    migration,
    'navigation',
    {
      name: 'Navigation',
      displayField: 'internalName',
      description: 'The site header: top-hat links, primary navigation, search, log-in and quote buttons, support phone.',
    },
    (navigation) => {
      internalNameField(navigation);
      assetLinkField(navigation, 'logo', 'Logo', { images: true, helpText: 'Links to / (to /account-portal on account-portal pages).' });
      entryLinksField(navigation, 'topHatLinks', 'Top-hat links', ['link'], {
        helpText: 'Optional secondary navigation above the header, e.g. a sign-out link.',
      });
      entryLinksField(navigation, 'navigationGroups', 'Navigation columns', ['navigationGroup'], {
        limit: { max: 7, message: 'A navigation holds at most 7 columns.' },
        helpText: 'Primary navigation groups, each a column with a dropdown; at most 7.',
      });
      symbolField(navigation, 'phoneNumber', 'Support phone', {
        validations: [
          { regexp: { pattern: '^[0-9()+. -]{7,20}$' }, message: 'Enter a phone number of digits, spaces, dashes, dots or parentheses.' },
        ],
        helpText: 'Shown after “Need help? Call us:”.',
      });
      entryLinkField(navigation, 'loginLink', 'Log in link', ['link'], { helpText: 'The “Log in” button; points to the sign-in page.' });
      entryLinkField(navigation, 'quoteLink', 'Get a quote link', ['link'], {
        helpText: 'The “Get a quote” button; an #anchor opens the quote drawer.',
      });
      booleanField(navigation, 'search', 'Search', {
        defaultValue: true,
        trueLabel: 'Show the search toggle',
        falseLabel: 'No search',
        helpText: 'The search toggle of the header.',
      });
      booleanField(navigation, 'transparent', 'Transparent', {
        defaultValue: false,
        trueLabel: 'Transparent until sticky',
        falseLabel: 'Opaque',
        helpText: 'A transparent header over the hero becomes opaque when it sticks on scroll.',
      });
    },
  );

  createType(
    migration,
    'footerColumn',
    { name: 'Footer column', displayField: 'title', description: 'A titled list of links in the footer.' },
    (column) => {
      symbolField(column, 'title', 'Title', { required: true });
      entryLinksField(column, 'links', 'Links', ['link']);
    },
  );

  createType(
    migration,
    'footer',
    {
      name: 'Footer',
      displayField: 'internalName',
      description: 'The site footer: link columns, social and legal links, disclaimer.',
    },
    (footer) => {
      internalNameField(footer);
      entryLinksField(footer, 'columns', 'Columns', ['footerColumn'], {
        limit: { max: 4, message: 'A footer holds at most 4 columns.' },
        helpText: 'Link columns, at most 4.',
      });
      entryLinksField(footer, 'socialLinks', 'Social links', ['link'], {
        helpText: 'Icon links to social profiles (set each link’s icon).',
      });
      entryLinksField(footer, 'legalLinks', 'Legal links', ['link'], { helpText: 'Privacy, terms, accessibility … under the columns.' });
      richTextField(footer, 'disclaimer', 'Disclaimer', { helpText: 'Legal text at the bottom of every page using this footer.' });
      symbolField(footer, 'copyright', 'Copyright', { helpText: 'e.g. © 2025 The Insurer. The year is not updated automatically.' });
    },
  );
}

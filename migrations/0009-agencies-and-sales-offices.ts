import type Migration from 'contentful-migration';
import type { ContentType } from 'contentful-migration';

/** Who a sales office's representatives serve; the sales-office finder asks for `big` (docs/requirements.md#decision-sales-office-group-size). */
const GROUP_SIZES = ['big', 'small'] as const;

/** Fields every place on the finders has: name, postal address, phone and a Contentful Location (docs/requirements.md#finders). */
function placeFields(ct: ContentType): void {
  ct.createField('name').name('Name').type('Symbol').required(true);
  ct.createField('street').name('Street address').type('Symbol').required(true);
  ct.createField('city').name('City').type('Symbol').required(true);
  ct.createField('state')
    .name('State')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^[A-Z]{2}$' }, message: 'Enter the two-letter state code, e.g. NE.' }]);
  ct.createField('zip')
    .name('ZIP code')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^\\d{5}$' }, message: 'Enter a 5-digit ZIP code.' }]);
  ct.createField('phone')
    .name('Phone')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^\\d{3}-\\d{3}-\\d{4}$' }, message: 'Enter the phone as 999-999-9999.' }]);
  ct.createField('location').name('Location').type('Location').required(true);
}

function placeControls(ct: ContentType): void {
  ct.changeFieldControl('name', 'builtin', 'singleLine', {});
  ct.changeFieldControl('street', 'builtin', 'singleLine', { helpText: 'Street and suite, e.g. 1200 Harney Street, Suite 400.' });
  ct.changeFieldControl('city', 'builtin', 'singleLine', {});
  ct.changeFieldControl('state', 'builtin', 'singleLine', { helpText: 'Two-letter code, e.g. NE.' });
  ct.changeFieldControl('zip', 'builtin', 'singleLine', {});
  ct.changeFieldControl('phone', 'builtin', 'singleLine', { helpText: 'As 999-999-9999.' });
  ct.changeFieldControl('location', 'builtin', 'locationEditor', {
    helpText: 'The pin the finders measure distance from (docs/requirements.md#finders).',
  });
}

/**
 * The places the finders list (docs/requirements.md#finders): `agency` (a financial
 * representatives' agency, found by /financial-representative/agencies) and `salesOffice` (found by
 * /brokers/sales-offices), each with an address, a phone and a Location field the content
 * service filters with `_within_circle` (GraphQL) or `[within]`/`[near]` (Content Delivery API).
 */
export default function migrate(migration: Migration): void {
  const agency = migration.createContentType('agency', {
    name: 'Agency',
    displayField: 'name',
    description: 'A financial representatives’ agency, listed by the find-a-representative results page.',
  });
  placeFields(agency);
  agency.createField('leadRepresentative').name('Lead representative').type('Symbol');
  placeControls(agency);
  agency.changeFieldControl('leadRepresentative', 'builtin', 'singleLine', {
    helpText: 'The managing director or lead representative, shown under the name.',
  });

  const office = migration.createContentType('salesOffice', {
    name: 'Sales office',
    displayField: 'name',
    description: 'A group sales office for brokers, listed by the find-a-sales-office results page.',
  });
  placeFields(office);
  office
    .createField('groupSizes')
    .name('Group sizes served')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ in: [...GROUP_SIZES] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 2 }, message: 'Choose big, small or both.' }]);
  placeControls(office);
  office.changeFieldControl('groupSizes', 'builtin', 'checkbox', {
    helpText: 'big: employers with 100 or more employees; small: fewer. The broker finder asks for big.',
  });
}

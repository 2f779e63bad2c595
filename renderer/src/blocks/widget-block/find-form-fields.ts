/**
 * The finder forms' static parts (docs/requirements.md#widget-block): labels, names, actions and
 * hidden fields, with no validation library, so the plain-form fallback that works without
 * JavaScript costs no script.
 */

/** Search radius and distance of the find tools, in miles (docs/requirements.md#widget-block "Radius 25 and distance 25"). */
export const FIND_RADIUS = 25;

/** Which finder: the financial representative's (by zip) or the sales office's (by zip or place). */
export type FindFormKind = 'representative' | 'sales-office';

export const FIND_FORM_FIELDS = {
  representative: {
    field: 'zipCode',
    label: 'Zip code',
    placeholder: 'Enter your 5-digit zip code',
    submit: 'Find a representative',
    action: '/financial-representative/agencies',
    /** The field's name for the no-JavaScript GET (lower-cased like the scripted query). */
    name: 'zipcode',
    hidden: { radius: String(FIND_RADIUS) },
    inputMode: 'numeric' as const,
    autoComplete: 'postal-code',
  },
  'sales-office': {
    field: 'location',
    label: 'Zip code or location',
    placeholder: 'Enter a zip code or city',
    submit: 'Find a sales office',
    action: '/brokers/sales-offices',
    name: 'zip',
    hidden: { repSize: 'big', distance: String(FIND_RADIUS) },
    inputMode: 'text' as const,
    autoComplete: 'postal-code',
  },
};

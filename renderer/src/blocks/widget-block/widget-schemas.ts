import * as z from '@insurer/contracts/zod-mini';
import { FIND_FORM_FIELDS, FIND_RADIUS } from './find-form-fields.js';

export { FIND_RADIUS };

/** Messages of the find-representative widget (docs/requirements.md#widget-block, docs/requirements.md#error-catalogue). */
export const ZIP_REQUIRED_MESSAGE = 'Enter your zip code';
/** Shown for a zip that is not 5 digits (the requirements' wording for the dental form, docs/requirements.md#dental-network-form). */
export const ZIP_INVALID_MESSAGE = 'Enter a valid 5-digit zip code';
export const ZIP_PLACEHOLDER = FIND_FORM_FIELDS.representative.placeholder;
/** The sales-office finder's message (not given by the requirements). */
export const LOCATION_REQUIRED_MESSAGE = 'Enter a zip code or location';

/**
 * The find-a-financial-representative form: `zipCode` required ('Enter your zip code') and
 * exactly 5 digits after trimming. Shared with the server, which validates again; zod/mini like
 * the lead forms, so the finder's chunk carries no classic zod (docs/requirements.md#decision-javascript-budget).
 */
export const findRepresentativeSchema = z.object({
  zipCode: z
    .string({ error: ZIP_REQUIRED_MESSAGE })
    .check(z.trim(), z.minLength(1, ZIP_REQUIRED_MESSAGE), z.regex(/^\d{5}$/, ZIP_INVALID_MESSAGE)),
});
export type FindRepresentativeValues = z.infer<typeof findRepresentativeSchema>;

/** The find-a-sales-office form: a zip code or a place name, required. */
export const findSalesOfficeSchema = z.object({
  location: z.string({ error: LOCATION_REQUIRED_MESSAGE }).check(z.trim(), z.minLength(1, LOCATION_REQUIRED_MESSAGE)),
});
export type FindSalesOfficeValues = z.infer<typeof findSalesOfficeSchema>;

/**
 * The results address of the representative finder (docs/requirements.md#widget-block): the form fields and a
 * radius of 25 as query parameters, lower-cased, e.g. `/financial-representative/agencies?zipcode=10001&radius=25`.
 */
export function findRepresentativeUrl(values: FindRepresentativeValues): string {
  const query = new URLSearchParams({ ...values, radius: String(FIND_RADIUS) }).toString().toLowerCase();
  return `/financial-representative/agencies?${query}`;
}

/** The results address of the sales-office finder (docs/requirements.md#widget-block): `/brokers/sales-offices?zip=…&repSize=big&distance=25`. */
export function findSalesOfficeUrl(values: FindSalesOfficeValues): string {
  const query = new URLSearchParams({ zip: values.location, repSize: 'big', distance: String(FIND_RADIUS) });
  return `/brokers/sales-offices?${query.toString()}`;
}

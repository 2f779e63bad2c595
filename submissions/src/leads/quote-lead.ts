import { z } from 'zod';
import { businessDate } from './dates.js';
import { agencyAssist, type RandomSource } from './agency-assist.js';

/**
 * Life and disability leads from the quote results pages (docs/requirements.md#lead-routing,
 * docs/requirements.md#agency-assist, docs/requirements.md#error-catalogue): the routing client's
 * validate-then-create, the quote follow-ups keyed by internal lead id with source 'LR_LEADS', and
 * the thrown failure lines 'IlLeads API call failed' / 'DiLeads API call failed'.
 */

/** The quote type of a lead: 'il' life, 'di' disability. */
export type QuoteLeadType = 'il' | 'di';

/** The follow-ups' source (seed 001 §7). */
export const QUOTE_FOLLOW_UP_SOURCE = 'LR_LEADS';

/** The thrown failure line of each quote type (docs/requirements.md#error-catalogue). */
export const QUOTE_LEAD_FAILURE: Readonly<Record<QuoteLeadType, string>> = {
  il: 'IlLeads API call failed',
  di: 'DiLeads API call failed',
};

/** Life quote_data (seed 001 §3); money in dollars. */
export const lifeQuoteDataSchema = z.object({
  type: z.literal('il'),
  monthly_premium: z.number().nonnegative(),
  age: z.number().int().min(18).max(85),
  base_face_amount: z.number().positive(),
  extended_conversion_rider: z.boolean(),
  gender: z.enum(['male', 'female']),
  level_premium_period: z.number().int().positive(),
  product: z.string().min(1),
  risk_class: z.string().min(1),
  tobacco_use: z.boolean(),
  waiver_of_premium: z.boolean(),
  income: z.number().nonnegative(),
});

/** Disability quote_data (seed 001 §3); money in dollars, periods as codes (EP3, EP4; M24, M60, A65, Y10). */
export const disabilityQuoteDataSchema = z.object({
  type: z.literal('di'),
  age: z.number().int().min(18).max(70),
  gender: z.enum(['male', 'female']),
  location: z.string().min(1),
  occupation: z.string().min(1),
  income: z.number().positive(),
  elimination_period: z.enum(['EP3', 'EP4']),
  benefit_period: z.enum(['M24', 'M60', 'A65', 'Y10']),
  monthly_benefit: z.number().positive(),
  riders: z.array(z.string()),
  premium: z.number().nonnegative(),
  quote_link: z.string().url(),
});

/** The lead form of the results pages, the same schema in the browser and on the server. */
export const quoteLeadRequestSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .regex(/^[A-Za-z' -]+$/, 'First name should be only letters.'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().email('Enter a valid e-mail address'),
  phone: z
    .string()
    .trim()
    .regex(/^\D*(\d\D*){10}$/, 'Enter a 10-digit phone number'),
  zipCode: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
  quoteData: z.discriminatedUnion('type', [lifeQuoteDataSchema, disabilityQuoteDataSchema]),
});
export type QuoteLeadRequest = z.infer<typeof quoteLeadRequestSchema>;

/** The routing client's lead with its quote_data (seed 001 §3 "Lead as created by the routing client"). */
export interface QuoteLead {
  address: { zip_code: string };
  agency_assist_flag: boolean;
  campaign_code: string;
  email_address: string;
  first_name: string;
  last_name: string;
  is_inforce: false;
  /** MM-DD-YYYY in the business time zone. */
  lead_date: string;
  lead_type: 'medium';
  source: string;
  anon_id: string;
  phone_number: string;
  sub_source?: string;
  quote_data: QuoteLeadRequest['quoteData'];
}

/**
 * Builds the quote lead (pure). `agency_assist_flag` follows docs/requirements.md#decision-agency-assist-and-email-routing
 * (stored EmailRouting 'true' always, otherwise the campaign's 1-in-N draw).
 */
export function buildQuoteLead(input: {
  request: QuoteLeadRequest;
  campaign: string | undefined;
  emailRouting: string | undefined;
  trafficSource?: string;
  anonId: string;
  at: Date;
  random: RandomSource;
}): QuoteLead {
  const { request } = input;
  const lead: QuoteLead = {
    address: { zip_code: request.zipCode },
    agency_assist_flag: agencyAssist({ emailRouting: input.emailRouting, campaign: input.campaign, random: input.random }),
    campaign_code: input.campaign?.trim() || 'organic',
    email_address: request.email,
    first_name: request.firstName,
    last_name: request.lastName,
    is_inforce: false,
    lead_date: businessDate(input.at, '-'),
    lead_type: 'medium',
    source: request.quoteData.type === 'il' ? 'life_quote' : 'disability_quote',
    anon_id: input.anonId,
    phone_number: request.phone.replace(/\D/g, ''),
    quote_data: request.quoteData,
  };
  if (input.trafficSource) lead.sub_source = input.trafficSource;
  return lead;
}

const statusAnswer = z.object({ status: z.union([z.string().min(1), z.number(), z.boolean()]) }).passthrough();
const createAnswer = z.object({ internal_lead_id: z.union([z.string().min(1), z.number()]).transform(String) }).passthrough();

/** What a delivered quote lead gave back. `created` false: the validate step returned no status, nothing was created. */
export type QuoteLeadOutcome = { created: false } | { created: true; internalLeadId: string };

/**
 * Sends one quote lead through the routing client (base LEAD_ROUTE_URL): POST `/{il|di}-leads/validate`;
 * only when its JSON answer has a `status`, POST `/{il|di}-leads/create` (answer `internal_lead_id`), then the
 * follow-ups POST `/quotes/{life|disability}` and `/service-selection`, each `{ internal_lead_id, source: 'LR_LEADS', … }`.
 * Throws Error('IlLeads API call failed') / Error('DiLeads API call failed') on a network error, a non-2xx answer or
 * an unreadable answer, so the outbox retries.
 */
export async function deliverQuoteLead(baseUrl: string, lead: QuoteLead, fetchImpl: typeof fetch = fetch): Promise<QuoteLeadOutcome> {
  const type = lead.quote_data.type;
  const failure = QUOTE_LEAD_FAILURE[type];
  const base = baseUrl.replace(/\/$/, '');
  const post = async (path: string, body: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new Error(failure);
    }
    if (!response.ok) throw new Error(failure);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new Error(failure);
    }
  };
  const validated = statusAnswer.safeParse(await post(`/${type}-leads/validate`, lead));
  if (!validated.success) return { created: false };
  const created = createAnswer.safeParse(await post(`/${type}-leads/create`, lead));
  if (!created.success) throw new Error(failure);
  const internalLeadId = created.data.internal_lead_id;
  const keyed = { internal_lead_id: internalLeadId, source: QUOTE_FOLLOW_UP_SOURCE };
  await post(`/quotes/${type === 'il' ? 'life' : 'disability'}`, { ...keyed, quote: lead.quote_data });
  await post('/service-selection', { ...keyed, service: type === 'il' ? 'life' : 'disability' });
  return { created: true, internalLeadId };
}

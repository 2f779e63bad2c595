import { z } from 'zod';

/**
 * The configuration of form submissions and their delivery, parsed once from the environment
 * (every variable, with its local default, is listed in the repository's `.env.example`).
 * With nothing set, the embedded defaults apply: submissions are kept in a SQLite file, leads stay
 * in it (status 'stored'), and e-mails go over SMTP to the local mailbox `npm start` runs.
 */
export interface FormsConfig {
  /** `postgres://…` selects PostgreSQL; undefined selects the SQLite file below. */
  databaseUrl: string | undefined;
  /** Path of the SQLite file (default `.data/site.sqlite` under the repository root). */
  sqlitePath: string;
  /** Origin of the public site (SITE_URL, default http://localhost:${PORT}); the same-origin check and absolute links use it. */
  siteOrigin: string;
  /** More origins allowed to post (e.g. a preview host), besides the site's and the request's own. */
  allowedOrigins: string[];
  /** Environment name; subjects are prefixed `[name] ` unless it is 'production' (seed 000 §7). */
  appEnv: string;
  /** Lead-assignment endpoint; the source name goes in the `source` query parameter (seed 000 §7). */
  leadAssignmentUrl: string | undefined;
  /** Base of the lead-route API (seed 001 §7 "Routing client (base api/lead-route)"). */
  leadRouteUrl: string | undefined;
  /** The e-mail envelope API, api/cdxapi (seed 001 §7 "E-mail send"). */
  emailEnvelopeUrl: string | undefined;
  envelope: { senderName: string; applicationCode: string; businessArea: string; complianceCode: string };
  /** Web-to-lead addresses and organisation ids: production for the production site, test otherwise (seed 000 §7). */
  webToLead: { productionUrl: string | undefined; testUrl: string | undefined; productionOid: string; testOid: string };
  /** SMTP transport for e-mails when no envelope API is configured (default: the local mailbox, smtp://localhost:${MAILBOX_PORT}). */
  smtpUrl: string;
  /** The From header of e-mails. */
  mailFrom: string;
  /** gEmail: the internal recipient of contact inquiries (seed 000 §7). */
  contactInboxEmail: string;
  /** Lower-cased e-mail addresses of the leads-audit list (seed 001 §6). */
  leadsAuditEmails: string[];
  /** Submissions per IP per window; 0 turns the limit off. */
  rateLimit: { max: number; windowMs: number };
  /** Proxies in front of the site that append to X-Forwarded-For; the client is the entry this many from the right. */
  trustedProxies: number;
  /** Largest request body accepted, in bytes (413 beyond). */
  maxBodyBytes: number;
  delivery: {
    /** First retry delay in ms; doubles per attempt up to `maxDelayMs`. */
    baseDelayMs: number;
    maxDelayMs: number;
    /** Attempts before a delivery is left 'failed' for an operator. */
    maxAttempts: number;
    /** How often the worker looks for due deliveries, in ms. */
    pollMs: number;
    /** How long a claimed delivery stays locked to its worker, in ms (longer than any request timeout). */
    leaseMs: number;
    /** Timeout of one HTTP or SMTP delivery, in ms. */
    timeoutMs: number;
    /** Deliveries claimed per round. */
    batchSize: number;
  };
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().min(1).default(fallback));
const optionalUrl = z.preprocess(blankIsUnset, z.url().optional());
const int = (fallback: number, min = 0) => z.preprocess(blankIsUnset, z.coerce.number().int().min(min).default(fallback));
const list = z.preprocess(blankIsUnset, z.string().optional());

const schema = z.object({
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SITE_DATABASE_PATH: text('.data/site.sqlite'),
  SITE_URL: optionalUrl,
  PORT: int(3000, 1),
  FORMS_ALLOWED_ORIGINS: list,
  APP_ENV: text('local'),
  LEAD_ASSIGNMENT_URL: optionalUrl,
  LEAD_ROUTE_URL: optionalUrl,
  EMAIL_ENVELOPE_URL: optionalUrl,
  EMAIL_ENVELOPE_SENDER_NAME: text('Lanternfield Mutual'),
  EMAIL_ENVELOPE_APPLICATION_CODE: text('MKTSITE'),
  EMAIL_ENVELOPE_BUSINESS_AREA: text('Marketing'),
  EMAIL_COMPLIANCE_CODE: text('CONTACT-US-EMAIL'),
  WEB_TO_LEAD_URL: optionalUrl,
  WEB_TO_LEAD_TEST_URL: optionalUrl,
  WEB_TO_LEAD_OID: text('00D000000000001'),
  WEB_TO_LEAD_TEST_OID: text('00D000000000002'),
  SMTP_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAILBOX_PORT: int(2525, 1),
  MAIL_FROM: text('Lanternfield Mutual <no-reply@lanternfield.example>'),
  CONTACT_INBOX_EMAIL: z.preprocess(blankIsUnset, z.email().default('inquiries@lanternfield.example')),
  LEADS_AUDIT_EMAILS: list,
  FORMS_RATE_LIMIT: int(10),
  FORMS_RATE_WINDOW_MS: int(60_000, 1),
  FORMS_TRUSTED_PROXIES: int(1, 1),
  FORMS_MAX_BODY_BYTES: int(32_768, 1),
  DELIVERY_RETRY_BASE_MS: int(1_000, 1),
  DELIVERY_RETRY_MAX_MS: int(300_000, 1),
  DELIVERY_MAX_ATTEMPTS: int(20, 1),
  DELIVERY_POLL_MS: int(1_000, 10),
  DELIVERY_LEASE_MS: int(60_000, 1_000),
  DELIVERY_TIMEOUT_MS: int(15_000, 100),
});

const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Parses the forms configuration from `env` (pure: tests pass their own).
 * @throws Error naming every invalid variable.
 */
export function parseFormsConfig(env: Record<string, string | undefined>): FormsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid forms configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const v = parsed.data;
  return {
    databaseUrl: v.DATABASE_URL,
    sqlitePath: v.SITE_DATABASE_PATH,
    siteOrigin: new URL(v.SITE_URL ?? `http://localhost:${v.PORT}`).origin,
    allowedOrigins: splitList(v.FORMS_ALLOWED_ORIGINS).map((o) => new URL(o).origin),
    appEnv: v.APP_ENV,
    leadAssignmentUrl: v.LEAD_ASSIGNMENT_URL,
    leadRouteUrl: v.LEAD_ROUTE_URL?.replace(/\/$/, ''),
    emailEnvelopeUrl: v.EMAIL_ENVELOPE_URL,
    envelope: {
      senderName: v.EMAIL_ENVELOPE_SENDER_NAME,
      applicationCode: v.EMAIL_ENVELOPE_APPLICATION_CODE,
      businessArea: v.EMAIL_ENVELOPE_BUSINESS_AREA,
      complianceCode: v.EMAIL_COMPLIANCE_CODE,
    },
    webToLead: {
      productionUrl: v.WEB_TO_LEAD_URL,
      testUrl: v.WEB_TO_LEAD_TEST_URL ?? v.WEB_TO_LEAD_URL,
      productionOid: v.WEB_TO_LEAD_OID,
      testOid: v.WEB_TO_LEAD_TEST_OID,
    },
    smtpUrl: v.SMTP_URL ?? `smtp://localhost:${v.MAILBOX_PORT}`,
    mailFrom: v.MAIL_FROM,
    contactInboxEmail: v.CONTACT_INBOX_EMAIL,
    leadsAuditEmails: splitList(v.LEADS_AUDIT_EMAILS).map((e) => e.toLowerCase()),
    rateLimit: { max: v.FORMS_RATE_LIMIT, windowMs: v.FORMS_RATE_WINDOW_MS },
    trustedProxies: v.FORMS_TRUSTED_PROXIES,
    maxBodyBytes: v.FORMS_MAX_BODY_BYTES,
    delivery: {
      baseDelayMs: v.DELIVERY_RETRY_BASE_MS,
      maxDelayMs: Math.max(v.DELIVERY_RETRY_MAX_MS, v.DELIVERY_RETRY_BASE_MS),
      maxAttempts: v.DELIVERY_MAX_ATTEMPTS,
      pollMs: v.DELIVERY_POLL_MS,
      leaseMs: v.DELIVERY_LEASE_MS,
      timeoutMs: v.DELIVERY_TIMEOUT_MS,
      batchSize: 10,
    },
  };
}

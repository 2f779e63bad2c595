import { SITE_ORIGIN_VARIABLES, siteOrigins } from '@insurer/contracts/site-origin';
import pino from 'pino';
import { z } from 'zod';

/**
 * The configuration of the forms backend (submissions, lead routing, e-mail and delivery), parsed
 * from the environment (every variable, with its local default, is listed in the repository's
 * `.env.example`). With nothing set, the embedded defaults apply: leads stay in the site database
 * (status 'stored'; where that database is, is `@insurer/site-db`'s configuration), and e-mails go
 * over SMTP to the local mailbox `npm start` runs. Which downstream is used is decided by
 * `configuredDownstreams` alone.
 */
export interface FormsConfig {
  /** Origin of the public site (SITE_URL, default http://localhost:${PORT}); the same-origin check and absolute links use it. */
  siteOrigin: string;
  /** More origins allowed to post (FORMS_ALLOWED_ORIGINS, e.g. a preview host), besides the site's. */
  allowedOrigins: string[];
  /**
   * `siteOrigin` and `allowedOrigins`: the origins the submit route takes posts from, judged by the
   * one origin policy (`fromSite`, `@insurer/contracts/site-origin`), never by the request's Host.
   */
  postOrigins: string[];
  /** Environment name; subjects are prefixed `[name] ` unless it is 'production' (docs/requirements.md#contact-e-mails). */
  appEnv: string;
  /** Lead-assignment endpoint; the source name goes in the `source` query parameter (docs/requirements.md#lead-assignment). */
  leadAssignmentUrl: string | undefined;
  /** Base of the lead-route API (docs/requirements.md#lead-routing "Routing client (base api/lead-route)"), without a trailing slash. */
  leadRouteUrl: string | undefined;
  /** The e-mail envelope API, api/cdxapi (docs/requirements.md#e-mail-envelope). */
  emailEnvelopeUrl: string | undefined;
  envelope: { senderName: string; applicationCode: string; businessArea: string; complianceCode: string };
  /** Web-to-lead addresses and organisation ids: production for the production site, test otherwise (docs/requirements.md#web-to-lead). */
  webToLead: { productionUrl: string | undefined; testUrl: string | undefined; productionOid: string; testOid: string };
  /** SMTP transport for e-mails when no envelope API is configured (default: the local mailbox, smtp://localhost:${MAILBOX_PORT}). */
  smtpUrl: string;
  /** True when SMTP_URL is unset and `smtpUrl` is the local mailbox's. */
  smtpIsLocalMailbox: boolean;
  /** The From header of e-mails. */
  mailFrom: string;
  /** gEmail: the internal recipient of contact inquiries (docs/requirements.md#contact-e-mails). */
  contactInboxEmail: string;
  /** Lower-cased e-mail addresses of the leads-audit list (docs/requirements.md#leads-audit). */
  leadsAuditEmails: string[];
  /**
   * Submissions per client address per window, and per client network (an IPv4 /24, an IPv6 /64)
   * per the same window; 0 turns a limit off (docs/requirements.md#decision-mail-limits).
   */
  rateLimit: { max: number; networkMax: number; windowMs: number };
  /**
   * The daily e-mail caps (docs/requirements.md#decision-mail-limits), per UTC day; 0 turns one off:
   * `perRecipient` e-mails to one normalised visitor-typed address (thank-you, results, connect);
   * `thirdPartyPerSubmitter` results sent to someone else (otherFP) per submitter, counted on the
   * submitter's normalised e-mail and on the client address; `thirdPartyPerNetwork` the same per
   * client network.
   */
  mailCaps: { perRecipient: number; thirdPartyPerSubmitter: number; thirdPartyPerNetwork: number };
  /** The support phone e-mails show when the content has none (docs/requirements.md#contact-e-mails). */
  supportPhone: string;
  /** The terms and unsubscribe addresses the e-mails carry (envelope template attributes, SMTP List-Unsubscribe). */
  mailLinks: { terms: string; unsubscribe: string };
  /** How long leads-audit events are kept, in days (docs/requirements.md#decision-leads-audit-event). */
  leadsAuditRetentionDays: number;
  /** The e-mail verification service of the survey lead (docs/requirements.md#decision-survey-lead-actions); unset: the embedded check. */
  emailVerificationUrl: string | undefined;
  /** Largest request body accepted, in bytes (413 beyond). */
  maxBodyBytes: number;
  /** The level of the forms' JSON log lines (LOG_LEVEL, default `info`; src/log.ts reads it through `logLevelOf`). */
  logLevel: string;
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
    /**
     * The site-wide ceiling on e-mails to submitted addresses per clock hour
     * (`EMAIL_SUBMITTED_HOURLY_LIMIT`, 1,000; 0 off): past it they wait in the outbox for the next
     * hour (docs/requirements.md#decision-mail-limits).
     */
    submittedMailPerHour: number;
  };
}

/** An invalid environment: `problems` holds one line per bad variable, `variable: what is wrong` (never its value). */
export class ConfigurationError extends Error {
  constructor(
    readonly problems: readonly string[],
    scope = 'forms',
  ) {
    super(`Invalid ${scope} configuration (see .env.example): ${problems.join('; ')}`);
    this.name = 'ConfigurationError';
  }
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().min(1).default(fallback));
const optionalUrl = z.preprocess(
  blankIsUnset,
  z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }).optional(),
);
const int = (fallback: number, min = 0) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: `must be a whole number` })
      .int(`must be a whole number`)
      .min(min, `must be at least ${min}`)
      .default(fallback),
  );
const list = z.preprocess(blankIsUnset, z.string().optional());

/** The levels LOG_LEVEL may name: pino's own (the forms' log and the site's both write with pino), and `silent`. */
const [mostVerbose = 'trace', ...lessVerbose] = Object.keys(pino.levels.values);
const LOG_LEVELS: [string, ...string[]] = [mostVerbose, ...lessVerbose, 'silent'];
const logLevel = z.preprocess(blankIsUnset, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'));

const schema = z.object({
  // SITE_URL, PORT, FORMS_ALLOWED_ORIGINS: the site's origin, parsed by the one schema the site uses too.
  ...SITE_ORIGIN_VARIABLES,
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
  CONTACT_INBOX_EMAIL: z.preprocess(blankIsUnset, z.email('must be an e-mail address').default('inquiries@lanternfield.example')),
  LEADS_AUDIT_EMAILS: list,
  FORMS_RATE_LIMIT: int(10),
  FORMS_NETWORK_RATE_LIMIT: int(50),
  FORMS_RATE_WINDOW_MS: int(60_000, 1),
  EMAIL_RECIPIENT_DAILY_LIMIT: int(3),
  EMAIL_THIRD_PARTY_DAILY_LIMIT: int(3),
  EMAIL_THIRD_PARTY_NETWORK_DAILY_LIMIT: int(20),
  EMAIL_SUBMITTED_HOURLY_LIMIT: int(1_000),
  EMAIL_SUPPORT_PHONE: text('1-800-555-0142'),
  EMAIL_TERMS_URL: optionalUrl,
  EMAIL_UNSUBSCRIBE_URL: optionalUrl,
  LEADS_AUDIT_RETENTION_DAYS: int(2_557, 1),
  EMAIL_VERIFICATION_URL: optionalUrl,
  FORMS_MAX_BODY_BYTES: int(32_768, 1),
  DELIVERY_RETRY_BASE_MS: int(1_000, 1),
  DELIVERY_RETRY_MAX_MS: int(300_000, 1),
  DELIVERY_MAX_ATTEMPTS: int(20, 1),
  DELIVERY_POLL_MS: int(500, 10),
  DELIVERY_LEASE_MS: int(60_000, 1_000),
  DELIVERY_TIMEOUT_MS: int(15_000, 100),
  LOG_LEVEL: logLevel,
});

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * One line per invalid variable of a failed parse, `NAME: message` (several messages of one
 * variable joined with ', '), in the order of the schema.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const byVariable = new Map<string, string[]>();
  for (const issue of issues) {
    const variable = issue.path.map(String).join('.') || '(environment)';
    const messages = byVariable.get(variable) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byVariable.set(variable, messages);
  }
  return [...byVariable].map(([variable, messages]) => `${variable}: ${messages.join(', ')}`);
}

/**
 * Parses the forms configuration from `env` (pure: tests pass their own).
 * @throws ConfigurationError naming every invalid variable (and what it must be), never its value.
 */
export function parseFormsConfig(env: Record<string, string | undefined>): FormsConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigurationError(describeIssues(parsed.error.issues));
  const v = parsed.data;
  const { siteOrigin, allowedOrigins, postOrigins } = siteOrigins(v);
  return {
    siteOrigin,
    allowedOrigins,
    postOrigins,
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
    smtpIsLocalMailbox: v.SMTP_URL === undefined,
    mailFrom: v.MAIL_FROM,
    contactInboxEmail: v.CONTACT_INBOX_EMAIL,
    leadsAuditEmails: splitList(v.LEADS_AUDIT_EMAILS).map((e) => e.toLowerCase()),
    rateLimit: { max: v.FORMS_RATE_LIMIT, networkMax: v.FORMS_NETWORK_RATE_LIMIT, windowMs: v.FORMS_RATE_WINDOW_MS },
    mailCaps: {
      perRecipient: v.EMAIL_RECIPIENT_DAILY_LIMIT,
      thirdPartyPerSubmitter: v.EMAIL_THIRD_PARTY_DAILY_LIMIT,
      thirdPartyPerNetwork: v.EMAIL_THIRD_PARTY_NETWORK_DAILY_LIMIT,
    },
    supportPhone: v.EMAIL_SUPPORT_PHONE,
    mailLinks: {
      terms: v.EMAIL_TERMS_URL ?? `${siteOrigin}/terms-of-use`,
      unsubscribe: v.EMAIL_UNSUBSCRIBE_URL ?? `${siteOrigin}/privacy-choices`,
    },
    leadsAuditRetentionDays: v.LEADS_AUDIT_RETENTION_DAYS,
    emailVerificationUrl: v.EMAIL_VERIFICATION_URL,
    maxBodyBytes: v.FORMS_MAX_BODY_BYTES,
    logLevel: v.LOG_LEVEL,
    delivery: {
      baseDelayMs: v.DELIVERY_RETRY_BASE_MS,
      maxDelayMs: Math.max(v.DELIVERY_RETRY_MAX_MS, v.DELIVERY_RETRY_BASE_MS),
      maxAttempts: v.DELIVERY_MAX_ATTEMPTS,
      pollMs: v.DELIVERY_POLL_MS,
      leaseMs: v.DELIVERY_LEASE_MS,
      timeoutMs: v.DELIVERY_TIMEOUT_MS,
      batchSize: 10,
      submittedMailPerHour: v.EMAIL_SUBMITTED_HOURLY_LIMIT,
    },
  };
}

/** Where contact e-mails go: the envelope API, or SMTP (an SMTP_URL relay, or the local mailbox). */
export type EmailChannel = { kind: 'email-envelope'; url: string } | { kind: 'smtp'; url: string; localMailbox: boolean };

/** One web-to-lead organisation's address and id. */
export interface WebToLeadTarget {
  url: string;
  oid: string;
}

/**
 * Every downstream of the forms, each undefined when it is not configured (then what it would
 * receive stays in the site database, status 'stored'). E-mail always has a channel.
 */
export interface Downstreams {
  /** LEAD_ASSIGNMENT_URL. */
  leadAssignment: { url: string } | undefined;
  /** LEAD_ROUTE_URL (the base; operations are paths under it). */
  leadRoute: { baseUrl: string } | undefined;
  /** EMAIL_ENVELOPE_URL when set, else SMTP_URL, else the local mailbox. */
  email: EmailChannel;
  /** WEB_TO_LEAD_URL (production) and WEB_TO_LEAD_TEST_URL (test; WEB_TO_LEAD_URL when unset). */
  webToLead: { production: WebToLeadTarget | undefined; test: WebToLeadTarget | undefined };
}

/**
 * The one place that decides which downstream is configured: the submit route uses it to choose
 * the deliveries a submission needs, the worker's adapters to find where each goes, and
 * `npm start` to decide whether to run the local mailbox.
 */
export function configuredDownstreams(config: FormsConfig): Downstreams {
  const { webToLead } = config;
  return {
    leadAssignment: config.leadAssignmentUrl ? { url: config.leadAssignmentUrl } : undefined,
    leadRoute: config.leadRouteUrl ? { baseUrl: config.leadRouteUrl } : undefined,
    email: config.emailEnvelopeUrl
      ? { kind: 'email-envelope', url: config.emailEnvelopeUrl }
      : { kind: 'smtp', url: config.smtpUrl, localMailbox: config.smtpIsLocalMailbox },
    webToLead: {
      production: webToLead.productionUrl ? { url: webToLead.productionUrl, oid: webToLead.productionOid } : undefined,
      test: webToLead.testUrl ? { url: webToLead.testUrl, oid: webToLead.testOid } : undefined,
    },
  };
}

/** A one-line summary of the configured downstreams for the start-up log (names only, no addresses: they may carry credentials). */
export function describeDownstreams(downstreams: Downstreams): string {
  const parts = [
    downstreams.leadAssignment ? 'lead assignment' : undefined,
    downstreams.leadRoute ? 'lead route' : undefined,
    downstreams.email.kind === 'email-envelope' ? 'e-mail envelope API' : downstreams.email.localMailbox ? 'SMTP (local mailbox)' : 'SMTP',
    downstreams.webToLead.production ? 'web-to-lead' : downstreams.webToLead.test ? 'web-to-lead (test)' : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * LOG_LEVEL by the forms configuration's rule, for the log module, which starts before any
 * configuration is parsed: `info` when it is unset or invalid (`parseFormsConfig` reports an
 * invalid one at start).
 */
export function logLevelOf(env: Record<string, string | undefined>): string {
  const parsed = logLevel.safeParse(env.LOG_LEVEL);
  return parsed.success ? parsed.data : 'info';
}

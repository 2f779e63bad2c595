import type { ChartSpec } from './chart-png.js';
import { detailsTable, emailHtml, esc, type MailIdentity } from './layout.js';

/**
 * Who reads a message: the insurer's own inbox, the visitor who typed the address, or a third
 * party the visitor named (the share flow's otherFP). The per-recipient and per-submitter caps
 * apply to the last two (docs/requirements.md#decision-mail-limits).
 */
export type MailAudience = 'internal' | 'visitor' | 'third-party';

/** What a message is, for the envelope's communication name and for logs. */
export const MAIL_COMMUNICATIONS = ['contact-inquiry', 'contact-thank-you', 'retirement-results', 'rila-results'] as const;
export type MailCommunication = (typeof MAIL_COMMUNICATIONS)[number];

/** One e-mail to send, as stored in the outbox (SMTP or the envelope API send it). */
export interface MailMessage {
  communication: MailCommunication;
  /** Who reads it (absent: a message stored before the caps, treated as the visitor's). */
  audience?: MailAudience;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Charts drawn as inline PNGs when the message is sent (`chartPng`), each referenced in `html`
   * as `cid:{cid}`; stored as their data so the outbox row stays small and a retry draws the same image.
   */
  charts?: { cid: string; spec: ChartSpec }[];
  /** The compliance code the envelope names the communication by; EMAIL_COMPLIANCE_CODE when absent (the tools' e-mails carry their page's code). */
  complianceCode?: string;
  /** The compliance number of the product the e-mail is about (the envelope's `complianceNumber`); `complianceCode` when absent. */
  complianceNumber?: string;
}

/** The contact-us form's values (renderer `contactUsSchema`, docs/requirements.md#contact-us-form). */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  policyNumber?: string | undefined;
  claimNumber?: string | undefined;
  contactPreference: string;
  bestTimeToCall?: string | undefined;
  howCanWeHelpYou: string;
}

/** The internal inquiry's subject before the name (docs/requirements.md#contact-e-mails), verbatim. */
export const INQUIRY_SUBJECT = 'A New Inquiry! - Contact us';
/** The visitor's thank-you subject: "a subject thanking them for contacting the provider" (docs/requirements.md#contact-e-mails), with the brand from content. */
export function thankYouSubject(brand: string): string {
  return `Thank you for contacting ${brand}`;
}

/** `[env] ` before every subject outside production (docs/requirements.md#contact-e-mails "In non-production environments the subject is prefixed with the environment name"). */
export function subjectPrefix(appEnv: string): string {
  return appEnv === 'production' ? '' : `[${appEnv}] `;
}

/**
 * The two contact e-mails of one contact-us submission (docs/requirements.md#contact-us-form "The contact form fires two
 * e-mails", docs/requirements.md#contact-e-mails):
 * 1. the internal inquiry to `inbox` (gEmail), subject 'A New Inquiry! - Contact us' + ' ' +
 *    first and last name, every answer in a table, Reply-To the visitor;
 * 2. the visitor's thank-you, saying the insurer will be in touch within 1-2 business days and
 *    showing the toll-free number (docs/requirements.md#contact-e-mails); its only visitor text is
 *    the first name (a name by the forms' letters-only rule).
 * The brand and the support phone are the site's content (`identity`).
 * Both prefixed with the environment name outside production; HTML at most 600 px wide plus a text part.
 */
export function buildContactEmails(input: {
  values: ContactValues;
  inbox: string;
  appEnv: string;
  reference: string;
  identity: MailIdentity;
}): [MailMessage, MailMessage] {
  const { values: v, identity } = input;
  const prefix = subjectPrefix(input.appEnv);
  const name = `${v.firstName} ${v.lastName}`;
  const rows: [string, string][] = [
    ['First name', v.firstName],
    ['Last name', v.lastName],
    ['E-mail', v.email],
    ['Phone number', v.phoneNumber],
    ['Policy number', v.policyNumber ?? ''],
    ['Claim number', v.claimNumber ?? ''],
    ['Contact preference', v.contactPreference],
    ['Best time to call', v.bestTimeToCall ?? ''],
    ['How can we help you?', v.howCanWeHelpYou],
    ['Reference', input.reference],
  ];
  const answered = rows.filter(([, value]) => value !== '');

  const inquirySubject = `${prefix}${INQUIRY_SUBJECT} ${name}`;
  const inquiry: MailMessage = {
    communication: 'contact-inquiry',
    audience: 'internal',
    to: [input.inbox],
    replyTo: v.email,
    subject: inquirySubject,
    html: emailHtml(
      inquirySubject,
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">New contact-us inquiry from ${esc(name)}</h1>\n${detailsTable(answered)}`,
      identity,
    ),
    text: [`New contact-us inquiry from ${name}`, '', ...answered.map(([label, value]) => `${label}: ${value}`)].join('\n'),
  };

  const subject = `${prefix}${thankYouSubject(identity.brand)}`;
  const paragraphs = [
    `Dear ${v.firstName},`,
    `Thank you for contacting ${identity.brand}. We received your message and a member of our team will contact you within 1-2 business days.`,
    `If you need help sooner, call us toll-free at ${identity.supportPhone}.`,
    `Sincerely,\n${identity.brand}`,
  ];
  const thankYou: MailMessage = {
    communication: 'contact-thank-you',
    audience: 'visitor',
    to: [v.email],
    subject,
    html: emailHtml(
      subject,
      paragraphs.map((p) => `<p style="margin:0 0 16px;">${esc(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
      identity,
    ),
    text: paragraphs.join('\n\n'),
  };
  return [inquiry, thankYou];
}

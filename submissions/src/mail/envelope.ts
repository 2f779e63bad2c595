import { businessTimestamp } from '../leads/dates.js';
import type { MailMessage } from './contact-emails.js';
import type { InlineImage } from './inline-charts.js';

/**
 * The e-mail send envelope of the e-mail API, `POST api/cdxapi` (docs/requirements.md#e-mail-envelope "E-mail send
 * envelope"): request id, timestamp, sender name, application code, business
 * area, communication name (from a compliance code), channel Email, the to list, and the subject
 * and HTML body as attributes (with the template attributes from name, compliance number (the
 * product's code in force for a results e-mail), and on a message to a visitor or a third party
 * the terms and unsubscribe link).
 */
export interface EmailEnvelope {
  requestId: string;
  /** YYYY-MM-DD HH:mm:ss, business time zone. */
  timestamp: string;
  senderName: string;
  applicationCode: string;
  businessArea: string;
  communicationName: string;
  channel: 'Email';
  to: string[];
  attributes: {
    subject: string;
    body: string;
    fromName: string;
    complianceNumber: string;
    /** The terms of use and the unsubscribe address (template attributes, docs/requirements.md#e-mail-envelope); not on internal e-mails. */
    terms?: string;
    unsubscribeLink?: string;
    replyTo?: string;
    /** Inline images the body names by `cid:`, base64 PNG (the results e-mails' charts). */
    inlineImages?: { cid: string; contentType: 'image/png'; base64: string }[];
  };
}

/**
 * Builds the envelope of one message (pure). `requestId` is the delivery id, so a retried send
 * carries the same id and the API can drop the duplicate; `communicationName` is the compliance
 * code followed by the message's communication, e.g. 'CONTACT-US-EMAIL-contact-inquiry'.
 */
export function buildEnvelope(input: {
  message: MailMessage;
  requestId: string;
  at: Date;
  config: { senderName: string; applicationCode: string; businessArea: string; complianceCode: string };
  /** The terms and unsubscribe addresses a message to a visitor or a third party carries. */
  links?: { terms: string; unsubscribe: string };
  images?: InlineImage[];
}): EmailEnvelope {
  const { message, config } = input;
  const attributes: EmailEnvelope['attributes'] = {
    subject: message.subject,
    body: message.html,
    fromName: config.senderName,
    complianceNumber: message.complianceNumber ?? message.complianceCode ?? config.complianceCode,
  };
  if (input.links && message.audience !== 'internal') {
    attributes.terms = input.links.terms;
    attributes.unsubscribeLink = input.links.unsubscribe;
  }
  if (message.replyTo) attributes.replyTo = message.replyTo;
  if (input.images?.length) {
    attributes.inlineImages = input.images.map((image) => ({
      cid: image.cid,
      contentType: 'image/png',
      base64: image.content.toString('base64'),
    }));
  }
  return {
    requestId: input.requestId,
    timestamp: businessTimestamp(input.at),
    senderName: config.senderName,
    applicationCode: config.applicationCode,
    businessArea: config.businessArea,
    communicationName: `${message.complianceCode ?? config.complianceCode}-${message.communication}`,
    channel: 'Email',
    to: message.to,
    attributes,
  };
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './contact-emails.js';
import type { InlineImage } from './inline-charts.js';
import { delivered, errorCode, type DeliveryOutcome } from '../delivery/outcome.js';

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string, timeoutMs: number): Transporter {
  const key = `${smtpUrl}#${timeoutMs}`;
  let transport = transports.get(key);
  if (!transport) {
    // The local mailbox speaks plain SMTP on localhost; a real relay gets STARTTLS when it offers it.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transports.set(key, transport);
  }
  return transport;
}

/**
 * Sends one message over SMTP (nodemailer; it encodes headers and escapes nothing further: the
 * HTML is built escaped). `messageId` makes a retried send recognisable as the same message;
 * `images` go as inline (related) parts the HTML names by `cid:`; `unsubscribeUrl` becomes the
 * List-Unsubscribe header of a message to a visitor or a third party.
 * A 5xx reply is final; connection failures and 4xx replies are retried. The outcome carries
 * the error code and SMTP status only (a server's reply text may quote the recipient).
 */
export async function sendSmtp(
  message: MailMessage,
  options: { smtpUrl: string; from: string; messageId: string; timeoutMs: number; images?: InlineImage[]; unsubscribeUrl?: string },
): Promise<DeliveryOutcome> {
  try {
    await transportFor(options.smtpUrl, options.timeoutMs).sendMail({
      from: options.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: options.messageId,
      // docs/requirements.md#e-mail-envelope: e-mails to visitors and third parties name how to stop them (List-Unsubscribe).
      ...(options.unsubscribeUrl && message.audience !== 'internal' ? { list: { unsubscribe: options.unsubscribeUrl } } : {}),
      ...(options.images?.length
        ? {
            attachments: options.images.map((image) => ({
              filename: image.filename,
              cid: image.cid,
              content: image.content,
              contentType: 'image/png',
            })),
          }
        : {}),
    });
    return delivered;
  } catch (error) {
    const responseCode = (error as { responseCode?: unknown }).responseCode;
    const status = typeof responseCode === 'number' ? responseCode : undefined;
    const code = errorCode(error);
    return {
      ok: false,
      error: status ? `${code} SMTP ${status}` : code,
      retryable: !(status && status >= 500),
      transport: status === undefined,
    };
  }
}

/** Closes every pooled SMTP connection (tests and shutdown). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

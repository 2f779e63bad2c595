/**
 * The embedded local mailbox: an SMTP server (npm `smtp-server`) that accepts every message and
 * stores it as an `.eml` file, so the site's e-mails (the contact inquiry and thank-you) can be
 * read with no mail service. `npm start` runs it; the site sends to it by default
 * (SMTP_URL=smtp://localhost:${MAILBOX_PORT}).
 *
 *   node --import tsx scripts/src/mailbox.ts     # alone: MAILBOX_PORT (2525), MAILBOX_DIR (.data/mailbox),
 *                                                # MAILBOX_BIND (127.0.0.1; 0.0.0.0 in a container)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** One stored message. */
export interface MailboxMessage {
  /** Absolute path of the `.eml` file. */
  file: string;
  /** The envelope's sender and recipients, as the SMTP client gave them. */
  from: string | undefined;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: Buffer;
  receivedAt: Date;
}

/** A started mailbox; `close()` stops accepting and resolves once open connections end. */
export interface RunningMailbox {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  dir: string;
  close(): Promise<void>;
}

/** Largest message accepted, in bytes. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Starts the mailbox on `host:port` (default 127.0.0.1; port 0 picks a free one), storing each
 * message as `{dir}/{ISO time}-{uuid}.eml` (written to a temporary name, then renamed, so a
 * reader never sees half a message) and calling `onMessage` after it is stored. Plain SMTP, no
 * authentication, no TLS: it is for this machine only.
 * @throws Error when the port is taken.
 */
export async function startMailbox(options: {
  port: number;
  dir: string;
  host?: string;
  onMessage?: (message: MailboxMessage) => void;
}): Promise<RunningMailbox> {
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    name: 'mailbox.localhost',
    banner: 'local mailbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the mailbox size limit'), { responseCode: 552 }));
          return;
        }
        try {
          const raw = Buffer.concat(chunks);
          const receivedAt = new Date();
          const name = `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
          const file = join(dir, name);
          writeFileSync(`${file}.part`, raw);
          renameSync(`${file}.part`, file);
          const mailFrom = session.envelope.mailFrom;
          options.onMessage?.({
            file,
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            receivedAt,
          });
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  // Connection-level errors (a client hanging up) must not bring the process down.
  server.on('error', (error: Error) => console.error(`[mailbox] ${error.message}`));
  const port = (server.server.address() as AddressInfo).port;
  return { port, dir, close: () => new Promise<void>((done) => server.close(() => done())) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.env.MAILBOX_PORT || 2525);
  const dir = process.env.MAILBOX_DIR || '.data/mailbox';
  const host = process.env.MAILBOX_BIND || '127.0.0.1';
  const mailbox = await startMailbox({ port, dir, host, onMessage: (m) => console.log(`[mailbox] stored ${m.file}`) });
  console.log(`[mailbox] SMTP on localhost:${mailbox.port}, messages in ${mailbox.dir}`);
  const stop = () => void mailbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

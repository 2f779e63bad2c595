import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox, type MailboxMessage, type RunningMailbox } from '../src/mailbox.js';

describe('the local mailbox', () => {
  let dir: string;
  let mailbox: RunningMailbox;
  let stored: MailboxMessage[];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mailbox-test-'));
    stored = [];
    mailbox = await startMailbox({ port: 0, dir: join(dir, 'mailbox'), onMessage: (m) => void stored.push(m) });
  });

  afterEach(async () => {
    await mailbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('accepts a message over SMTP and stores it as an .eml file', async () => {
    // Given an SMTP client pointed at the mailbox
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${mailbox.port}` });
    // When it sends a message to two recipients
    await transport.sendMail({
      from: 'Site <no-reply@lanternfield.example>',
      to: ['inquiries@lanternfield.example', 'visitor@example.com'],
      subject: 'Thank you for contacting Lanternfield Mutual',
      text: 'We will be in touch.',
      html: '<p>We will be in touch.</p>',
    });
    transport.close();
    // Then one .eml file holds it, whole, and the callback saw the envelope
    const files = readdirSync(mailbox.dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    const email = await PostalMime.parse(readFileSync(join(mailbox.dir, files[0]!)));
    expect(email.subject).toBe('Thank you for contacting Lanternfield Mutual');
    expect(email.text?.trim()).toBe('We will be in touch.');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      file: join(mailbox.dir, files[0]!),
      from: 'no-reply@lanternfield.example',
      to: ['inquiries@lanternfield.example', 'visitor@example.com'],
    });
  });

  it('refuses a port that is taken', async () => {
    await expect(startMailbox({ port: mailbox.port, dir })).rejects.toThrow(/EADDRINUSE/);
  });
});

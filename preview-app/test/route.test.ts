import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSiteDbConfig } from '@insurer/site-db';
import { parseFormsConfig, startWorkerProcess, UNAVAILABLE, type RunningWorker } from '@insurer/submissions';
import { captureLogs, openFormsDb, postJson, startSmtpListener, tempDir, waitFor, type SmtpListener } from '@insurer/submissions/testing';
import { NextRequest } from 'next/server';

vi.mock('server-only', () => ({}));

/** The route module as Next loads it (a fresh module graph per test: its services are per module instance). */
async function routeModule() {
  vi.resetModules();
  return import('../src/app/api/forms/[formId]/route');
}

/** The route module as Next loads it: configuration from the environment, one site database per process. */
describe('the /api/forms/[formId] route module', () => {
  const temp = tempDir();
  let smtp: SmtpListener;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    vi.stubEnv('SITE_DATABASE_PATH', join(temp.dir, 'site.sqlite'));
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('DELIVERY_POLL_MS', '50');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    await worker?.stop();
    await smtp.close();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    temp.remove();
  });

  it('opens the database from the environment and records a contact submission that the delivery worker then mails', async () => {
    // Given the route as Next loads it, and the delivery worker beside it (`npm run worker`)
    const { POST } = await routeModule();
    worker = await startWorkerProcess(parseFormsConfig(process.env), parseSiteDbConfig(process.env));
    // When the route is called as Next calls it
    const response = await POST(
      new NextRequest(
        postJson('gl-contact-us-hc', {
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann.lee@example.com',
          phoneNumber: '2125550100',
          contactPreference: 'Email',
          howCanWeHelpYou: 'Hello',
        }),
      ),
      { params: Promise.resolve({ formId: 'gl-contact-us-hc' }) },
    );
    // Then it answers 202 and both e-mails reach the SMTP server
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await waitFor(() => smtp.received.length === 2, 10_000, 'two e-mails');
    const subjects = await Promise.all(smtp.received.map(async (m) => (await PostalMime.parse(m.raw)).subject));
    expect(subjects.sort()).toEqual(['A New Inquiry! - Contact us Ann Lee', 'Thank you for contacting Lanternfield Mutual']);
  });

  it('takes the session, traffic source and partner info from the site’s HttpOnly cookies over what the body says', async () => {
    const { POST } = await routeModule();
    const posted = postJson(
      'connect-with-FP-hc',
      { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.com', zipCode: '10001' },
      { SessionId: 'forged', trafficSource: 'forged', ClientId: 'c-1', utm_source: 'mail' },
    );
    posted.headers.set(
      'cookie',
      `SessionId=s-1; HitTimestamp=2026-03-01T10%3A00%3A00.000Z; traffic_source=google%2Fcpc; dtc_configuration=${encodeURIComponent(JSON.stringify({ partnerInfo: { producerCd: 'P7' } }))}`,
    );
    const response = await POST(new NextRequest(posted), { params: Promise.resolve({ formId: 'connect-with-FP-hc' }) });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const site = await openFormsDb(parseSiteDbConfig(process.env));
    try {
      const stored = await site.forms.selectFrom('submissions').select('tracking').where('id', '=', id).executeTakeFirstOrThrow();
      expect(JSON.parse(stored.tracking)).toEqual({
        SessionId: 's-1',
        HitTimestamp: '2026-03-01T10:00:00.000Z',
        trafficSource: 'google/cpc',
        partnerInfo: { producerCd: 'P7' },
        ClientId: 'c-1',
        utm_source: 'mail',
      });
    } finally {
      await site.close();
    }
  });

  it('answers 503 with a message, not a 500, when the configuration is invalid', async () => {
    // Given a malformed address in the environment
    vi.stubEnv('LEAD_ASSIGNMENT_URL', 'not a url');
    const { POST } = await routeModule();
    const logs = captureLogs();
    // When a form is posted
    const response = await POST(new NextRequest(postJson('gl-contact-us-hc', {})), {
      params: Promise.resolve({ formId: 'gl-contact-us-hc' }),
    });
    // Then the visitor gets the unavailable message and the log names the variable
    expect(response.status).toBe(503);
    expect(await response.json()).toStrictEqual({ message: UNAVAILABLE });
    expect(
      logs.lines.some(
        (line) =>
          line.level === 'error' && line.msg === 'Forms configuration is invalid' && String(line.reason).includes('LEAD_ASSIGNMENT_URL'),
      ),
    ).toBe(true);
  });
});

import { join } from 'node:path';
import { tempDir } from '@insurer/submissions/testing';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/**
 * Issue 40, item 1 (docs/requirements.md#decision-body-limits): every route of the site that reads
 * a body reads it through the one bounded reader, each with its own limit, and answers 413 with a
 * message past it, whether the body declares its length or streams without one (the rest is never
 * read). Before, `/api/privacy-choices` and `/api/revalidate` read a body of any size.
 */

const SITE = 'http://localhost:3000';
const WEBHOOK_SECRET = 'a-webhook-secret-long-enough-for-production-0123';

/** A body of `bytes` bytes of 'a', streamed in 64 KiB chunks with no Content-Length. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

interface BodyRoute {
  name: string;
  path: string;
  headers: Record<string, string>;
  limit: number;
  message: string;
  call: (request: NextRequest) => Promise<Response>;
}

const ROUTES: BodyRoute[] = [
  {
    name: 'a form (FORMS_MAX_BODY_BYTES, 32 KiB)',
    path: '/api/forms/gl-contact-us-hc',
    headers: { 'content-type': 'application/json', origin: SITE, host: 'localhost:3000' },
    limit: 32 * 1024,
    message: 'The submission is too large.',
    call: async (request) =>
      (await import('../src/app/api/forms/[formId]/route')).POST(request, { params: Promise.resolve({ formId: 'gl-contact-us-hc' }) }),
  },
  {
    name: 'an analytics call (32 KiB)',
    path: '/api/analytics/v1/t',
    headers: { 'content-type': 'application/json', origin: SITE, host: 'localhost:3000' },
    limit: 32 * 1024,
    message: 'The analytics message is too large.',
    call: async (request) =>
      (await import('../src/app/api/analytics/v1/[path]/route')).POST(request, { params: Promise.resolve({ path: 't' }) }),
  },
  {
    name: 'an analytics batch (500 KiB)',
    path: '/api/analytics/v1/batch',
    headers: { 'content-type': 'application/json', origin: SITE, host: 'localhost:3000' },
    limit: 500 * 1024,
    message: 'The analytics message is too large.',
    call: async (request) =>
      (await import('../src/app/api/analytics/v1/[path]/route')).POST(request, { params: Promise.resolve({ path: 'batch' }) }),
  },
  {
    name: 'the privacy choice (2 KiB)',
    path: '/api/privacy-choices',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    limit: 2_048,
    message: 'A privacy choice is at most 2 KB.',
    call: async (request) => (await import('../src/app/api/privacy-choices/route')).POST(request),
  },
  {
    name: 'the publish webhook (1 MiB)',
    path: '/api/revalidate',
    headers: {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-webhook-secret': WEBHOOK_SECRET,
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    },
    limit: 1024 * 1024,
    message: 'A webhook body is at most 1 MB.',
    call: async (request) => (await import('../src/app/api/revalidate/route')).POST(request),
  },
];

describe('every route of the site that reads a body', () => {
  const temp = tempDir();
  beforeAll(() => {
    vi.stubEnv('SITE_URL', SITE);
    vi.stubEnv('SITE_DATABASE_PATH', join(temp.dir, 'site.sqlite'));
    vi.stubEnv('CONTENTFUL_WEBHOOK_SECRET', WEBHOOK_SECRET);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    temp.remove();
  });

  for (const route of ROUTES) {
    it(`given ${route.name} one byte past its limit, declared or streamed, then 413 with its message`, async () => {
      const declared = await route.call(
        new NextRequest(`${SITE}${route.path}`, {
          method: 'POST',
          headers: { ...route.headers, 'content-length': String(route.limit + 1) },
          body: 'a'.repeat(route.limit + 1),
        }),
      );
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ message: route.message });

      // 64 MiB streamed with no Content-Length: refused once the limit is passed, not buffered.
      const chunked = await route.call(
        new NextRequest(`${SITE}${route.path}`, {
          method: 'POST',
          headers: route.headers,
          body: streamed(64 * 1024 * 1024),
          duplex: 'half',
        }),
      );
      expect(chunked.status).toBe(413);
      expect(await chunked.json()).toEqual({ message: route.message });
    });
  }
});

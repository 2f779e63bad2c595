import { describe, expect, it } from 'vitest';
import {
  checkSharedPreview,
  isSharablePath,
  pagePathOf,
  SHARED_PREVIEW_DEFAULT_SECONDS,
  SHARED_PREVIEW_MAX_SECONDS,
  sharedPreviewLink,
  sharedPreviewPath,
} from './shared-preview.js';

const SECRET = 'local-preview-secret';
const NOW = Date.parse('2027-03-01T09:00:00Z');

/** The link's path and query, as the site's request proxy sees them. */
const request = (url: string) => {
  const parsed = new URL(url);
  return [parsed.pathname, parsed.searchParams] as const;
};

describe('shared preview links (docs/requirements.md#decision-shared-preview-links)', () => {
  it('given a page path, when a link is made, then it names the page under /shared-preview, expires in 7 days and opens that page until then', () => {
    const { url, expiresAt } = sharedPreviewLink('https://www.example.com', '/spring-campaign', { previewSecret: SECRET, now: NOW });
    expect(expiresAt.toISOString()).toBe('2027-03-08T09:00:00.000Z');
    expect(url).toMatch(/^https:\/\/www\.example\.com\/shared-preview\/spring-campaign\?expires=1804496400&signature=[A-Za-z0-9_-]{43}$/);
    expect(SHARED_PREVIEW_DEFAULT_SECONDS).toBe(7 * 24 * 3600);
    expect(checkSharedPreview(...request(url), SECRET, NOW + 1000)).toEqual({ ok: true, path: '/spring-campaign', expiresAt });
  });

  it('given a link past its expiry, when checked, then it is expired; one second before, it opens', () => {
    const { url, expiresAt } = sharedPreviewLink('http://localhost:3000', '/', {
      previewSecret: SECRET,
      lifetimeSeconds: 60,
      now: NOW,
    });
    expect(new URL(url).pathname).toBe('/shared-preview');
    expect(checkSharedPreview(...request(url), SECRET, expiresAt.getTime() - 1000).ok).toBe(true);
    expect(checkSharedPreview(...request(url), SECRET, expiresAt.getTime())).toEqual({ ok: false, reason: 'expired' });
  });

  it('given a link moved to another page, given a longer life, cut short, or checked with another secret, then it is invalid', () => {
    const { url } = sharedPreviewLink('http://localhost:3000', '/spring-campaign', { previewSecret: SECRET, now: NOW });
    const [path, query] = request(url);
    expect(checkSharedPreview('/shared-preview/life-insurance', query, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const later = new URLSearchParams(query);
    later.set('expires', String(Number(query.get('expires')) + 86_400));
    expect(checkSharedPreview(path, later, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const cut = new URLSearchParams(query);
    cut.set('signature', query.get('signature')!.slice(0, 20));
    expect(checkSharedPreview(path, cut, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSharedPreview(path, query, 'another-preview-secret', NOW)).toEqual({ ok: false, reason: 'invalid' });
    // An expired link that was also changed is invalid, not expired: nothing is told about a forgery.
    expect(checkSharedPreview(path, later, SECRET, NOW + 30 * 86_400_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('given malformed parameters or paths, when checked, then each is invalid and nothing throws', () => {
    const good = new URLSearchParams({ expires: '1804410000', signature: 'A'.repeat(43) });
    for (const [path, query] of [
      ['/shared-preview/x', new URLSearchParams()],
      ['/shared-preview/x', new URLSearchParams({ expires: '-1', signature: 'A'.repeat(43) })],
      ['/shared-preview/x', new URLSearchParams({ expires: '1e12', signature: 'A'.repeat(43) })],
      ['/shared-preview/x', new URLSearchParams({ expires: '1804410000', signature: '%%%' })],
      ['/shared-preview/%E0%A4%A', good],
      ['/shared-previews/x', good],
      ['/x', good],
    ] as const)
      expect(checkSharedPreview(path, query, SECRET, NOW), `${path}?${query}`).toEqual({ ok: false, reason: 'invalid' });
  });

  it('given paths with spaces and non-ASCII letters, when linked, then they round-trip through the request path', () => {
    expect(sharedPreviewPath('/über uns/a')).toBe('/shared-preview/%C3%BCber%20uns/a');
    expect(pagePathOf('/shared-preview/%C3%BCber%20uns/a')).toBe('/über uns/a');
    expect(pagePathOf('/shared-preview/')).toBe('/');
    const { url } = sharedPreviewLink('http://localhost:3000', '/über uns', { previewSecret: SECRET, now: NOW });
    expect(checkSharedPreview(...request(url), SECRET, NOW)).toMatchObject({ ok: true, path: '/über uns' });
  });

  it('given what is not a page path, a lifetime out of range or no secret, when a link is made, then it throws saying why', () => {
    for (const path of ['//evil.example', 'spring', '/a\\b', '/a?b=1', '/a#b', '/a\u0000b'])
      expect(() => sharedPreviewLink('http://localhost:3000', path, { previewSecret: SECRET })).toThrow(
        `A shared preview names a page path starting with a single "/", not "${path}".`,
      );
    expect(isSharablePath('/')).toBe(true);
    expect(() => sharedPreviewLink('http://localhost:3000', '/', { previewSecret: SECRET, lifetimeSeconds: 0 })).toThrow(
      `A shared preview link lives 1 to ${SHARED_PREVIEW_MAX_SECONDS} seconds, not 0.`,
    );
    expect(() => sharedPreviewLink('http://localhost:3000', '/', { previewSecret: '' })).toThrow(
      'A shared preview link needs the preview secret (CONTENTFUL_PREVIEW_SECRET).',
    );
  });
});

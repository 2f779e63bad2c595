import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { fromSite, SITE_ORIGIN_VARIABLES, siteOrigins } from './site-origin.js';

const SITE = 'https://www.lanternfield.example';
const PREVIEW = 'https://preview.lanternfield.example';
const ORIGINS = [SITE, PREVIEW];
const headers = (values: Record<string, string>) => new Headers(values);

describe('the site origin policy (docs/requirements.md#security "Origins")', () => {
  it('given the site’s origin or an allowed one, then the request is from the site', () => {
    expect(fromSite(headers({ origin: SITE }), ORIGINS)).toEqual({ fromSite: true, origin: SITE });
    expect(fromSite(headers({ origin: PREVIEW }), ORIGINS)).toEqual({ fromSite: true, origin: PREVIEW });
  });

  it('given no Origin, then the Referer’s origin decides; neither header, or an unreadable Referer, is refused 403', () => {
    expect(fromSite(headers({ referer: `${SITE}/contact-us?x=1` }), ORIGINS)).toEqual({ fromSite: true, origin: SITE });
    expect(fromSite(headers({ referer: 'https://elsewhere.example/page' }), ORIGINS)).toEqual({
      fromSite: false,
      status: 403,
      reason: 'foreign',
    });
    expect(fromSite(headers({}), ORIGINS)).toEqual({ fromSite: false, status: 403, reason: 'missing' });
    expect(fromSite(headers({ referer: 'not a url' }), ORIGINS)).toEqual({ fromSite: false, status: 403, reason: 'missing' });
  });

  it('given a foreign origin equal to the request’s Host, then it is refused: Host is never compared', () => {
    const rebound = headers({ origin: 'http://rebound.example', host: 'rebound.example', referer: `${SITE}/` });
    expect(fromSite(rebound, ORIGINS)).toEqual({ fromSite: false, status: 403, reason: 'foreign' });
  });

  it('given Origin: null, then 403 whatever the Referer says; given a malformed Origin, then 400', () => {
    expect(fromSite(headers({ origin: 'null', referer: `${SITE}/` }), ORIGINS)).toEqual({ fromSite: false, status: 403, reason: 'null' });
    for (const origin of ['foo', 'http://', '::::', `${SITE}/path`, 'HTTPS://WWW.LANTERNFIELD.EXAMPLE']) {
      expect(fromSite(headers({ origin, referer: `${SITE}/` }), ORIGINS), origin).toEqual({
        fromSite: false,
        status: 400,
        reason: 'malformed',
      });
    }
  });

  it('given the variables, when parsed by the one schema, then the site’s origin and the allowed ones; bad values named', () => {
    const schema = z.object(SITE_ORIGIN_VARIABLES);
    expect(siteOrigins(schema.parse({}))).toEqual({
      siteUrl: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      allowedOrigins: [],
      postOrigins: ['http://localhost:3000'],
    });
    expect(siteOrigins(schema.parse({ SITE_URL: `${SITE}/`, FORMS_ALLOWED_ORIGINS: ` ${PREVIEW}/ , http://localhost:3000` }))).toEqual({
      siteUrl: SITE,
      siteOrigin: SITE,
      allowedOrigins: [PREVIEW, 'http://localhost:3000'],
      postOrigins: [SITE, PREVIEW, 'http://localhost:3000'],
    });
    const bad = schema.safeParse({ SITE_URL: 'ftp://x', PORT: 'eighty', FORMS_ALLOWED_ORIGINS: 'https://ok.example, nonsense' });
    expect(bad.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'SITE_URL: must be an absolute http:// or https:// URL',
      'PORT: must be a port number',
      'FORMS_ALLOWED_ORIGINS: must be a comma-separated list of origins (https://host)',
    ]);
  });
});

import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '../src/proxy';

describe('sign out (docs/requirements.md#sign-out)', () => {
  it('given tracking and session cookies, when the sign-out page is requested, then each is expired and Clear-Site-Data asks for the rest', () => {
    const request = new NextRequest('http://localhost:3000/individuals-families/shop/logout?utm_source=mail', {
      headers: { cookie: 'ga_marketing=%7B%7D; SessionId=s-1; dtc_configuration=x; ajs_anonymous_id=a-1' },
    });
    const response = proxy(request);
    expect(response.headers.get('clear-site-data')).toBe('"cookies", "storage"');
    const expired = response.cookies.getAll().map((c) => [c.name, c.value, c.maxAge]);
    expect(expired).toEqual([
      ['ga_marketing', '', 0],
      ['SessionId', '', 0],
      ['dtc_configuration', '', 0],
      ['ajs_anonymous_id', '', 0],
    ]);
  });

  it('given any other page with UTM values, when requested, then tracking is captured as before', () => {
    const response = proxy(new NextRequest('http://localhost:3000/dental-insurance?utm_source=mail'));
    expect(response.headers.get('clear-site-data')).toBeNull();
    expect(response.cookies.get('ga_marketing')?.value).toContain('mail');
  });
});

import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { proxy } from '../proxy';
import { recordVisit } from '../../test/visit';

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

  it('given any other page with UTM values, when its view is recorded, then tracking is captured as before; the sign-out page’s own view captures nothing', async () => {
    const response = await recordVisit('http://localhost:3000/dental-insurance?utm_source=mail');
    expect(response.headers.get('clear-site-data')).toBeNull();
    expect(response.headers.get('set-cookie')).toContain('ga_marketing=');
    const signOut = await recordVisit('http://localhost:3000/individuals-families/shop/logout?utm_source=mail');
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toBeNull();
  });
});

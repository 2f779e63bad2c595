import type { NextRequest, NextResponse } from 'next/server';

/** The shop's sign-out page (docs/requirements.md#routes): reached from the account portal's 'Sign out' top-hat link. */
export const SIGN_OUT_PATH = '/individuals-families/shop/logout';

/**
 * Signs the visitor out on `response` (docs/requirements.md#sign-out): every cookie the browser
 * sent to the site is expired (the session, partner-info and tracking cookies, the analytics
 * ids, the draft-mode cookie), and `Clear-Site-Data` asks the browser to drop the site's cookies
 * and its storage too (session storage's `dtc_configuration`, local storage's recent searches),
 * including cookies a script wrote on paths this request does not carry. The page itself says so.
 */
export function signOut(request: NextRequest, response: NextResponse): NextResponse {
  for (const { name } of request.cookies.getAll()) response.cookies.set(name, '', { path: '/', maxAge: 0, expires: new Date(0) });
  response.headers.set('Clear-Site-Data', '"cookies", "storage"');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

import { NextResponse, type NextRequest } from 'next/server';

/**
 * Seed 000 §2: "The header is hidden entirely when the query has clientcode=fmg, or code equal to
 * ga or nhf." Those requests are rewritten to the header-less variant of the same page, so
 * pages never read the query string and stay statically cached.
 */
export function middleware(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const hide = params.get('clientcode') === 'fmg' || ['ga', 'nhf'].includes(params.get('code') ?? '');
  if (!hide) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/nh${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ['/((?!api/|_next/|nh/|.*\\.[a-z0-9]+$).*)'],
};

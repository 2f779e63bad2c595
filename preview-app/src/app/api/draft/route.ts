import { timingSafeEqual } from 'node:crypto';
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';

/**
 * Enables draft mode for the CMS's preview URL: `/api/draft?secret={CONTENTFUL_PREVIEW_SECRET}&slug=/path`.
 * Without the right secret: 401. The slug must be a site path (no open redirect).
 */
export async function GET(request: NextRequest) {
  const secret = request.nextUrl.searchParams.get('secret') ?? '';
  const expected = siteEnv().previewSecret;
  const ok = secret.length === expected.length && timingSafeEqual(Buffer.from(secret), Buffer.from(expected));
  if (!ok) return NextResponse.json({ message: 'Invalid preview secret.' }, { status: 401 });
  const slug = request.nextUrl.searchParams.get('slug') ?? '/';
  if (!slug.startsWith('/') || slug.startsWith('//')) {
    return NextResponse.json({ message: 'slug must be a path on this site, starting with /.' }, { status: 400 });
  }
  (await draftMode()).enable();
  return NextResponse.redirect(new URL(slug, request.nextUrl.origin));
}

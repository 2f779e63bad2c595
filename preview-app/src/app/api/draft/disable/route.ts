import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';

/** Leaves draft mode and returns to the published page. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const slug = request.nextUrl.searchParams.get('slug') ?? '/';
  return NextResponse.redirect(new URL(slug.startsWith('/') && !slug.startsWith('//') ? slug : '/', request.nextUrl.origin));
}

import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { requestAddress } from '../../../lib/request-address';
import { redirectToPath, sitePath } from '../../../lib/redirects';
import { guessBlockedFor, recordWrongGuess } from '../../../lib/secret-guesses';
import { secretMatches } from '../../../lib/secrets';
import { partitionDraftModeCookie } from '../../../lib/draft-cookie';
import { methodNotAllowed } from '../../../lib/method-not-allowed';

/**
 * Enables draft mode for the CMS's preview URL: `/api/draft?secret={CONTENTFUL_PREVIEW_SECRET}&slug=/path`.
 * Without the right secret: 401 (compared in constant time, whatever its length); 429 after too
 * many wrong ones from one address (`secret-guesses.ts`). The slug must
 * be a path on this site (`sitePath`): anything that would leave it answers 400, no open redirect.
 */
export async function GET(request: NextRequest) {
  const address = requestAddress(request);
  const wait = guessBlockedFor(address, siteEnv().secretGuessesPerMinute);
  if (wait > 0) {
    return NextResponse.json(
      { message: 'Too many wrong secrets. Try again in a minute.' },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  if (!secretMatches(request.nextUrl.searchParams.get('secret'), siteEnv().previewSecret)) {
    recordWrongGuess(address);
    return NextResponse.json({ message: 'Invalid preview secret.' }, { status: 401 });
  }
  const path = sitePath(request.nextUrl.searchParams.get('slug') ?? '/');
  if (!path) return NextResponse.json({ message: 'slug must be a path on this site, starting with /.' }, { status: 400 });
  (await draftMode()).enable();
  await partitionDraftModeCookie();
  return redirectToPath(path);
}

/** Draft mode is entered by GET only: 405 with a message. */
export const POST = methodNotAllowed('GET');

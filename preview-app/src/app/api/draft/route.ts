import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { requestAddress } from '../../../lib/request-address';
import { redirectToPath, sitePath } from '../../../lib/redirects';
import { checkSecretGuesses } from '../../../lib/secret-guesses';
import { secretMatches } from '../../../lib/secrets';
import { partitionDraftModeCookie } from '../../../lib/draft-cookie';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { siteDb } from '../../../lib/services';

/**
 * Enables draft mode for the CMS's preview URL: `/api/draft?secret={CONTENTFUL_PREVIEW_SECRET}&slug=/path`.
 * Without the right secret: 401 (compared in constant time, whatever its length); 429 after too
 * many wrong ones from one address (`secret-guesses.ts`, counted in the site database for every
 * instance); 503 when that database cannot be read, since the throttle cannot be checked
 * (docs/requirements.md#decision-secret-throttle-shared). The slug must be a path on this site
 * (`sitePath`): anything that would leave it answers 400, no open redirect.
 */
export async function GET(request: NextRequest) {
  const guesses = await checkSecretGuesses(
    siteDb,
    requestAddress(request),
    siteEnv().secretGuessesPerMinute,
    'Draft mode is unavailable right now. Try again in a minute.',
  );
  if (guesses.refusal) return guesses.refusal;
  if (!secretMatches(request.nextUrl.searchParams.get('secret'), siteEnv().previewSecret)) {
    await guesses.countWrong();
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

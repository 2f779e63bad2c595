import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { requestAddress } from '../../../lib/request-address';
import { redirectToPath, sitePath } from '../../../lib/redirects';
import { refuseWrongSecret } from '../../../lib/secret-guesses';
import { partitionDraftModeCookie } from '../../../lib/draft-cookie';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { siteDb } from '../../../lib/services';

/**
 * Enables draft mode for the CMS's preview URL: `/api/draft?secret={CONTENTFUL_PREVIEW_SECRET}&slug=/path`.
 * Without the right secret: 401 (compared in constant time, whatever its length); 429 to an
 * address's wrong secrets after too many of them (`secret-guesses.ts`: counted in the site
 * database for every instance, under draft mode's own key; the right secret is never refused,
 * docs/requirements.md#decision-secret-throttle). The slug must be a path on this site
 * (`sitePath`): anything that would leave it answers 400, no open redirect.
 */
export async function GET(request: NextRequest) {
  const refusal = await refuseWrongSecret({
    site: siteDb,
    secret: 'draft',
    sent: request.nextUrl.searchParams.get('secret'),
    expected: siteEnv().previewSecret,
    address: requestAddress(request),
    max: siteEnv().secretGuessesPerMinute,
    wrongMessage: 'Invalid preview secret.',
  });
  if (refusal) return refusal;
  const path = sitePath(request.nextUrl.searchParams.get('slug') ?? '/');
  if (!path) return NextResponse.json({ message: 'slug must be a path on this site, starting with /.' }, { status: 400 });
  (await draftMode()).enable();
  await partitionDraftModeCookie();
  return redirectToPath(path);
}

/** Draft mode is entered by GET only: 405 with a message. */
export const POST = methodNotAllowed('GET');

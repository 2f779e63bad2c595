import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { redirectToPath, sitePath } from '../../../../lib/redirects';
import { methodNotAllowed } from '../../../../lib/method-not-allowed';
import { partitionDraftModeCookie } from '../../../../lib/draft-cookie';

/** Leaves draft mode and returns to the published page: the slug's site path, or `/` for anything that would leave the site. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  await partitionDraftModeCookie();
  return redirectToPath(sitePath(request.nextUrl.searchParams.get('slug')) ?? '/');
}

/** Draft mode is left by GET only: 405 with a message. */
export const POST = methodNotAllowed('GET');

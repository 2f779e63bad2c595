import type { NextRequest } from 'next/server';
import { siteEnv } from '../../../../lib/env';
import { methodNotAllowed } from '../../../../lib/method-not-allowed';
import { requestAddress } from '../../../../lib/request-address';
import { wrongGuess } from '../../../../lib/secret-guesses';
import { siteDb } from '../../../../lib/services';
import { SHARED_PREVIEW_REFUSAL_HEADER, sharedPreviewRefusal } from '../../../../lib/shared-preview';

/**
 * The page for a shared preview link that does not open its page (docs/requirements.md#decision-shared-preview-links):
 * the request proxy rewrites such a link here with its `x-shared-preview-refusal` request header
 * `expired` (a genuine link past its expiry: 410) or `invalid` (a changed, cut or made-up link: 403, counted as a wrong guess
 * of the link secret as draft mode's wrong secrets are, `secret-guesses.ts` under its own key;
 * 429 with Retry-After once the network has sent `SECRET_GUESSES_PER_MINUTE` of them this minute).
 * Called directly, it answers the same pages: nothing here opens a draft.
 */
export async function GET(request: NextRequest) {
  if (request.headers.get(SHARED_PREVIEW_REFUSAL_HEADER) === 'expired') return sharedPreviewRefusal('expired');
  const wait = await wrongGuess({ site: siteDb, secret: 'share', address: requestAddress(request), max: siteEnv().secretGuessesPerMinute });
  return sharedPreviewRefusal('invalid', wait);
}

/** Shared previews are read with GET only: 405 with a message. */
export const POST = methodNotAllowed('GET');

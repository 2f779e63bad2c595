import { methodNotAllowed } from '../../../../lib/method-not-allowed';
import { requestAddress } from '../../../../lib/request-address';
import { requestIdOf } from '../../../../lib/request-id';
import { formsHandler } from '../../../../lib/services';
import { cookieTracking } from '../../../../lib/tracking-cookies';
import type { NextRequest } from 'next/server';

// The database drivers and the SMTP client need Node; submissions are never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Form submissions: `POST /api/forms/{formId}` — a bespoke form's JSON `SubmissionRequest`
 * (contracts/src/forms/contract.ts), or a content-service form posted natively to its formSubmitUrl,
 * handed to the forms backend (`@insurer/submissions`, see `handleFormPost` for the answers; never
 * a 500: an invalid configuration answers 503) with the request's id, which the submission keeps
 * for the delivery worker's log lines.
 */
export async function POST(request: NextRequest, context: { params: Promise<{ formId: string }> }): Promise<Response> {
  const { formId } = await context.params;
  // The values of the site's HttpOnly tracking cookies (lib/tracking-cookies.ts) go beside the body's.
  return formsHandler(request, formId, requestAddress(request), cookieTracking(request), requestIdOf(request));
}

/** Forms are only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');

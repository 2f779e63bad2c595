import { formsDeps } from '../../../../server/service';
import { handleFormPost } from '../../../../server/submit';

// The database drivers and the SMTP client need Node; submissions are never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Form submissions: `POST /api/forms/{formId}` — a bespoke form's JSON `SubmissionRequest`
 * (renderer/src/forms/contract.ts), or a content-service form posted natively to its formSubmitUrl.
 * See `handleFormPost` for the answers.
 */
export async function POST(request: Request, context: { params: Promise<{ formId: string }> }): Promise<Response> {
  const { formId } = await context.params;
  return handleFormPost(request, formId, formsDeps());
}

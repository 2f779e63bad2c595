import { readBodyLimited, RequestRejected } from '@insurer/submissions';

/**
 * A route's request body as text, read through the site's one bounded reader
 * (`readBodyLimited`, docs/requirements.md#decision-body-limits), or the answer to send instead:
 * 413 `{ message: tooLarge }` past `maxBytes`, 400 `{ message }` for a body cut short or longer
 * than its Content-Length. The forms and the analytics collector call the reader themselves.
 */
export async function routeBody(request: Request, maxBytes: number, tooLarge: string): Promise<string | Response> {
  try {
    return await readBodyLimited(request, maxBytes, tooLarge);
  } catch (error) {
    if (error instanceof RequestRejected) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
}

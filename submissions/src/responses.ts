import { ERROR_SUMMARY_HEADING, type SubmissionAccepted, type SubmissionRejected } from '@insurer/contracts/forms';
import { esc } from './mail/layout.js';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** 202 `SubmissionAccepted` (contract): stored; the browser goes to `redirect`. */
export function acceptedJson(body: SubmissionAccepted): Response {
  return Response.json(body, { status: 202, headers: NO_STORE });
}

/** An error answer in the contract's `SubmissionRejected` shape. */
export function rejectedJson(status: number, body: SubmissionRejected, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** 303 See Other to `location` (a site path or an absolute URL): the answer to a native form post. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
}

/**
 * A small HTML page for a natively posted form that was refused: the heading, the messages, and
 * a link back to the form (`back`, a site path). Everything escaped; no script.
 */
export function htmlPage(
  status: number,
  heading: string,
  messages: readonly string[],
  back: string,
  headers: Record<string, string> = {},
): Response {
  const items = messages.map((m) => `<li>${esc(m)}</li>`).join('');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1d2935;">
<main>
<h1 style="font-size:1.5rem;">${esc(heading)}</h1>
${items ? `<ul>${items}</ul>` : ''}
<p><a href="${esc(back)}">Go back to the form</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: { ...NO_STORE, ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The heading of the refusal page of an invalid native post (the renderer's error summary heading). */
export const INVALID_HEADING = ERROR_SUMMARY_HEADING;

/**
 * The editor origins the draft page's live-preview SDK talks to: of `allowed` (the editors that
 * may frame the page: Contentful's web apps and the local workbench), only the one framing it now,
 * read from `location.ancestorOrigins` (Chromium and WebKit). The SDK posts each of its messages
 * to every origin it is given, and the browser logs a warning for each one that is not the
 * parent's ("Failed to execute 'postMessage' on 'DOMWindow': The target origin provided
 * ('https://app.contentful.com') does not match the recipient window's origin …"): about 700 a
 * session in the workbench (issue 42). Where the browser does not say who frames the page (Firefox,
 * the server render), or the page is not framed by an allowed editor, all of `allowed`, as before.
 */
export function framingEditorOrigins(allowed: readonly string[], ancestors: ArrayLike<string> | undefined = browserAncestors()): string[] {
  const parent = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  return parent && allowed.includes(parent) ? [parent] : [...allowed];
}

/** The page's ancestors' origins, nearest first, where the browser tells them. */
function browserAncestors(): ArrayLike<string> | undefined {
  return typeof location === 'undefined' ? undefined : location.ancestorOrigins;
}

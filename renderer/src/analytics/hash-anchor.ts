/**
 * docs/requirements.md#hash-anchors: an address with a hash scrolls smoothly to its element once
 * the personalisation script (the site's analytics sender, started after load) has started, and gives
 * up after `timeoutMs` (5 s): the browser's own jump to the anchor stays in place then. With
 * reduced motion preferred the scroll is instant (WCAG 2.3.3).
 * @returns true when it scrolled; false without a hash, without its element, or after the timeout.
 */
export async function scrollToHashOnceReady(ready: Promise<unknown>, timeoutMs = 5_000): Promise<boolean> {
  const hash = window.location.hash.slice(1);
  if (!hash) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([ready.then(() => 'ready' as const), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') return false;
  let id: string;
  try {
    id = decodeURIComponent(hash);
  } catch {
    return false;
  }
  const element = document.getElementById(id);
  if (!element) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  return true;
}

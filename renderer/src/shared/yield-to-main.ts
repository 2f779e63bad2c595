/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: `scheduler.yield()` where the browser has it (Chromium 129+), a zero-delay timeout
 * elsewhere. Awaiting promises alone never yields: microtasks run inside the same task, which is
 * how one chain of awaits becomes one long task (Lighthouse's Total Blocking Time counts every
 * task over 50 ms). Resolves with nothing; never rejects.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

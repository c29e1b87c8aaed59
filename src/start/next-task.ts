/** The browser's scheduler, where it has one (Chromium 129+, which LINE's Android web view follows). */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own: the start-up's steps are cut where they would add up to one long task. On a slow
 * phone a task over 50 ms holds up the first tap and counts in Lighthouse's blocking time (docs/performance-log.md,
 * "eighth sitting"); between two tasks the browser can paint or answer the buyer.
 *
 * `scheduler.yield()` where there is one: it lets the browser paint and handle input, then resumes ahead of the
 * other tasks waiting, so the sign-in's call is not queued behind code that arrived meanwhile and waits to run (a
 * timeout's task is: on a cold open that cost ~2% of the time to the first products).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Loads the business time zone's data on a worker thread, before home's cutoff line first needs it.
 *
 * The first `Intl` call with a time zone makes the browser load its time-zone data: one 55-100 ms task on a slow
 * phone (4x CPU), right after the first products are shown, where it blocks a tap (docs/performance-log.md,
 * "eighth sitting"). The data is shared by every thread of the page: loaded by a worker first, the main thread's first
 * call takes a few milliseconds. Nothing depends on it: without workers, or if the worker fails, the main thread
 * loads the data itself as before.
 */
let started = false;

export function warmUpTimeZone(timeZone: string): void {
  if (started || typeof Worker !== 'function') return;
  started = true;
  try {
    // A module worker, as the rest of the code: a web view without them fails inside the worker, not here.
    const worker = new Worker(new URL('./time-zone-warm-up.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(timeZone);
  } catch {
    // A browser that refuses the worker (a policy, an old web view) loads the data on first use.
  }
}

/**
 * When a sent order can no longer land. A call that left the phone may reach the server and be committed until the
 * app gives up on it: its own time limit (the http layer's time-out, which every call carries). After that the
 * phone no longer holds the request open, so a last order asked later that still lacks the order means this send
 * never landed, and the app may send the order again (order-send.ts does, for an order the buyer asked to be sent
 * by itself). The margin covers a server that logs a call a moment after taking it.
 *
 * Both times are the phone's own clock, so a phone that is fast or slow by hours still measures the wait right. A
 * clock set back meanwhile (the send looks to be in the future) waits the whole limit again from now. A clock set
 * forward meanwhile (a network time correction) is caught in the page that sent it, which also counts the time since
 * on a clock nobody can set (`elapsedHere`, performance.now()): the longer of the two waits is taken. After a reload
 * only the phone's clock is left.
 */

/** How long any call may take before the app gives it up (the http layer's time-out). */
export const CALL_TIME_LIMIT_MS = 50_000;

/** After the limit: a server that logs the call a moment after taking it. */
export const LAND_MARGIN_MS = 5_000;

/**
 * Milliseconds from `now` until a send that left at `sentAt` (ISO) can no longer land; 0 once it cannot.
 * `elapsedHere`: the time since it left on this page's monotonic clock, when this page sent it.
 */
export function msUntilCannotLand(
  sentAt: string | undefined,
  now: Date,
  limitMs: number = CALL_TIME_LIMIT_MS + LAND_MARGIN_MS,
  elapsedHere?: number,
): number {
  const left = sentAt === undefined ? Number.NaN : Date.parse(sentAt);
  const since = now.getTime() - left;
  // No time known, or the clock went back past it: wait the whole limit from now.
  const byPhoneClock = Number.isNaN(since) || since < 0 ? limitMs : Math.max(0, limitMs - since);
  const byThisPage = elapsedHere === undefined ? 0 : Math.max(0, limitMs - elapsedHere);
  return Math.max(byPhoneClock, byThisPage);
}

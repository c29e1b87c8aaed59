/**
 * Watching for an order whose answer was lost. A slow server can commit the order seconds after the answer is gone,
 * so one look at the last order is not enough: it is asked at once and then again for half a minute, and the buyer
 * is told only when it is still not there.
 */
import type { Order } from '../../api/types';

/** When the last order is asked, in ms after the answer was lost. */
export const ORDER_CHECK_DELAYS_MS: readonly number[] = [0, 2_000, 5_000, 10_000, 20_000, 30_000];

/** One look at the last order: the send's order, another one, no answer, or a reason to stop (the session ended). */
export type CheckAnswer =
  | { kind: 'landed'; order: Order }
  | { kind: 'notLanded' }
  | { kind: 'unreachable' }
  | { kind: 'stop' };

/**
 * What the watch found: the order, no such order while the server answered, no answer at all, or nothing because
 * the session ended before the watch did (the next sign-in of the account watches again, from the start).
 */
export type WatchOutcome =
  | { kind: 'landed'; order: Order }
  | { kind: 'notFound' }
  | { kind: 'unreachable' }
  | { kind: 'stopped' };

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function watchForOrder(
  ask: () => Promise<CheckAnswer>,
  delays: readonly number[] = ORDER_CHECK_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<WatchOutcome> {
  let waited = 0;
  let answered = false;
  for (const at of delays) {
    await wait(at - waited);
    waited = at;
    const answer = await ask();
    if (answer.kind === 'landed') return answer;
    if (answer.kind === 'stop') return { kind: 'stopped' };
    if (answer.kind === 'notLanded') answered = true;
  }
  return answered ? { kind: 'notFound' } : { kind: 'unreachable' };
}

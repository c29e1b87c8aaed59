import { startTransition, useEffect, useState } from 'react';
import { FIRST_SCREEN_CARDS } from '../../domain/first-screen-cards';

/** Cards in the first render: what a phone's first screen shows of the list, no more. */
export const FIRST_CHUNK = FIRST_SCREEN_CARDS;
/** Cards added per later step: small, so a tap during the fill waits one short task at most. */
export const NEXT_CHUNK = 24;

/** After the next frame is painted (a timeout alone may run before the paint and delay it). */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of `total` items to render: the first batch at once, the rest a batch per frame, so 1,000 products do
 * not block the first paint (budget: ≤ 400 ms at a 4x CPU slowdown, docs/performance.md). `resetKey` restarts it
 * for a new list (another category, another search).
 */
export function useProgressiveCount(total: number, resetKey: string): number {
  const [state, setState] = useState({ key: resetKey, count: FIRST_CHUNK });
  // A new list starts again from the first batch (state derived during render, not in an effect).
  const current = state.key === resetKey ? state : { key: resetKey, count: FIRST_CHUNK };
  if (current !== state) setState(current);

  useEffect(() => {
    if (current.count >= total) return;
    return afterPaint(() => {
      // A transition: React renders the step in slices of a few milliseconds, so the step is never one long task
      // (24 cards were one 70-150 ms task at 4x CPU, blocking a tap right after the first products).
      startTransition(() => {
        setState((s) => (s.key === resetKey ? { ...s, count: s.count + NEXT_CHUNK } : s));
      });
    });
  }, [current.count, total, resetKey]);

  return Math.min(current.count, total);
}

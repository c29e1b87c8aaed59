import { useCallback, useLayoutEffect, useRef } from 'react';

/** A second tap within 300 ms of an accepted one is a double tap, not a second order. */
export const DOUBLE_TAP_MS = 300;

/**
 * Wraps a tap handler so that taps within `windowMs` of the last accepted tap are ignored. Cheap phones fire
 * double taps (and impatient buyers make them): one tap must mean one add request.
 *
 * Returns the wrapped handler and `endWindow`, for when what the tap opened has been closed: a tap after that is a
 * new one, however soon it comes (a test, or a practised buyer, gets through a dialog in less than 300 ms).
 */
export function useDebouncedTap<Args extends unknown[]>(
  handler: (...args: Args) => void,
  windowMs: number = DOUBLE_TAP_MS,
): readonly [tap: (...args: Args) => void, endWindow: () => void] {
  const lastTap = useRef<number | null>(null);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const tap = useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (lastTap.current !== null && now - lastTap.current < windowMs) return;
      lastTap.current = now;
      latest.current(...args);
    },
    [windowMs],
  );
  const endWindow = useCallback(() => {
    lastTap.current = null;
  }, []);
  return [tap, endWindow] as const;
}

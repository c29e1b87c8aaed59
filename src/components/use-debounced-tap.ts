import { useCallback, useLayoutEffect, useRef } from 'react';

/** A second tap within 300 ms of an accepted one is a double tap, not a second order. */
export const DOUBLE_TAP_MS = 300;

/**
 * Wraps a tap handler so that taps within `windowMs` of the last accepted tap are ignored. Cheap phones fire
 * double taps (and impatient buyers make them): one tap must mean one add request.
 */
export function useDebouncedTap<Args extends unknown[]>(
  handler: (...args: Args) => void,
  windowMs: number = DOUBLE_TAP_MS,
): (...args: Args) => void {
  const lastTap = useRef<number | null>(null);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (lastTap.current !== null && now - lastTap.current < windowMs) return;
      lastTap.current = now;
      latest.current(...args);
    },
    [windowMs],
  );
}

/**
 * The app's one clock for texts that change by the minute (the cutoff line, the delivery dialog's earliest date).
 * One timer for the whole app, set to the next minute boundary while anything listens (and read again when the app
 * comes back to the foreground), so the line counts down in step with the phone's clock and nothing else
 * re-renders. Time is not state of the store: two stores (two tests) read the same time, as two tabs would.
 */
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let minute = 0;

const currentMinute = (): number => Math.floor(Date.now() / MINUTE);

function tick(): void {
  minute = currentMinute();
  for (const listener of listeners) listener();
  schedule();
}

function schedule(): void {
  clearTimeout(timer);
  // A few milliseconds past the boundary, so the new minute has begun when the texts are computed.
  timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 5);
}

/**
 * A phone puts a page's timers to sleep while the app is in the background: the time is read again, and the timer
 * set again, the moment the app is back on screen, rather than whenever the sleeping timer fires.
 */
function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    minute = currentMinute();
    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    }
  };
}

/** The minute as the clock last ticked; read afresh when nothing listens yet. */
const snapshot = (): number => (listeners.size > 0 ? minute : currentMinute());

/** The current time, re-rendering the caller once a minute, on the minute. */
export function useMinuteClock(): Date {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return new Date();
}

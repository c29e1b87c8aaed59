/**
 * Whether the phone says it has no connection at all. `navigator.onLine` false is reliable (true is not: a phone in
 * a basement can be "online" with no signal), so only false is read, and a call that fails before any answer is
 * the other sign of a dropped connection.
 */
export const phoneSaysOffline = (): boolean =>
  typeof navigator !== 'undefined' && !navigator.onLine;

/** What a send that found no connection fails with: nothing left the phone. */
export const NO_CONNECTION = { kind: 'network', message: 'offline' } as const;

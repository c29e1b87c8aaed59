/**
 * Dates as the distributor's backend writes them: Taiwan time (UTC+8, no daylight saving), so order numbers and
 * dates are the same whatever zone the browser or the test machine runs in.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock fields of `date` in Taipei, read through a shifted UTC date. */
const taipeiParts = (date: Date): string =>
  new Date(date.getTime() + TAIPEI_OFFSET_MS).toISOString();

/** '2026-11-22T09:30:00+08:00': ISO with the offset, so any client parses the same instant. */
export const taipeiIso = (date: Date): string => `${taipeiParts(date).slice(0, 19)}+08:00`;

/** '2026-11-22' in Taipei. */
export const taipeiYmd = (date: Date): string => taipeiParts(date).slice(0, 10);

/** '20261122' in Taipei, as used in order numbers. */
export const compactYmd = (date: Date): string => taipeiYmd(date).replaceAll('-', '');

/** The envelope's `time`: '2026-11-22 09:30:00' (Admin.NET's format). */
export const adminTime = (date: Date): string => taipeiParts(date).slice(0, 19).replace('T', ' ');

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

export const addHours = (date: Date, hours: number): Date =>
  new Date(date.getTime() + hours * 60 * 60 * 1000);

/** Whole seconds since the epoch, the unit of a JWT's iat and exp. */
export const epochSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);

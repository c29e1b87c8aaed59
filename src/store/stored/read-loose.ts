/**
 * Small readers for what comes back from storage: written by this version, by an older one, or damaged by hand.
 * Each kept slice's reader (`*-stored.ts`) keeps what is usable with these and drops the rest, so a bad value never
 * crashes the app.
 */
import { isRecord } from '../../domain/is-record';

export type Loose = Record<string, unknown>;

/** A text, or a number as its text (ids come back either way); the fallback for anything else. */
export const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;

/** A record with a usable id. */
export const hasId = (v: unknown): boolean =>
  isRecord(v) && (typeof v.id === 'number' || typeof v.id === 'string');

/** The items of a list that pass `keep`; an empty list for anything that is not a list. */
export const listOf = <T>(v: unknown, keep: (item: unknown) => boolean): T[] =>
  Array.isArray(v) ? (v.filter(keep) as T[]) : [];

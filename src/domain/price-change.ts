/**
 * What changed in price (docs/price-changes.md): the app remembers, per shop, the price it last showed for each
 * product and the business day it showed it, and a product shown today at another price than on the most recent
 * earlier day says so: 「↑ $15（11/20 $305）」. Pure rules: the memory's update, the change it shows, its cap.
 * Days are 'YYYY-MM-DD' in the business time zone (zero-padded, so they order as text). Prices are compared as
 * the buyer reads them, in whole dollars rounded half up as `formatAmount` rounds them, on exact integers.
 */
import { isFiniteNumber, toUnits } from './decimal';

/** A price shown on a business day. */
export interface SeenPrice {
  price: number;
  /** 'YYYY-MM-DD', business time zone. */
  day: string;
}

/**
 * One product's memory: the price last shown (`current`) and the price last shown on the day before
 * `current.day`'s (`previous`, when there was one): within a day, the change stays relative to the same price.
 */
export interface PriceMemoryEntry {
  current: SeenPrice;
  previous?: SeenPrice;
}

export interface PriceChange {
  direction: 'up' | 'down';
  /** Whole dollars, more than 0: how much the price as shown moved. */
  by: number;
  /** The earlier day's price, as it was shown. */
  was: number;
  /** The earlier day, 'YYYY-MM-DD'. */
  day: string;
}

/** A price the memory can hold: a finite amount of 0 or more (a market price, 時價, has none). */
export const isPrice = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

/** The whole dollars a price is shown as (formatAmount's rounding: half up), exact. */
const shownDollars = (price: number): number => toUnits(price, 0);

/**
 * The memory after `price` was shown on `today`. A later day moves the current price to `previous` (the last price
 * of the most recent earlier day); the same day only replaces `current`. A day before `current.day` (a phone's
 * clock set back) changes nothing, and neither does a value that is not a price.
 */
export function rememberPrice(
  entry: PriceMemoryEntry | undefined,
  price: number | null | undefined,
  today: string,
): PriceMemoryEntry | undefined {
  if (!isPrice(price)) return entry;
  if (entry === undefined) return { current: { price, day: today } };
  if (today > entry.current.day) return { current: { price, day: today }, previous: entry.current };
  if (today === entry.current.day) {
    if (entry.current.price === price) return entry;
    return entry.previous === undefined
      ? { current: { price, day: today } }
      : { current: { price, day: today }, previous: entry.previous };
  }
  return entry;
}

/** The earlier day's price the change of `today` is relative to, if the memory has one. */
function earlierPrice(entry: PriceMemoryEntry, today: string): SeenPrice | undefined {
  if (entry.current.day < today) return entry.current;
  if (entry.current.day === today) return entry.previous;
  return undefined;
}

/**
 * The change to show beside `price` on `today`: none without a memory, without an earlier day's price, for a
 * market price, or when the two read the same in whole dollars.
 */
export function priceChange(
  entry: PriceMemoryEntry | undefined,
  price: number | null | undefined,
  today: string,
): PriceChange | null {
  if (entry === undefined || !isPrice(price)) return null;
  const earlier = earlierPrice(entry, today);
  if (earlier === undefined) return null;
  const diff = shownDollars(price) - shownDollars(earlier.price);
  if (diff === 0) return null;
  return {
    direction: diff > 0 ? 'up' : 'down',
    by: Math.abs(diff),
    was: earlier.price,
    day: earlier.day,
  };
}

/**
 * At most `max` products of a shop: the ones shown most recently are kept (by `current.day`, then by their order in
 * `entries`, where the caller puts the ones just shown first).
 */
export function keepRecent(
  entries: ReadonlyArray<readonly [string, PriceMemoryEntry]>,
  max: number,
): Array<readonly [string, PriceMemoryEntry]> {
  if (entries.length <= max) return [...entries];
  // Array sort is stable (since ES2019): on one day, the entries keep their order.
  return [...entries]
    .sort((a, b) => b[1].current.day.localeCompare(a[1].current.day))
    .slice(0, Math.max(0, max));
}

/** 'YYYY-MM-DD' → '11/20' (month and day without leading zeros); '' for anything else. */
export function monthDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${String(Number(match[1]))}/${String(Number(match[2]))}` : '';
}

import fc from 'fast-check';
import { businessDay } from '../../../src/domain/business-day';
import { fromUnits } from '../../../src/domain/decimal';
import { formatAmount } from '../../../src/domain/money';
import {
  isPrice,
  keepRecent,
  monthDay,
  priceChange,
  rememberPrice,
  type PriceMemoryEntry,
} from '../../../src/domain/price-change';

const Y = '2026-11-20';
const T = '2026-11-21';
const LATER = '2026-11-22';

describe('rememberPrice', () => {
  test('a first price is remembered for the day it was shown', () => {
    expect(rememberPrice(undefined, 305, T)).toEqual({ current: { price: 305, day: T } });
  });

  test('a later day moves the last price to previous, whether or not it moved', () => {
    const entry = { current: { price: 305, day: Y } };
    expect(rememberPrice(entry, 320, T)).toEqual({
      current: { price: 320, day: T },
      previous: { price: 305, day: Y },
    });
    expect(rememberPrice(entry, 305, T)).toEqual({
      current: { price: 305, day: T },
      previous: { price: 305, day: Y },
    });
  });

  test('the same day replaces only the current price and keeps the earlier day’s', () => {
    const entry = { current: { price: 320, day: T }, previous: { price: 305, day: Y } };
    expect(rememberPrice(entry, 330, T)).toEqual({
      current: { price: 330, day: T },
      previous: { price: 305, day: Y },
    });
    expect(rememberPrice(entry, 320, T)).toBe(entry);
    expect(rememberPrice({ current: { price: 320, day: T } }, 330, T)).toEqual({
      current: { price: 330, day: T },
    });
  });

  test('an earlier day (a clock set back) and a value that is no price change nothing', () => {
    const entry = { current: { price: 320, day: T } };
    expect(rememberPrice(entry, 100, Y)).toBe(entry);
    for (const bad of [null, undefined, Number.NaN, Infinity, -1]) {
      expect(rememberPrice(entry, bad, LATER)).toBe(entry);
      expect(rememberPrice(undefined, bad, T)).toBeUndefined();
    }
  });
});

describe('priceChange', () => {
  test('against a price remembered from an earlier day: up and down', () => {
    const entry = { current: { price: 305, day: Y } };
    expect(priceChange(entry, 320, T)).toEqual({ direction: 'up', by: 15, was: 305, day: Y });
    expect(priceChange(entry, 295, T)).toEqual({ direction: 'down', by: 10, was: 305, day: Y });
  });

  test('none for a price remembered today only, an equal price, no memory or no price', () => {
    expect(priceChange({ current: { price: 305, day: T } }, 320, T)).toBeNull();
    expect(priceChange({ current: { price: 305, day: Y } }, 305, T)).toBeNull();
    expect(priceChange(undefined, 305, T)).toBeNull();
    expect(priceChange({ current: { price: 305, day: Y } }, null, T)).toBeNull();
    // A memory from a day after today (the clock set back) shows nothing.
    expect(priceChange({ current: { price: 305, day: LATER } }, 320, T)).toBeNull();
  });

  test('today, after today’s price was remembered, it is relative to the earlier day, not to today’s first price', () => {
    const entry = { current: { price: 320, day: T }, previous: { price: 305, day: Y } };
    expect(priceChange(entry, 320, T)).toEqual({ direction: 'up', by: 15, was: 305, day: Y });
    expect(priceChange(entry, 305, T)).toBeNull();
    // Tomorrow the earlier day is today.
    expect(priceChange(entry, 300, LATER)).toEqual({ direction: 'down', by: 20, was: 320, day: T });
  });

  test('prices are compared as shown, in whole dollars rounded half up', () => {
    const entry = { current: { price: 305.4, day: Y } };
    expect(priceChange(entry, 305.2, T)).toBeNull();
    expect(priceChange(entry, 305.5, T)).toEqual({ direction: 'up', by: 1, was: 305.4, day: Y });
    expect(priceChange({ current: { price: 0.1, day: Y } }, 0.3, T)).toBeNull();
    expect(priceChange({ current: { price: 1.45, day: Y } }, 1.55, T)).toEqual(
      expect.objectContaining({ direction: 'up', by: 1 }),
    );
  });
});

// Prices in cents as the server writes them, days of a month.
const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => fromUnits(c, 2));
const dayOf = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const day = fc.integer({ min: 1, max: 28 }).map(dayOf);
const shown = (price: number) => Number(formatAmount(price).replace(/[$,]/g, ''));

describe('properties', () => {
  test('the change is exactly what the two prices read as: was + by (or − by) is today’s shown price', () => {
    fc.assert(
      fc.property(cents, cents, (was, now) => {
        const change = priceChange({ current: { price: was, day: Y } }, now, T);
        if (shown(was) === shown(now)) return change === null;
        if (change === null) return false;
        const signed = change.direction === 'up' ? change.by : -change.by;
        return change.by > 0 && Number.isInteger(change.by) && shown(was) + signed === shown(now);
      }),
    );
  });

  test('within a day, the change shown stays the same however often the day’s price is remembered', () => {
    fc.assert(
      fc.property(cents, fc.array(cents, { minLength: 1, maxLength: 6 }), (yesterday, today) => {
        let entry: PriceMemoryEntry | undefined = rememberPrice(undefined, yesterday, Y);
        const last = today[today.length - 1] ?? 0;
        const before = priceChange(entry, last, T);
        for (const price of today) entry = rememberPrice(entry, price, T);
        expect(priceChange(entry, last, T)).toEqual(before);
        expect(entry?.previous).toEqual({ price: yesterday, day: Y });
      }),
    );
  });

  test('the change is always relative to the last price shown on the most recent earlier day', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, cents), { minLength: 1, maxLength: 12 }),
        day,
        cents,
        (shows, today, price) => {
          const sorted = [...shows].sort((a, b) => a[0].localeCompare(b[0]));
          let entry: PriceMemoryEntry | undefined;
          for (const [d, p] of sorted) entry = rememberPrice(entry, p, d);
          entry = rememberPrice(entry, price, today);
          const earlier = sorted.filter(([d]) => d < today);
          const reference = earlier[earlier.length - 1];
          const change = priceChange(entry, price, today);
          // Shows on a day after today (a clock set back) freeze the memory: nothing is shown then.
          if (sorted.some(([d]) => d > today)) return change === null;
          if (reference === undefined) return change === null;
          if (shown(reference[1]) === shown(price)) return change === null;
          return change !== null && change.was === reference[1] && change.day === reference[0];
        },
      ),
    );
  });

  test('previous is always from an earlier day than current', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(day, cents), { maxLength: 15 }), (shows) => {
        let entry: PriceMemoryEntry | undefined;
        for (const [d, p] of shows) entry = rememberPrice(entry, p, d);
        return entry?.previous === undefined || entry.previous.day < entry.current.day;
      }),
    );
  });
});

describe('keepRecent', () => {
  const e = (d: string): PriceMemoryEntry => ({ current: { price: 1, day: d } });

  test('keeps all under the cap, in order', () => {
    const entries = [['a', e(Y)] as const, ['b', e(T)] as const];
    expect(keepRecent(entries, 2)).toEqual(entries);
  });

  test('on one day the first ones stay, in their order', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'].map((id) => [id, e(T)] as const);
    expect(keepRecent(entries, 3).map(([id]) => id)).toEqual(['a', 'b', 'c']);
    const mixed = [
      ['a', e(Y)],
      ['b', e(T)],
      ['c', e(Y)],
      ['d', e(T)],
      ['e', e(Y)],
    ] as const;
    expect(keepRecent(mixed, 4).map(([id]) => id)).toEqual(['b', 'd', 'a', 'c']);
  });

  test('over the cap the ones shown longest ago go; on one day the first ones stay', () => {
    const entries = [
      ['new1', e(T)],
      ['old', e(Y)],
      ['new2', e(T)],
      ['newest', e(LATER)],
    ] as const;
    expect(keepRecent(entries, 3).map(([id]) => id)).toEqual(['newest', 'new1', 'new2']);
    expect(keepRecent(entries, 1).map(([id]) => id)).toEqual(['newest']);
    expect(keepRecent(entries, 0)).toEqual([]);
  });

  test('never more than the cap, always the most recent days', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 30 }), fc.nat(30), (days, max) => {
        const entries = days.map((d, i) => [String(i), e(d)] as const);
        const kept = keepRecent(entries, max);
        expect(kept.length).toBe(Math.min(max, entries.length));
        const dropped = entries.filter((x) => !kept.includes(x));
        const oldestKept = kept.reduce(
          (m, [, x]) => (x.current.day < m ? x.current.day : m),
          '9999',
        );
        for (const [, x] of dropped) expect(x.current.day <= oldestKept).toBe(true);
      }),
    );
  });
});

test('monthDay: 11/20, no leading zeros; anything else is empty', () => {
  expect(monthDay('2026-11-20')).toBe('11/20');
  expect(monthDay('2026-01-05')).toBe('1/5');
  expect(monthDay('20261120')).toBe('');
  expect(monthDay('x2026-11-20')).toBe('');
  expect(monthDay('2026-11-20T00:00')).toBe('');
  expect(monthDay('')).toBe('');
});

test('isPrice: finite amounts of 0 or more', () => {
  expect([0, 305, 0.5].every(isPrice)).toBe(true);
  expect([-0.01, Number.NaN, Infinity, null, '305'].some(isPrice)).toBe(false);
});

describe('businessDay', () => {
  test('the day in the business zone, not the phone’s: 23:30 UTC is the next day in Taipei', () => {
    expect(businessDay(new Date('2026-11-20T23:30:00Z'), 'Asia/Taipei')).toBe('2026-11-21');
    expect(businessDay(new Date('2026-11-20T15:59:59Z'), 'Asia/Taipei')).toBe('2026-11-20');
    expect(businessDay(new Date('2026-11-20T16:00:00Z'), 'Asia/Taipei')).toBe('2026-11-21');
    expect(businessDay(new Date('2026-11-20T23:30:00Z'), 'UTC')).toBe('2026-11-20');
  });

  test('the year always has 4 digits', () => {
    expect(businessDay(new Date('0999-06-15T12:00:00Z'), 'UTC')).toBe('0999-06-15');
  });

  test('an invalid date or zone throws', () => {
    expect(() => businessDay(new Date(Number.NaN), 'Asia/Taipei')).toThrow(RangeError);
    expect(() => businessDay(new Date(), 'Nowhere/Never')).toThrow(RangeError);
  });
});

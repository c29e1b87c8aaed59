/**
 * When a sent order can no longer land (domain/send-can-land.ts): the call's own time limit and a margin after it
 * left, by the phone's clock; a clock set back waits the whole limit again.
 */
import fc from 'fast-check';
import {
  CALL_TIME_LIMIT_MS,
  LAND_MARGIN_MS,
  msUntilCannotLand,
} from '../../../src/domain/send-can-land';

const sentAt = '2026-11-28T05:30:00.000Z';
const at = (ms: number) => new Date(Date.parse(sentAt) + ms);

test('the limit is the http time-out of 50 s and a margin of 5 s', () => {
  expect(CALL_TIME_LIMIT_MS).toBe(50_000);
  expect(LAND_MARGIN_MS).toBe(5_000);
  expect(msUntilCannotLand(sentAt, at(0))).toBe(55_000);
  expect(msUntilCannotLand(sentAt, at(1_000))).toBe(54_000);
  expect(msUntilCannotLand(sentAt, at(54_999))).toBe(1);
  expect(msUntilCannotLand(sentAt, at(55_000))).toBe(0);
  expect(msUntilCannotLand(sentAt, at(3_600_000))).toBe(0);
});

test('no time known, a time that is not one, or a clock set back: the whole limit from now', () => {
  expect(msUntilCannotLand(undefined, at(90_000))).toBe(55_000);
  expect(msUntilCannotLand('yesterday', at(90_000))).toBe(55_000);
  expect(msUntilCannotLand(sentAt, at(-1))).toBe(55_000);
  expect(msUntilCannotLand(sentAt, at(-3_600_000), 20)).toBe(20);
});

test('property: the wait plus the time since the send is the limit until it has passed, and 0 after', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10 * 86_400_000 }),
      fc.integer({ min: 1, max: 600_000 }),
      fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') }),
      (since, limit, sent) => {
        const wait = msUntilCannotLand(new Date(sent).toISOString(), new Date(sent + since), limit);
        expect(wait).toBe(since >= limit ? 0 : limit - since);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(limit);
      },
    ),
  );
});

test('property: a clock that went back by any amount never shortens the wait', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10 * 86_400_000 }), (back) => {
      expect(msUntilCannotLand(sentAt, at(-back))).toBe(55_000);
    }),
  );
});

test('the page that sent it counts the time on a clock nobody can set: a phone clock set forward does not shorten the wait', () => {
  // Two minutes forward by the phone's clock, 1 s on the page's own.
  expect(msUntilCannotLand(sentAt, at(120_000), undefined, 1_000)).toBe(54_000);
  expect(msUntilCannotLand(sentAt, at(120_000), undefined, 55_000)).toBe(0);
  // The phone's clock behind the page's: the phone's wait stands.
  expect(msUntilCannotLand(sentAt, at(10_000), undefined, 40_000)).toBe(45_000);
});

test('property: the wait is the longer of the phone clock’s and the page’s own', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -86_400_000, max: 86_400_000 }),
      fc.integer({ min: 0, max: 200_000 }),
      (byPhone, here) => {
        const wait = msUntilCannotLand(sentAt, at(byPhone), undefined, here);
        expect(wait).toBe(
          Math.max(
            byPhone < 0 ? 55_000 : Math.max(0, 55_000 - byPhone),
            Math.max(0, 55_000 - here),
          ),
        );
      },
    ),
  );
});

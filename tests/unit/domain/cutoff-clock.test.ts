import fc from 'fast-check';
import { earliestDeliveryDate } from '../../../src/domain/delivery-date';
import { CUTOFF_TEXT, cutoffClock, weekdayOf } from '../../../src/domain/cutoff-clock';

const TPE = 'Asia/Taipei';
const at = (iso: string) => new Date(iso);

test('the cutoff is 06:00 in the business zone', () => {
  expect(CUTOFF_TEXT).toBe('06:00');
});

test.each([
  // now (Taipei)                     earliest       next cutoff                  minutes left  last hour
  ['2026-11-24T03:46:00+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 134, false],
  // More than an hour by 30 s: 1 小時 0 分, not highlighted yet.
  ['2026-11-24T04:59:30+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 60, false],
  // Exactly 60 minutes: the last hour has begun.
  ['2026-11-24T05:00:00+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 60, true],
  // The minute timer fires a few ms past 05:00: 59 whole minutes remain, never "60".
  ['2026-11-24T05:00:00.005+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 59, true],
  ['2026-11-24T05:00:30+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 59, true],
  ['2026-11-24T05:58:00+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 2, true],
  // The last minute: less than one whole minute (the line says 不到 1 分).
  ['2026-11-24T05:59:00.005+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 0, true],
  ['2026-11-24T05:59:30+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 0, true],
  ['2026-11-24T06:00:00+08:00', '2026-11-26', '2026-11-25T06:00:00+08:00', 1440, false],
  ['2026-11-24T06:00:00.005+08:00', '2026-11-26', '2026-11-25T06:00:00+08:00', 1439, false],
  ['2026-11-24T06:01:00+08:00', '2026-11-26', '2026-11-25T06:00:00+08:00', 1439, false],
  ['2026-11-24T00:00:00+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 360, false],
  ['2026-11-23T23:59:00+08:00', '2026-11-25', '2026-11-24T06:00:00+08:00', 361, false],
  // month end and year end
  ['2026-11-30T07:00:00+08:00', '2026-12-02', '2026-12-01T06:00:00+08:00', 1380, false],
  ['2026-12-31T05:00:00+08:00', '2027-01-01', '2026-12-31T06:00:00+08:00', 60, true],
  ['2026-12-31T23:30:00+08:00', '2027-01-02', '2027-01-01T06:00:00+08:00', 390, false],
  ['2028-02-28T12:00:00+08:00', '2028-03-01', '2028-02-29T06:00:00+08:00', 1080, false],
] as const)(
  'at %s: earliest %s, cutoff %s, %i minutes left, last hour %s',
  (now, earliest, cutoff, minutes, lastHour) => {
    const clock = cutoffClock(at(now), TPE);
    expect(clock.earliestDate).toBe(earliest);
    expect(clock.cutoff.toISOString()).toBe(at(cutoff).toISOString());
    expect(clock.minutesLeft).toBe(minutes);
    expect(clock.lastHour).toBe(lastHour);
  },
);

test('a phone set to another time zone gets the business zone’s clock', () => {
  const original = process.env.TZ;
  try {
    process.env.TZ = 'America/Los_Angeles';
    // 05:30 in Taipei is 13:30 the day before in Los Angeles.
    const clock = cutoffClock(at('2026-11-24T05:30:00+08:00'), TPE);
    expect(clock.earliestDate).toBe('2026-11-25');
    expect(clock.minutesLeft).toBe(30);
    expect(clock.lastHour).toBe(true);
  } finally {
    process.env.TZ = original;
  }
});

test('weekdays: 2026-11-25 is a Wednesday, 2027-01-01 a Friday', () => {
  expect(weekdayOf('2026-11-25')).toBe(3);
  expect(weekdayOf('2027-01-01')).toBe(5);
});

test('property: the clock agrees with the delivery dialog and the next cutoff is at most a day ahead', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2035-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom('Asia/Taipei', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York'),
      (now, zone) => {
        const clock = cutoffClock(now, zone);
        expect(clock.earliestDate).toBe(earliestDeliveryDate(now, zone));
        const left = clock.cutoff.getTime() - now.getTime();
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(24 * 3_600_000 + 3_600_000);
        // Whole minutes, rounded down: never more time than is left, and less than a minute short.
        expect(clock.minutesLeft).toBe(Math.floor(left / 60_000));
        expect(clock.minutesLeft * 60_000).toBeLessThanOrEqual(left);
        expect(left - clock.minutesLeft * 60_000).toBeLessThan(60_000);
        expect(clock.lastHour).toBe(left <= 3_600_000);
        // Just after the cutoff, the earliest date is a day later.
        expect(earliestDeliveryDate(clock.cutoff, zone) > clock.earliestDate).toBe(true);
        expect(earliestDeliveryDate(new Date(clock.cutoff.getTime() - 1), zone)).toBe(
          clock.earliestDate,
        );
      },
    ),
  );
});

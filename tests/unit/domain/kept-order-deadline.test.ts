import fc from 'fast-check';
import { earliestDeliveryDate } from '../../../src/domain/delivery-date';
import {
  dateStillAllowed,
  deadlineNear,
  minutesBeforeDeadline,
  sendDeadline,
} from '../../../src/domain/kept-order-deadline';

const TZ = 'Asia/Taipei';
/** Any instant from 2024 to 2030, and any delivery date within a week either side of it. */
const instant = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const dateNear = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

test('the deadline of a date is 06:00 in Taipei the day before it', () => {
  expect(sendDeadline('2026-11-29', TZ).toISOString()).toBe('2026-11-27T22:00:00.000Z');
  expect(sendDeadline('2026-12-01', TZ).toISOString()).toBe('2026-11-29T22:00:00.000Z');
});

test('a date kept at 02:10 for tomorrow: allowed until 05:59, with 30 minutes of warning', () => {
  const at = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00+08:00`);
  expect(dateStillAllowed('2026-11-29', at('02:10'), TZ)).toBe(true);
  expect(deadlineNear('2026-11-29', at('05:29'), TZ)).toBe(false);
  expect(deadlineNear('2026-11-29', at('05:30'), TZ)).toBe(true);
  expect(minutesBeforeDeadline('2026-11-29', at('05:30'), TZ)).toBe(30);
  expect(minutesBeforeDeadline('2026-11-29', at('05:59'), TZ)).toBe(1);
  expect(dateStillAllowed('2026-11-29', at('05:59'), TZ)).toBe(true);
  expect(dateStillAllowed('2026-11-29', at('06:00'), TZ)).toBe(false);
  expect(deadlineNear('2026-11-29', at('06:00'), TZ)).toBe(false);
  expect(minutesBeforeDeadline('2026-11-29', at('07:00'), TZ)).toBe(0);
});

test('property: a date is still allowed exactly while the deadline has not come, as the dialog decides', () => {
  fc.assert(
    fc.property(instant, fc.integer({ min: -7, max: 7 }), (now, offset) => {
      const date = dateNear(now, offset);
      const allowed = dateStillAllowed(date, now, TZ);
      expect(allowed).toBe(date >= earliestDeliveryDate(now, TZ));
      expect(allowed).toBe(now.getTime() < sendDeadline(date, TZ).getTime());
    }),
  );
});

test('property: the warning shows only in the last 30 minutes of an allowed date, and the minutes count down', () => {
  fc.assert(
    fc.property(instant, fc.integer({ min: -3, max: 3 }), (now, offset) => {
      const date = dateNear(now, offset);
      const left = sendDeadline(date, TZ).getTime() - now.getTime();
      expect(deadlineNear(date, now, TZ)).toBe(left > 0 && left <= 30 * 60_000);
      expect(minutesBeforeDeadline(date, now, TZ)).toBe(Math.max(0, Math.floor(left / 60_000)));
    }),
  );
});

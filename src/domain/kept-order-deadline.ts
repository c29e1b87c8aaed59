/**
 * When an order kept on the phone (waiting for the signal) may still be sent for its delivery date: the last moment
 * is the cutoff the day before that date (06:00 in the business zone), the same rule as the delivery dialog's
 * earliest date. After it, the date is no longer allowed and the order is never sent by itself.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CUTOFF_TEXT } from './cutoff-clock';
import { isBeforeEarliest, earliestDeliveryDate } from './delivery-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The warning starts this long before the deadline. */
export const DEADLINE_WARNING_MS = 30 * 60_000;

/** The instant the delivery date `expecteddate` ('YYYY-MM-DD') stops being allowed. */
export function sendDeadline(expecteddate: string, timeZone: string): Date {
  const dayBefore = dayjs.utc(expecteddate).subtract(1, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${dayBefore} ${CUTOFF_TEXT}`, timeZone).toDate();
}

/** Whether an order for `expecteddate` may still be sent at `now` (the dialog's own check, as of now). */
export const dateStillAllowed = (expecteddate: string, now: Date, timeZone: string): boolean =>
  !isBeforeEarliest(expecteddate, earliestDeliveryDate(now, timeZone));

/** Whole minutes left before the deadline (never below 0), rounded down: the bar never promises time not there. */
export const minutesBeforeDeadline = (expecteddate: string, now: Date, timeZone: string): number =>
  Math.max(
    0,
    Math.floor((sendDeadline(expecteddate, timeZone).getTime() - now.getTime()) / 60_000),
  );

/** The last half hour before the deadline, while the date is still allowed. */
export const deadlineNear = (expecteddate: string, now: Date, timeZone: string): boolean =>
  dateStillAllowed(expecteddate, now, timeZone) &&
  sendDeadline(expecteddate, timeZone).getTime() - now.getTime() <= DEADLINE_WARNING_MS;

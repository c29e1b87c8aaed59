/**
 * The cutoff clock: the next cutoff, the earliest delivery date an order placed now gets, and the time left, all
 * in the business time zone (the distributor's, whatever zone the phone is set to). The same rule as the delivery
 * dialog's earliest date (delivery-date.ts: ordered up to CUTOFF_HOUR:59, delivered tomorrow).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CUTOFF_HOUR, earliestDeliveryDate } from './delivery-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The hour the cutoff falls on: orders placed before it (before 06:00) are delivered tomorrow. */
export const CUTOFF_AT_HOUR = CUTOFF_HOUR + 1;

/** '06:00': the cutoff as shown. */
export const CUTOFF_TEXT = `${String(CUTOFF_AT_HOUR).padStart(2, '0')}:00`;

/** The last hour before the cutoff, highlighted and counted in minutes only. */
export const LAST_HOUR_MS = 3_600_000;

export interface CutoffClock {
  /** The earliest delivery date of an order placed now, 'YYYY-MM-DD' in the business zone. */
  earliestDate: string;
  /** The next cutoff instant. */
  cutoff: Date;
  /**
   * Whole minutes until the cutoff, rounded down: the line never promises time that is not there (0 in the last
   * minute, shown as 「還有不到 1 分」).
   */
  minutesLeft: number;
  /** 60 minutes or fewer remain. */
  lastHour: boolean;
}

/** The clock at `now`. Throws a RangeError for an invalid date or an unknown zone, as earliestDeliveryDate does. */
export function cutoffClock(now: Date, timeZone: string): CutoffClock {
  const earliestDate = earliestDeliveryDate(now, timeZone);
  // The cutoff that decides this date is the day before it, at CUTOFF_AT_HOUR in the business zone.
  const cutoffDay = dayjs.utc(earliestDate).subtract(1, 'day').format('YYYY-MM-DD');
  const cutoff = dayjs.tz(`${cutoffDay} ${CUTOFF_TEXT}`, timeZone).toDate();
  const left = cutoff.getTime() - now.getTime();
  return {
    earliestDate,
    cutoff,
    minutesLeft: Math.floor(left / 60_000),
    lastHour: left <= LAST_HOUR_MS,
  };
}

/** 0 (Sunday) to 6 of a 'YYYY-MM-DD' date. */
export const weekdayOf = (date: string): number => dayjs.utc(date).day();

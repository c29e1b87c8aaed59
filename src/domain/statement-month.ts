/**
 * Which month and week an order belongs to (進貨對帳, the month at a glance). An order counts by its order date
 * (`orderdate`) read in the business time zone, the same date /order shows: an order placed at 00:30 on 1 December
 * in Taipei is December's, whatever zone the phone is set to. Weeks are the month's fixed blocks of days 1–7, 8–14,
 * 15–21, 22–28 and 29 to the month's end, so a month and the month before compare week by week.
 */
import { formatDate } from './format';

/** 'YYYY-MM'. */
export type MonthKey = string;

/** The weeks of a month: 1 to 5, the fifth holding days 29 to the end (none in a February of 28 days). */
export const WEEKS = [1, 2, 3, 4, 5] as const;
export type Week = (typeof WEEKS)[number];

/** The business day 'YYYY-MM-DD' of an order's date, or null when the text is not a date. */
export function orderDay(orderdate: string | null | undefined, timeZone: string): string | null {
  const day = formatDate(orderdate, timeZone);
  return day === '' ? null : day;
}

/** The month an order counts in, or null when its date cannot be read. */
export function orderMonth(
  orderdate: string | null | undefined,
  timeZone: string,
): MonthKey | null {
  return orderDay(orderdate, timeZone)?.slice(0, 7) ?? null;
}

/** The month of `now` in the business time zone. */
export const currentMonth = (now: Date, timeZone: string): MonthKey =>
  formatDate(now.toISOString(), timeZone).slice(0, 7);

/** The month `count` months before `month` (negative: after). */
export function monthsBefore(month: MonthKey, count: number): MonthKey {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) - count;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String(index - y * 12 + 1).padStart(2, '0')}`;
}

export const previousMonth = (month: MonthKey): MonthKey => monthsBefore(month, 1);

/** Days in a month 'YYYY-MM'. */
export function daysIn(month: MonthKey): number {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** The week of a day 'YYYY-MM-DD' of its month. */
export function weekOf(day: string): Week {
  const date = Number(day.slice(8, 10));
  return Math.min(5, Math.ceil(date / 7)) as Week;
}

/** The first and last day (day of month) of a week of `month`; null for a week the month does not have. */
export function weekDays(month: MonthKey, week: Week): { from: number; to: number } | null {
  const from = (week - 1) * 7 + 1;
  const last = daysIn(month);
  if (from > last) return null;
  return { from, to: week === 5 ? last : Math.min(last, week * 7) };
}

/** Is 'YYYY-MM' a month? */
export const isMonthKey = (text: string | null | undefined): text is MonthKey =>
  typeof text === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/**
 * The earliest delivery date and the delivery dialog's checks (docs/cutoff-clock.md). The cutoff is the
 * distributor's: it is read in the business time zone, so a buyer whose phone is set to another zone gets the
 * same earliest date as one in Taipei. The result depends only on the instant and the zone.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Orders placed up to this hour (that is, before 06:00) in the business zone may be delivered tomorrow. */
export const CUTOFF_HOUR = 5;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day ('2025-02-29' is not one). */
export function isValidDateText(text: string | null | undefined): boolean {
  const match = DATE_TEXT.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as given; an impossible day rolls over and fails below.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date plus some days, computed in UTC so no zone's daylight saving can shift it. */
const addDays = (ymd: string, days: number): string =>
  dayjs.utc(ymd).add(days, 'day').format('YYYY-MM-DD');

/**
 * The earliest date a buyer may choose, 'YYYY-MM-DD': tomorrow in the business zone when the hour there is ≤ 5,
 * otherwise the day after tomorrow. Throws a RangeError for an invalid date or an unknown time zone: both are
 * programming or configuration errors that must not quietly pick a wrong day.
 */
export function earliestDeliveryDate(now: Date, timeZone: string): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('earliestDeliveryDate: invalid date');
  const local = dayjs(now).tz(timeZone);
  return addDays(local.format('YYYY-MM-DD'), local.hour() <= CUTOFF_HOUR ? 1 : 2);
}

/** True when `date` is before `earliest` or is not a valid 'YYYY-MM-DD' at all (it cannot be accepted). */
export function isBeforeEarliest(date: string, earliest: string): boolean {
  // Zero-padded ISO dates order as text.
  return !isValidDateText(date) || date < earliest;
}

export interface DeliveryChoice {
  address?: string | null;
  expecteddate?: string | null;
  deliverytime?: string | null;
}

/**
 * Why the delivery dialog cannot be confirmed, as a code the UI maps to its i18n text:
 * 'address' 請選擇收貨地址, 'dateMissing' 請選擇希望配送日期, 'dateTooEarly' 5:00AM以後下單為隔日出貨,
 * 'time' 請選擇希望配送時間.
 */
export type DeliveryProblem = 'address' | 'dateMissing' | 'dateTooEarly' | 'time';

const isBlank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';

/** The first failing check, in this order: address, date missing, date too early, time; or null. */
export function validateDeliveryChoice(
  choice: DeliveryChoice,
  earliest: string,
): DeliveryProblem | null {
  if (isBlank(choice.address)) return 'address';
  // A date that is not a real 'YYYY-MM-DD' was not chosen from the picker: ask for one.
  if (!isValidDateText(choice.expecteddate)) return 'dateMissing';
  if (isBeforeEarliest(choice.expecteddate ?? '', earliest)) return 'dateTooEarly';
  if (isBlank(choice.deliverytime)) return 'time';
  return null;
}

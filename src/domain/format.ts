/**
 * Dates and times as shown: times 'YYYY.MM.DD HH:mm', dates 'YYYY-MM-DD'.
 * The backend writes two kinds of text: instants with an offset ('2026-11-22T09:30:00+08:00', '...Z'), shown in
 * the business time zone; and Admin.NET wall times without one ('2026-11-22 09:30:00', '2026-11-22'), which are
 * already business-zone times and are shown as written, never shifted by the phone's zone. Anything else is ''.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_BUSINESS_TIMEZONE } from '../config/env';
import { isValidDateText } from './delivery-date';

dayjs.extend(utc);
dayjs.extend(timezone);

const TIMESTAMP =
  /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

interface WallTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The text's fields in the business zone, or null when the text is not a real date and time. */
function wallTime(text: string | null | undefined, timeZone: string): WallTime | null {
  const m = TIMESTAMP.exec((text ?? '').trim());
  if (!m) return null;
  const [
    ,
    year = '',
    month = '',
    day = '',
    hour = '00',
    minute = '00',
    second = '00',
    fraction = '',
    zone,
  ] = m;
  const timeOk = Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
  if (!timeOk || !isValidDateText(`${year}-${month}-${day}`)) return null;
  if (zone === undefined) return { year, month, day, hour, minute };
  const offsetMinutes = zone.toUpperCase() === 'Z' ? 0 : offsetOf(zone);
  if (offsetMinutes === null) return null;
  const utcDate = new Date(0);
  utcDate.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  utcDate.setUTCHours(
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  const local = dayjs(utcDate.getTime() - offsetMinutes * 60_000).tz(timeZone);
  return {
    year: local.format('YYYY'),
    month: local.format('MM'),
    day: local.format('DD'),
    hour: local.format('HH'),
    minute: local.format('mm'),
  };
}

/** '+08:00' or '-0530' in minutes east of UTC; null beyond ±14:59. */
function offsetOf(zone: string): number | null {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  return hours <= 14 && minutes <= 59 ? sign * (hours * 60 + minutes) : null;
}

/** 'YYYY.MM.DD HH:mm' in the business zone; '' for text that is not a real date (never 'Invalid Date'). */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  const t = wallTime(iso, timeZone);
  return t ? `${t.year}.${t.month}.${t.day} ${t.hour}:${t.minute}` : '';
}

/** 'YYYY-MM-DD' in the business zone (DEFAULT_BUSINESS_TIMEZONE unless given); '' for text that is not a date. */
export function formatDate(
  iso: string | null | undefined,
  timeZone = DEFAULT_BUSINESS_TIMEZONE,
): string {
  const t = wallTime(iso, timeZone);
  return t ? `${t.year}-${t.month}-${t.day}` : '';
}

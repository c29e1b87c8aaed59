/**
 * Today's business day, 'YYYY-MM-DD' in the business time zone (the distributor's, whatever zone the phone is set
 * to), through `Intl` alone: the screens that show a price change (home among them) need not wait for dayjs and its
 * zone data (docs/performance.md). The first call loads the zone's data: call it after the first paint.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 'YYYY-MM-DD' of `now` in `timeZone`. Throws a RangeError for an invalid date or an unknown zone. */
export function businessDay(now: Date, timeZone: string): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('businessDay: invalid date');
  const parts = formatterOf(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * After a time-out or a network error the order may have landed. It did when the last order is no older than two
 * minutes before the send began, is for the same expecteddate and has the same set of products.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Order } from '../api/types';
import { formatDate } from '../domain/format';
import type { PendingSend } from './order-slice';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LANDED_WINDOW_MS = 2 * 60 * 1000;

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant an order date names: text with an offset as written; Admin.NET wall time ('2026-11-22 09:30:00')
 * is business-zone time. NaN when it is not a date.
 */
export function orderInstant(text: string, timeZone: string): number {
  const trimmed = text.trim();
  if (HAS_OFFSET.test(trimmed)) return Date.parse(trimmed);
  const parsed = dayjs.tz(trimmed.replace(' ', 'T'), timeZone);
  return parsed.isValid() ? parsed.valueOf() : Number.NaN;
}

const idSet = (ids: readonly unknown[]): Set<string> => new Set(ids.map((id) => String(id)));

const sameSet = (a: Set<string>, b: Set<string>): boolean =>
  a.size === b.size && [...a].every((id) => b.has(id));

export function isLandedOrder(
  order: Order | null | undefined,
  pending: PendingSend,
  timeZone: string,
): order is Order {
  if (!order) return false;
  const placedAt = orderInstant(order.orderdate, timeZone);
  if (!Number.isFinite(placedAt) || placedAt < pending.startedAt - LANDED_WINDOW_MS) return false;
  if (formatDate(order.expecteddate, timeZone) !== pending.expecteddate) return false;
  return sameSet(
    idSet(order.orderdetails.map((line) => line.productid)),
    idSet(pending.productids),
  );
}

/**
 * After a lost answer the order may have landed anyway (a slow server commits after the answer is gone). It did when
 * the shop's last order is not the one noted just before the send, is for the same expecteddate and has the same
 * set of products. Nothing here reads a clock: a phone set minutes fast or slow decides nothing.
 */
import type { Order } from '../../api/types';
import { formatDate } from '../../domain/format';
import type { PendingSend } from './order-slice';

const idSet = (ids: readonly unknown[]): Set<string> => new Set(ids.map((id) => String(id)));

const sameSet = (a: Set<string>, b: Set<string>): boolean =>
  a.size === b.size && [...a].every((id) => b.has(id));

export function isLandedOrder(
  order: Order | null | undefined,
  pending: Pick<PendingSend, 'lastOrderno' | 'expecteddate' | 'productids'>,
  timeZone: string,
): order is Order {
  if (!order) return false;
  // The order that was already the last one before the send cannot be the send's.
  if (order.orderno === pending.lastOrderno) return false;
  if (formatDate(order.expecteddate, timeZone) !== pending.expecteddate) return false;
  return sameSet(
    idSet(order.orderdetails.map((line) => line.productid)),
    idSet(pending.productids),
  );
}

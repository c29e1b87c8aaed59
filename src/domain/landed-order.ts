/**
 * After a lost answer the order may have landed anyway (a slow server commits after the answer is gone). It did when
 * the shop's last order is not the one noted just before the send, is for the same expecteddate, and its products are
 * mostly the ones sent. Nothing here reads a clock: a phone set minutes fast or slow decides nothing.
 *
 * A backend may reasonably change the lines of an order it takes: leave out a product it cannot deliver, merge two
 * lines of one product, add a line of its own (a delivery fee, a substitute). So the products need not be the same
 * set: at least half of the products sent must be in the order, and at least half of the order's products must be
 * ones that were sent. What that cannot match: the order that was already the last one before the send, an order for
 * another day, and an order whose products are mostly others than the ones sent (docs/reliability.md, "Exactly once").
 */
import { formatDate } from './format';
import type { Id } from './id';

/** What the rule reads of the shop's last order (the server's order has more). */
export interface PlacedOrder {
  orderno: string;
  expecteddate?: string | null;
  orderdetails: readonly { productid: Id }[];
}

/** What a send left to recognise its order by: the order last before it, its day, and the products it sent. */
export interface SendToFind {
  lastOrderno: string | null;
  /** 'YYYY-MM-DD'. */
  expecteddate: string;
  lines: readonly { productid: string }[];
}

const idSet = (ids: readonly unknown[]): Set<string> => new Set(ids.map((id) => String(id)));

/** True when `order`'s products are mostly the products sent, and the sent ones are mostly in it. */
export function sameProductsMostly(sent: Set<string>, found: Set<string>): boolean {
  if (sent.size === 0 || found.size === 0) return sent.size === found.size;
  const common = [...sent].filter((id) => found.has(id)).length;
  return common * 2 >= sent.size && common * 2 >= found.size;
}

export function isLandedOrder<O extends PlacedOrder>(
  order: O | null | undefined,
  pending: SendToFind,
  timeZone: string,
): order is O {
  if (!order) return false;
  // The order that was already the last one before the send cannot be the send's.
  if (order.orderno === pending.lastOrderno) return false;
  if (formatDate(order.expecteddate, timeZone) !== pending.expecteddate) return false;
  return sameProductsMostly(
    idSet(pending.lines.map((line) => line.productid)),
    idSet(order.orderdetails.map((line) => line.productid)),
  );
}

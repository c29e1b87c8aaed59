/**
 * The shop's order guide (常用清單): the products it orders again and again, read from its own order history. Plain
 * functions over orders, so the rule is tested without a screen and the bench can time it.
 *
 * The rule: a product counts once per order that contains it (returns are a separate list and never come here).
 * It is in the guide when at least two orders contain it, or, for a shop with fewer than three orders, when any
 * does. Ranked by how many orders contain it, then by the latest of those orders; the usual quantity is the median
 * of its quantities in its last five orders. Lives in the store because home (its card's count) and /guide both
 * read it.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Order, Paged } from '../../api/types';
import type { Id } from '../../domain/id';

/** Below this many orders every product ordered is in the guide: a new shop has no "again" yet. */
export const FEW_ORDERS = 3;
/** How many orders must contain a product, once the shop has FEW_ORDERS or more. */
export const MIN_ORDERS_PER_PRODUCT = 2;
/** The usual quantity is the median over this many of the product's latest orders. */
export const RECENT_ORDERS = 5;

export interface GuideEntry {
  productid: Id;
  /** As the latest order wrote it: shown when the catalogue no longer has the product. */
  productname: string;
  /** How many of the shop's orders contain the product. */
  orderCount: number;
  /** The latest such order's date as the server wrote it. */
  lastOrderDate: string;
  /** The product's quantity in each of its latest RECENT_ORDERS orders, newest first. */
  recentQuantities: number[];
}

interface Seen {
  entry: GuideEntry;
  /** When the latest order was placed, as orderTime gives it. */
  lastTime: number;
}

const WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A number that puts the history's dates in order, without a time-zone library (home's card reads the guide, and
 * home should not wait for dayjs and its zone data to show). An instant with an offset is read as it is; the
 * backend's wall times without one ('2026-11-22 09:30:00', already in the business zone) are read as if UTC, which
 * keeps their order. A date that cannot be read sorts last.
 */
function orderTime(text: string): number {
  const iso = text.trim().replace(' ', 'T');
  const time = Date.parse(
    WITH_ZONE.test(iso) ? iso : `${iso.length === 10 ? `${iso}T00:00` : iso}Z`,
  );
  return Number.isNaN(time) ? -Infinity : time;
}

/** Orders newest first. */
function newestFirst(orders: readonly Order[]) {
  return orders
    .map((order) => ({ order, time: orderTime(order.orderdate) }))
    .sort((a, b) => b.time - a.time);
}

/** The product's quantity in one order: the sum of its lines (an order may hold a product twice). */
function quantitiesByProduct(
  order: Order,
): Map<string, { id: Id; name: string; quantity: number }> {
  const byProduct = new Map<string, { id: Id; name: string; quantity: number }>();
  for (const line of order.orderdetails) {
    const key = String(line.productid);
    const quantity = Number.isFinite(line.productquantity) ? line.productquantity : 0;
    const seen = byProduct.get(key);
    if (seen) seen.quantity += quantity;
    else byProduct.set(key, { id: line.productid, name: line.productname, quantity });
  }
  return byProduct;
}

/**
 * The guide of `orders` (the shop's latest, as guide-history-endpoint.ts reads them). `orderCount` is how many
 * orders the shop has in all, which decides the few-orders rule; the orders given when not told.
 */
export function buildOrderGuide(
  orders: readonly Order[],
  orderCount: number = orders.length,
): GuideEntry[] {
  const seen = new Map<string, Seen>();
  for (const { order, time } of newestFirst(orders)) {
    for (const [productKey, line] of quantitiesByProduct(order)) {
      const known = seen.get(productKey);
      if (known === undefined) {
        seen.set(productKey, {
          entry: {
            productid: line.id,
            productname: line.name,
            orderCount: 1,
            lastOrderDate: order.orderdate,
            recentQuantities: [line.quantity],
          },
          lastTime: time,
        });
        continue;
      }
      known.entry.orderCount += 1;
      if (known.entry.recentQuantities.length < RECENT_ORDERS) {
        known.entry.recentQuantities.push(line.quantity);
      }
    }
  }
  const minimum = Math.max(orderCount, orders.length) < FEW_ORDERS ? 1 : MIN_ORDERS_PER_PRODUCT;
  return [...seen.values()]
    .filter(({ entry }) => entry.orderCount >= minimum)
    .sort((a, b) => b.entry.orderCount - a.entry.orderCount || b.lastTime - a.lastTime)
    .map(({ entry }) => entry);
}

/** The median of the quantities (the mean of the middle two for an even count); 0 for none. */
export function medianQuantity(quantities: readonly number[]): number {
  if (quantities.length === 0) return 0;
  const sorted = [...quantities].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * Records the build as the measure 'order-guide'. Never throws: Safari 14.0 (LINE's browser on an iPhone not
 * updated since) rejects measure's options object, which came in 14.1, and a missing measure only costs the bench
 * its figure, never the buyer the guide.
 */
function measureSince(start: number): void {
  try {
    performance.measure('order-guide', { start });
  } catch {
    // No timing on this browser.
  }
}

/**
 * The guide of the shop's history, memoised on the answer (RTK Query keeps the same object until new data arrives),
 * so home's card and /guide build it once. The build is timed as a User Timing measure, 'order-guide', which
 * `npm run bench` reads: 200 orders of 30 lines must take at most 50 ms at 4x CPU.
 */
export const selectOrderGuide = createSelector(
  [(history: Paged<Order>) => history],
  (history): GuideEntry[] => {
    const start = performance.now();
    const guide = buildOrderGuide(history.items, history.total);
    measureSince(start);
    return guide;
  },
);

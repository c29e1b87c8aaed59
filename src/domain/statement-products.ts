/**
 * 進貨對帳's by-product list: each product of the month's orders with its unit, the quantity ordered against the
 * quantity delivered (in hundredths, exact), and the lines delivered short of or over their order with the order
 * they came from. A line not delivered yet counts in `pending`, not as delivered 0.
 */
import {
  deliveredHundredths,
  linesOf,
  orderedHundredths,
  unitOf,
  type StatementOrder,
} from './statement-order';

export interface LineDifference {
  orderno: string;
  ordered: number;
  delivered: number;
}

export interface ProductRow {
  key: string;
  productcode: string;
  productname: string;
  unit: string;
  /** Hundredths ordered on every line of the month. */
  ordered: number;
  /** Hundredths ordered on lines delivered, and delivered on them. */
  orderedDelivered: number;
  delivered: number;
  /** Hundredths ordered on lines not delivered yet. */
  pending: number;
  short: LineDifference[];
  over: LineDifference[];
}

/** The rows of `orders` (the month's, listtype O), most ordered first, then by name. */
export function productRows(orders: readonly StatementOrder[]): ProductRow[] {
  const rows = new Map<string, ProductRow>();
  for (const order of orders) {
    for (const line of linesOf(order)) {
      const ordered = orderedHundredths(line);
      if (ordered === null) continue;
      const unit = unitOf(line);
      const code = line.productcode ?? '';
      const key = `${code === '' ? String(line.productid ?? line.productname ?? '') : code}|${unit}`;
      let row = rows.get(key);
      if (row === undefined) {
        row = {
          key,
          productcode: code,
          productname: line.productname ?? code,
          unit,
          ordered: 0,
          orderedDelivered: 0,
          delivered: 0,
          pending: 0,
          short: [],
          over: [],
        };
        rows.set(key, row);
      }
      row.ordered += ordered;
      const delivered = deliveredHundredths(line);
      if (delivered === null) {
        row.pending += ordered;
        continue;
      }
      row.orderedDelivered += ordered;
      row.delivered += delivered;
      const difference = { orderno: order.orderno, ordered, delivered };
      if (delivered < ordered) row.short.push(difference);
      else if (delivered > ordered) row.over.push(difference);
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.ordered - a.ordered || a.productname.localeCompare(b.productname, 'zh-TW'),
  );
}

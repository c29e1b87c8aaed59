/**
 * What 進貨對帳 reads of an order of the order list (GET /api/order/list, listtype O or R): typed loosely, as the
 * answer may carry an amount that is missing or not a number, and such an amount is counted as unknown, never as 0.
 */
import type { Id } from './id';
import { isFiniteNumber, toUnits } from './decimal';
import { parseQuantityText, toHundredths } from './quantity';

export interface StatementLine {
  productid?: Id | null;
  productcode?: string | null;
  productname?: string | null;
  productquantity?: unknown;
  productqtyText?: string | null;
  deliveryqtyText?: string | null;
  /** The delivery note's number, once the line has left on one. */
  deliveryno?: string | null;
  unitcode?: string | null;
  salesunitcode?: string | null;
}

export interface StatementOrder {
  orderno: string;
  orderdate: string;
  customerid?: Id | null;
  customeridname?: string | null;
  orderamount?: unknown;
  deliveryamount?: unknown;
  expecteddate?: string | null;
  orderdetails?: readonly StatementLine[] | null;
}

/** An amount in whole cents, or null when the answer's value is missing or not a finite number. */
export const centsOf = (value: unknown): number | null =>
  isFiniteNumber(value) ? toUnits(value, 2) : null;

const hundredthsOfText = (text: string | null | undefined): number | null => {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = parseQuantityText(text);
  return value === null ? null : toHundredths(value);
};

/** The ordered quantity of a line in hundredths: productquantity, else its text; null when neither reads. */
export const orderedHundredths = (line: StatementLine): number | null =>
  isFiniteNumber(line.productquantity)
    ? toHundredths(line.productquantity)
    : hundredthsOfText(line.productqtyText);

/**
 * The delivered quantity of a line in hundredths, or null while it is not delivered yet. The order list writes 0.00
 * on a line before it ships; 0 counts as delivered (nothing came: all of it short) only on a line that left on a
 * delivery note (its `deliveryno`).
 */
export function deliveredHundredths(line: StatementLine): number | null {
  const delivered = hundredthsOfText(line.deliveryqtyText);
  if (delivered === 0 && (line.deliveryno ?? '').trim() === '') return null;
  return delivered;
}

export const linesOf = (order: StatementOrder): readonly StatementLine[] =>
  order.orderdetails ?? [];

/**
 * Delivered (出貨) once any of its lines has a delivered quantity: before that its delivery amount means nothing
 * (the backend sends 0) and the order counts apart as 未出貨.
 */
export const isDelivered = (order: StatementOrder): boolean =>
  linesOf(order).some((line) => deliveredHundredths(line) !== null);

/** The unit a line's quantity is in: its unit code, else the sales unit as given. */
export const unitOf = (line: StatementLine): string => line.unitcode ?? line.salesunitcode ?? '';

/** Each order once (by order number): an order placed while pages are read pushes the last of a page onto the next. */
export function uniqueOrders<T extends StatementOrder>(orders: readonly T[]): T[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (seen.has(order.orderno)) return false;
    seen.add(order.orderno);
    return true;
  });
}

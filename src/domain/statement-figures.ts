/**
 * A month's figures (進貨對帳): exact sums in whole cents, with what could not be summed counted apart. 訂購金額
 * sums the order amounts of every order of the month; 出貨金額 the delivery amounts of the delivered ones (an order
 * not delivered yet counts as 未出貨, never as 0); 退貨金額 the returns' delivery amounts; 淨額 = 出貨 − 退貨.
 */
import { centsOf, isDelivered, uniqueOrders, type StatementOrder } from './statement-order';
import { orderDay, weekOf, WEEKS, type MonthKey, type Week } from './statement-month';

/** A sum of the amounts that could be read, and how many could not. */
export interface AmountSum {
  cents: number;
  /** Orders whose amount was missing or not a number: left out of `cents`. */
  unknown: number;
}

export interface MonthFigures {
  month: MonthKey;
  /** Orders (listtype O) of the month. */
  orders: number;
  ordered: AmountSum;
  /** Delivered orders: their count and delivery amounts. */
  delivered: AmountSum & { count: number };
  /** Orders not delivered yet: their count and order amounts. */
  notDelivered: AmountSum & { count: number };
  returns: AmountSum & { count: number };
  /** 出貨 − 退貨, in cents; `unknown` counts the amounts left out of either. */
  net: AmountSum;
  /** 出貨金額 of each week (WEEKS order). */
  weeks: { week: Week; cents: number }[];
}

const emptySum = (): AmountSum & { count: number } => ({ cents: 0, unknown: 0, count: 0 });

function add(sum: AmountSum, cents: number | null): void {
  if (cents === null) sum.unknown += 1;
  else sum.cents += cents;
}

/** The orders of `month` (each once), by the business day of their order date. */
export function ordersOfMonth<T extends StatementOrder>(
  orders: readonly T[],
  month: MonthKey,
  timeZone: string,
): T[] {
  return uniqueOrders(orders).filter(
    (order) => orderDay(order.orderdate, timeZone)?.slice(0, 7) === month,
  );
}

/** The figures of `month` from the order list (O) and the return list (R), each as fetched (any months). */
export function monthFigures(
  orders: readonly StatementOrder[],
  returns: readonly StatementOrder[],
  month: MonthKey,
  timeZone: string,
): MonthFigures {
  const returnNos = new Set(returns.map((order) => order.orderno));
  // A return is counted once, as a return, even where the order list also carries it.
  const ofMonth = ordersOfMonth(orders, month, timeZone).filter((o) => !returnNos.has(o.orderno));
  const ordered: AmountSum = { cents: 0, unknown: 0 };
  const delivered = emptySum();
  const notDelivered = emptySum();
  const weekCents = new Map<Week, number>(WEEKS.map((w) => [w, 0]));
  for (const order of ofMonth) {
    add(ordered, centsOf(order.orderamount));
    if (isDelivered(order)) {
      delivered.count += 1;
      const cents = centsOf(order.deliveryamount);
      add(delivered, cents);
      const day = orderDay(order.orderdate, timeZone);
      if (cents !== null && day !== null) {
        const week = weekOf(day);
        weekCents.set(week, (weekCents.get(week) ?? 0) + cents);
      }
    } else {
      notDelivered.count += 1;
      add(notDelivered, centsOf(order.orderamount));
    }
  }
  const returned = emptySum();
  for (const order of ordersOfMonth(returns, month, timeZone)) {
    returned.count += 1;
    add(returned, centsOf(order.deliveryamount));
  }
  return {
    month,
    orders: ofMonth.length,
    ordered,
    delivered,
    notDelivered,
    returns: returned,
    net: { cents: delivered.cents - returned.cents, unknown: delivered.unknown + returned.unknown },
    weeks: WEEKS.map((week) => ({ week, cents: weekCents.get(week) ?? 0 })),
  };
}

/** A month with nothing in it: no order and no return. */
export const isEmptyMonth = (figures: MonthFigures): boolean =>
  figures.orders === 0 && figures.returns.count === 0;

/**
 * Amounts: prices to the cent times quantities to the hundredth, summed exactly
 * in ten-thousandths of a dollar (BigInt, so no cart is too large) and rounded once, half up, to whole dollars.
 */
import {
  divideHalfUp,
  formatUnits,
  fromUnits,
  groupThousands,
  isFiniteNumber,
  toUnits,
} from './decimal';

/** Orders of this amount or more ship free. */
export const FREE_SHIPPING_THRESHOLD = 8000;

/** What the amount needs of a cart or order line; a market-price line (時價) has no price and counts 0. */
export interface PricedLine {
  productprice?: number | null;
  productquantity: number;
}

const TEN_THOUSANDTHS_PER_DOLLAR = 10_000n;

/** Whole units of a finite number (NaN, ±Infinity and a missing value count 0). */
const unitsOr0 = (value: number | null | undefined, decimals: number): number =>
  isFiniteNumber(value) ? toUnits(value, decimals) : 0;

/** price × quantity in ten-thousandths of a dollar: cents × hundredths, exact. */
const lineTenThousandths = (price: number | null | undefined, quantity: number): bigint =>
  BigInt(unitsOr0(price, 2)) * BigInt(unitsOr0(quantity, 2));

/** price × quantity, unrounded (at most 4 decimals); a missing price counts 0. */
export function lineAmount(price: number | null | undefined, quantity: number): number {
  return Number(lineTenThousandths(price, quantity)) / Number(TEN_THOUSANDTHS_PER_DOLLAR);
}

/** Σ price × quantity, computed exactly, rounded half up to whole dollars. */
export function orderAmount(lines: readonly PricedLine[]): number {
  let total = 0n;
  for (const line of lines) total += lineTenThousandths(line.productprice, line.productquantity);
  return Number(divideHalfUp(total, TEN_THOUSANDTHS_PER_DOLLAR));
}

/** How much more buys free shipping; 0 once the threshold is reached. A NaN amount counts as 0. */
export function freeShippingGap(amount: number): number {
  const gapCents = toUnits(FREE_SHIPPING_THRESHOLD, 2) - unitsOr0(amount, 2);
  return gapCents > 0 ? fromUnits(gapCents, 2) : 0;
}

/** Whole units with thousands separators and a leading '-' when negative: -1234.5 → '-1,235' (half up). */
function groupedWhole(value: number): string {
  const whole = toUnits(value, 0);
  const digits = groupThousands(formatUnits(Math.abs(whole), 0));
  return whole < 0 ? `-${digits}` : digits;
}

/** '$12,345': whole dollars (half up), thousands separators, '-$5' when negative, '' for NaN or ±Infinity. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const text = groupedWhole(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Shown where a credit line is unknown; a dash reads as "none given", where '' would look like a rendering gap. */
export const NO_CREDIT_LINE = '—';

/** '1,500,000': en-US grouping, no decimals (half up); NO_CREDIT_LINE for null, undefined, NaN or ±Infinity. */
export function formatCreditLine(credit: number | null | undefined): string {
  if (!isFiniteNumber(credit)) return NO_CREDIT_LINE;
  return groupedWhole(credit);
}

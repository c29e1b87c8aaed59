/**
 * Order quantities: 2 decimals, 0 to 99,999, stepped and snapped by the
 * product's order multiple. Arithmetic runs on integers; rounding happens in decimal.ts only.
 */
import { divideHalfUp, formatUnits, fromUnits, isFiniteNumber, toUnits } from './decimal';

export const QUANTITY_MAX = 99999;
/** The multiple of a product that declares none. */
export const DEFAULT_ORDER_MULTIPLE = 1;

/**
 * Multiples may carry more decimals than a quantity (0.125): snapping and stepping work in millionths, so the
 * nearest multiple is found exactly, and only the result is rounded to hundredths.
 */
const FINE = 6;
const FINE_PER_HUNDREDTH = 10_000n;
const MAX_FINE = QUANTITY_MAX * 10 ** FINE;

/**
 * Thrown for an order multiple that is not a number greater than 0. The UI shows `訂購倍數必須大於 0`
 * by mapping `code` through i18n; `message` is for logs only.
 */
export class InvalidMultipleError extends Error {
  readonly code = 'invalidMultiple' as const;
  readonly multiple: unknown;

  constructor(multiple: unknown) {
    super(`The order multiple must be a number greater than 0, got ${String(multiple)}`);
    this.name = 'InvalidMultipleError';
    this.multiple = multiple;
  }
}

/** The multiple itself, or InvalidMultipleError for anything that is not a finite number > 0. */
function validMultiple(multiple: unknown): number {
  if (!isFiniteNumber(multiple) || multiple <= 0) {
    throw new InvalidMultipleError(multiple);
  }
  return multiple;
}

/** A product's multiple: 1 when it declares none, an InvalidMultipleError when it declares one ≤ 0. */
export function normaliseMultiple(multiple: number | null | undefined): number {
  return multiple === null || multiple === undefined
    ? DEFAULT_ORDER_MULTIPLE
    : validMultiple(multiple);
}

export const toHundredths = (quantity: number): number => toUnits(quantity, 2);
export const fromHundredths = (hundredths: number): number => fromUnits(hundredths, 2);

/** Exact floor division of a non-negative integer by a positive one (a float division could round up). */
const floorDiv = (a: number, b: number): number => (a - (a % b)) / b;

/**
 * A multiple below a millionth counts as one millionth rather than dividing by zero; one above the max allows only
 * 0 whatever its size, so it is capped to keep the integer arithmetic below 2^53.
 */
const fineMultiple = (multiple: number): number =>
  Math.min(Math.max(1, toUnits(validMultiple(multiple), FINE)), MAX_FINE + 1);

/** Any number into [0, QUANTITY_MAX] in millionths; NaN counts as 0. */
function fineQuantity(value: number): number {
  if (Number.isNaN(value)) return 0;
  return toUnits(Math.min(Math.max(value, 0), QUANTITY_MAX), FINE);
}

const fineToQuantity = (fine: number): number =>
  fromHundredths(Number(divideHalfUp(BigInt(fine), FINE_PER_HUNDREDTH)));

/** The largest multiple of `m` (millionths) that does not pass QUANTITY_MAX. */
const topMultiple = (m: number): number => floorDiv(MAX_FINE, m) * m;

/**
 * The multiple of `multiple` nearest to `value`, ties up, rounded to 2 decimals, within [0, QUANTITY_MAX] (above
 * the max it is the largest multiple not above it). Throws InvalidMultipleError for a multiple ≤ 0, NaN or none.
 */
export function snapToMultiple(value: number, multiple: number): number {
  const m = fineMultiple(multiple);
  const v = fineQuantity(value);
  // floor((2v + m) / 2m) is v / m rounded half up.
  const k = floorDiv(2 * v + m, 2 * m);
  return fineToQuantity(Math.min(k * m, topMultiple(m)));
}

/**
 * A quantity remembered from an earlier order, on the product's current multiple: snapped to it, and at least one
 * multiple (a remembered 0.3 of a 0.5 multiple is 0.5, not 0). Throws InvalidMultipleError for a multiple ≤ 0.
 */
export function snapToAtLeastOneMultiple(
  quantity: number,
  multiple: number | null | undefined,
): number {
  const m = normaliseMultiple(multiple);
  const snapped = snapToMultiple(quantity, m);
  return snapped > 0 ? snapped : snapToMultiple(m, m);
}

/**
 * One press of plus (1) or minus (-1): to the next multiple up or down, never below 0 and never above the largest
 * multiple within QUANTITY_MAX (a press that cannot move keeps the quantity). From a whole number of multiples that is
 * one multiple more or less; from a quantity off the multiple (a line kept from before the product's multiple changed)
 * it is the nearest whole number of multiples that way, so a press never sends a quantity the server refuses.
 */
export function stepQuantity(current: number, multiple: number, direction: 1 | -1): number {
  const m = fineMultiple(multiple);
  const c = fineQuantity(current);
  if (direction === -1) return fineToQuantity(Math.max(0, (floorDiv(c + m - 1, m) - 1) * m));
  const top = topMultiple(m);
  const next = (floorDiv(c, m) + 1) * m;
  return fineToQuantity(next <= top ? next : Math.max(c, top));
}

const FULL_WIDTH_DIGITS = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_ZERO = 0xff10;

/**
 * A typed quantity: digits and at most one decimal point ('2.', '.5' and '２．５' included), surrounding spaces
 * ignored. Signs, exponents, separators, letters and '' give null. Not snapped or clamped: snapToMultiple does that.
 */
export function parseQuantityText(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const ascii = text
    .replace(FULL_WIDTH_DIGITS, (c) => String.fromCharCode(c.charCodeAt(0) - FULL_WIDTH_ZERO + 48))
    .replaceAll('\uFF0E', '.')
    .trim();
  return /^(?:\d+\.?\d*|\.\d+)$/.test(ascii) ? Number(ascii) : null;
}

/** '2.50': a quantity with exactly 2 decimals (rounded half up); '' for NaN or ±Infinity. */
export function formatQuantity(quantity: number): string {
  return Number.isFinite(quantity) ? formatUnits(toHundredths(quantity), 2) : '';
}

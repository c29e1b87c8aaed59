/**
 * The one place where decimal numbers become integers and back (pure rules live in domain/). Money,
 * quantities and weights are computed on integer units (hundredths, cents, ...) so that 0.1 + 0.2 is 0.3; every
 * rounding in the domain goes through `toUnits` or `divideHalfUp`, and both round half up (towards +∞).
 */

/**
 * A finite number: not null or undefined, not NaN, not ±Infinity. `Number.isFinite` as a type guard: it already says
 * false for null, undefined and any value that is not a number (it never converts), so no other check is needed.
 */
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** 0 instead of -0, so that no formatter ever prints '-0'. */
const positiveZero = (n: number): number => (n === 0 ? 0 : n);

/**
 * `value` × 10^decimals as an integer, rounded half up. The shift is done on the number's shortest decimal text
 * ('2.675' → '2.675e2' = 267.5 exactly) rather than by multiplying, because 2.675 × 100 is 267.49999999999997 and
 * would round the wrong way. NaN and ±Infinity stay as they are; callers decide what they mean.
 */
export function toUnits(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const text = String(value);
  // Exponent forms (1e-7, 1e+21) cannot take a second exponent; they are tiny or already integers.
  const shifted = text.includes('e') ? value * 10 ** decimals : Number(`${text}e${decimals}`);
  return positiveZero(Math.round(shifted));
}

/** An integer number of units back to a number: one division, so the result is the double nearest the decimal. */
export function fromUnits(units: number, decimals: number): number {
  return positiveZero(units / 10 ** decimals);
}

/** `value` rounded half up to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const units = toUnits(value, decimals);
  return Number.isFinite(units) ? fromUnits(units, decimals) : units;
}

/** numerator / denominator rounded half up (towards +∞), exact for integers of any size; denominator > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  // floor((2n + d) / 2d) is the half-up quotient; BigInt division truncates, so correct it for negatives.
  const twice = 2n * numerator + denominator;
  const divisor = 2n * denominator;
  const quotient = twice / divisor;
  return twice % divisor !== 0n && twice < 0n ? quotient - 1n : quotient;
}

/** Digits of a non-negative integer text grouped by thousands: '1234567' → '1,234,567'. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A whole number of units with exactly `decimals` places ('250', 2 → '2.50'); integers beyond 2^53 print through
 * BigInt so they never turn into '1e+21'.
 */
export function formatUnits(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = BigInt(Math.abs(units))
    .toString()
    .padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  const cut = digits.length - decimals;
  return `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/**
 * Weight, one rule everywhere: the drawer, last purchase and /createorder all use it.
 * A KG line counts its quantity; any other line counts quantity × unit weight / order multiple, the unit weight
 * being the weight of one order multiple. Lines are summed as exact fractions and rounded once, to 2 decimals.
 */
import { divideHalfUp, formatUnits, fromUnits, isFiniteNumber, toUnits } from './decimal';

export interface WeighedLine {
  unitcode?: string | null;
  productquantity: number;
  unitweight?: number | null;
  ordermultiple?: number | null;
}

/** Unit weights and multiples are read to the millionth (a milligram), quantities to the hundredth. */
const FINE = 6;
const FINE_ONE = 10 ** FINE;

interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** The unit code is `KG` for KG lines; the backend's spacing and case vary. */
export const isKgUnit = (unitcode: string | null | undefined): boolean =>
  typeof unitcode === 'string' && unitcode.trim().toUpperCase() === 'KG';

const finiteOr0 = (value: number | null | undefined): number => (isFiniteNumber(value) ? value : 0);

/** A line's weight in KG as an exact fraction. */
function lineFraction(line: WeighedLine): Fraction {
  const hundredths = BigInt(toUnits(finiteOr0(line.productquantity), 2));
  if (isKgUnit(line.unitcode)) return { numerator: hundredths, denominator: 100n };
  const multiple = finiteOr0(line.ordermultiple);
  // A missing, 0 (or nonsensical negative) multiple counts as 1, as the order multiple's default does.
  const multipleFine = multiple > 0 ? Math.max(1, toUnits(multiple, FINE)) : FINE_ONE;
  const weightFine = BigInt(toUnits(finiteOr0(line.unitweight), FINE));
  // (h / 100) × (w / 10^6) / (m / 10^6) = h × w / (100 × m)
  return { numerator: hundredths * weightFine, denominator: 100n * BigInt(multipleFine) };
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

function add(a: Fraction, b: Fraction): Fraction {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  // Reducing keeps the numbers small: a cart's denominators share factors of 10.
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** One line's weight in KG, unrounded (the total rounds, not each line). */
export function lineWeightKg(line: WeighedLine): number {
  const { numerator, denominator } = lineFraction(line);
  return Number(numerator) / Number(denominator);
}

/** Σ line weights in KG, computed exactly and rounded half up to 2 decimals. */
export function totalWeightKg(lines: readonly WeighedLine[]): number {
  const sum = lines.map(lineFraction).reduce(add, { numerator: 0n, denominator: 1n });
  return fromUnits(Number(divideHalfUp(sum.numerator * 100n, sum.denominator)), 2);
}

/** '12.50 KG' (2 decimals, half up); '' for NaN or ±Infinity. */
export function formatWeight(kg: number): string {
  return Number.isFinite(kg) ? `${formatUnits(toUnits(kg, 2), 2)} KG` : '';
}

/**
 * Counting to par (盤點): "we have 3 kg, we keep 10, order 7". What a cook types as on hand or par, and the
 * quantity to order (建議): par − on hand rounded up to the order multiple, never below 0. Integer arithmetic in
 * millionths, as quantity.ts snaps: 10 − 2.7 is exactly 7.3 (floats make it 7.300000000000001), 7.5 on a 0.5 multiple.
 */
import { toUnits } from './decimal';
import { InvalidMultipleError, QUANTITY_MAX, fromHundredths, parseQuantityText } from './quantity';

/** Why a typed amount is refused: not a number of 0 or more, or a fraction of a product counted in units. */
export type CountProblem = 'notANumber' | 'notWhole';

/** A typed amount: a number (null when the field is empty) or why it is refused. */
export type CountReading = { value: number | null } | { problem: CountProblem };

/**
 * What a cook typed: digits with one decimal point for a KG product ('2.5', '２．５'), whole numbers for a product
 * counted in units ('3'; '2.5' is 'notWhole'). Signs, letters and separators are 'notANumber'; '' is empty.
 */
export function parseCountText(text: string, kg: boolean): CountReading {
  if (text.trim() === '') return { value: null };
  const value = parseQuantityText(text);
  if (value === null) return { problem: 'notANumber' };
  if (!kg && !Number.isInteger(value)) return { problem: 'notWhole' };
  return { value };
}

const FINE = 6;
const MAX_FINE = QUANTITY_MAX * 10 ** FINE;
const FINE_PER_HUNDREDTH = 10_000;

/** Exact floor division of a non-negative integer by a positive one. */
const floorDiv = (a: number, b: number): number => (a - (a % b)) / b;
const fine = (value: number): number => toUnits(Math.min(Math.max(value, 0), QUANTITY_MAX), FINE);

/**
 * 建議: the smallest multiple of `multiple` that is at least par − on hand, 0 when on hand reaches par, at most the
 * largest multiple within 99,999. A multiple with more than 2 decimals (0.125) gives a result rounded up to the
 * hundredth: a quantity has 2 decimals, and rounding up never orders short of par. Throws InvalidMultipleError
 * for a multiple that is not a number > 0.
 */
export function suggestedQuantity(par: number, onHand: number, multiple: number): number {
  if (!Number.isFinite(multiple) || multiple <= 0) throw new InvalidMultipleError(multiple);
  // A multiple below a millionth counts as one; above the max it allows nothing but 0.
  const m = Math.min(Math.max(1, toUnits(multiple, FINE)), MAX_FINE + 1);
  const need = fine(par) - fine(onHand);
  if (need <= 0) return 0;
  const top = floorDiv(MAX_FINE, m) * m;
  const wanted = Math.min(floorDiv(need + m - 1, m) * m, top);
  return fromHundredths(Math.ceil(wanted / FINE_PER_HUNDREDTH));
}

import fc from 'fast-check';
import { parseCountText, suggestedQuantity } from '../../../src/domain/par-count';
import {
  InvalidMultipleError,
  QUANTITY_MAX,
  fromHundredths,
  toHundredths,
} from '../../../src/domain/quantity';

describe('parseCountText', () => {
  test.each([
    ['2.5', true, 2.5],
    ['２．５', true, 2.5],
    [' 3 ', true, 3],
    ['0', false, 0],
    ['12', false, 12],
    ['2.', false, 2],
  ])('%j (KG: %s) reads as %d', (text, kg, value) => {
    expect(parseCountText(text, kg)).toEqual({ value });
  });

  test.each(['', '   '])('%j is empty', (text) => {
    expect(parseCountText(text, true)).toEqual({ value: null });
  });

  test.each(['-1', 'abc', '1,5', '1e3', '2..5', '3kg'])('%j is not a number', (text) => {
    expect(parseCountText(text, true)).toEqual({ problem: 'notANumber' });
    expect(parseCountText(text, false)).toEqual({ problem: 'notANumber' });
  });

  test('a fraction is refused for a product counted in units, not for a KG one', () => {
    expect(parseCountText('2.5', false)).toEqual({ problem: 'notWhole' });
    expect(parseCountText('2.5', true)).toEqual({ value: 2.5 });
  });
});

describe('suggestedQuantity', () => {
  test.each([
    // The case: we have 3, we keep 10, order 7.
    [10, 3, 1, 7],
    // No float drift: 10 − 2.7 = 7.3 → 7.5 on a 0.5 multiple.
    [10, 2.7, 0.5, 7.5],
    [10, 2.7, 1, 8],
    [10, 2.7, 5, 10],
    [0.3, 0.1, 0.1, 0.2],
    // On hand reaches or passes par: nothing to order.
    [10, 10, 0.5, 0],
    [10, 12.5, 1, 0],
    [0, 0, 1, 0],
    // A multiple with 3 decimals: rounded up to the hundredth, never short of par.
    [1, 0, 0.125, 1],
    [0.3, 0, 0.125, 0.38],
    // Never above the largest multiple within 99,999.
    [QUANTITY_MAX, 0, 2, 99_998],
    [200_000, 0, 1, QUANTITY_MAX],
    // A multiple above the max allows nothing but 0.
    [QUANTITY_MAX, 0, QUANTITY_MAX + 1, 0],
    [100, 0, 100_000, 0],
  ])('par %d, on hand %d, multiple %d → %d', (par, onHand, multiple, expected) => {
    expect(suggestedQuantity(par, onHand, multiple)).toBe(expected);
  });

  test.each([0, -1, Number.NaN])('a multiple of %d throws InvalidMultipleError', (multiple) => {
    expect(() => suggestedQuantity(10, 3, multiple)).toThrow(InvalidMultipleError);
  });
});

const MAX_HUNDREDTHS = QUANTITY_MAX * 100;
const amount = fc.integer({ min: 0, max: MAX_HUNDREDTHS });
/** Multiples as products declare them: 0.01 to 1,000 in hundredths. */
const multiple = fc.integer({ min: 1, max: 100_000 });

describe('suggestedQuantity, for any par, on hand and multiple (in hundredths)', () => {
  const suggested = (par: number, onHand: number, m: number) =>
    toHundredths(suggestedQuantity(fromHundredths(par), fromHundredths(onHand), fromHundredths(m)));

  test('is a multiple of the order multiple and never negative', () => {
    fc.assert(
      fc.property(amount, amount, multiple, (par, onHand, m) => {
        const s = suggested(par, onHand, m);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s % m).toBe(0);
      }),
    );
  });

  test('is at least par − on hand and less than par − on hand + one multiple', () => {
    fc.assert(
      fc.property(amount, amount, multiple, (par, onHand, m) => {
        const need = par - onHand;
        // Below the cap: the largest multiple within 99,999 may be short of a need near it.
        fc.pre(need + m <= MAX_HUNDREDTHS);
        const s = suggested(par, onHand, m);
        expect(s).toBeGreaterThanOrEqual(need);
        expect(s).toBeLessThan(Math.max(need, 0) + m);
      }),
    );
  });

  test('is 0 exactly when on hand reaches par', () => {
    fc.assert(
      fc.property(amount, amount, multiple, (par, onHand, m) => {
        expect(suggested(par, onHand, m) === 0).toBe(onHand >= par);
      }),
    );
  });
});

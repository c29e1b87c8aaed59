import fc from 'fast-check';
import {
  DEFAULT_ORDER_MULTIPLE,
  InvalidMultipleError,
  QUANTITY_MAX,
  formatQuantity,
  fromHundredths,
  normaliseMultiple,
  parseQuantityText,
  snapToAtLeastOneMultiple,
  snapToMultiple,
  stepQuantity,
  toHundredths,
} from '../../../src/domain/quantity';

const MAX_HUNDREDTHS = QUANTITY_MAX * 100;

describe('parseQuantityText', () => {
  test.each([
    ['2.5', 2.5],
    ['２．５', 2.5],
    ['１２', 12],
    ['  3  ', 3],
    ['\u30004\u3000', 4],
    ['2.', 2],
    ['.5', 0.5],
    ['12.5', 12.5],
    ['.25', 0.25],
    ['１０．７５', 10.75],
    ['007', 7],
    ['0', 0],
  ])('%j reads as %d', (text, value) => {
    expect(parseQuantityText(text)).toBe(value);
  });

  test.each([
    '',
    '   ',
    '-2',
    '1e3',
    '1.2.3',
    'abc',
    '+1',
    '1,000',
    '.',
    '2 5',
    '０x１',
    'Infinity',
  ])('%j is refused', (text) => {
    expect(parseQuantityText(text)).toBeNull();
  });

  test('null and undefined are refused', () => {
    expect(parseQuantityText(null)).toBeNull();
    expect(parseQuantityText(undefined)).toBeNull();
  });
});

describe('snapToMultiple', () => {
  test.each([
    [2.4, 1, 2],
    [2.5, 1, 3],
    [2.49, 1, 2],
    [0.24, 0.5, 0],
    [0.25, 0.5, 0.5],
    [7.5, 5, 10],
    [7.49, 5, 5],
    [0.008, 0.02, 0],
    [0.01, 0.02, 0.02],
    [1.234, 0.01, 1.23],
    [1.235, 0.01, 1.24],
  ])('snap(%d, %d) = %d (nearest, ties up)', (value, multiple, snapped) => {
    expect(snapToMultiple(value, multiple)).toBe(snapped);
  });

  test('0.1 + 0.2 snaps to exactly 0.3', () => {
    expect(snapToMultiple(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(snapToMultiple(0.1 + 0.2, 0.01)).toBe(0.3);
  });

  test('a multiple with more decimals than a quantity is matched exactly, then rounded to 2 decimals', () => {
    expect(snapToMultiple(0.3, 0.125)).toBe(0.25);
    expect(snapToMultiple(0.33, 0.125)).toBe(0.38);
  });

  test('values are clamped to [0, max], the max snapped down to a multiple', () => {
    expect(snapToMultiple(1e9, 1)).toBe(99999);
    expect(snapToMultiple(1e9, 5)).toBe(99995);
    expect(snapToMultiple(1e9, 0.5)).toBe(99999);
    expect(snapToMultiple(99998, 7)).toBe(99995);
    expect(snapToMultiple(99999, 10)).toBe(99990);
    expect(snapToMultiple(Number.POSITIVE_INFINITY, 2)).toBe(99998);
    expect(snapToMultiple(-3, 1)).toBe(0);
    expect(snapToMultiple(Number.NaN, 1)).toBe(0);
    expect(snapToMultiple(5, 1e12)).toBe(0);
  });

  test('a multiple above the max allows only 0, even for a value at the max', () => {
    expect(snapToMultiple(QUANTITY_MAX, QUANTITY_MAX + 1)).toBe(0);
    expect(snapToMultiple(QUANTITY_MAX, 100_000)).toBe(0);
    expect(snapToMultiple(QUANTITY_MAX, QUANTITY_MAX)).toBe(QUANTITY_MAX);
  });

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, undefined, null])(
    'a multiple of %s throws InvalidMultipleError',
    (multiple) => {
      const snap = () => snapToMultiple(3, multiple as number);
      expect(snap).toThrow(InvalidMultipleError);
      expect(snap).toThrow(
        expect.objectContaining({ code: 'invalidMultiple', name: 'InvalidMultipleError' }),
      );
    },
  );
});

describe('snapToAtLeastOneMultiple: a remembered quantity on the current multiple', () => {
  test.each([
    // Snapped as snapToMultiple snaps: a remembered 3.2 on a 0.5 multiple is 3, not one multiple.
    [3.2, 0.5, 3],
    [8, 5, 10],
    [7, 5, 5],
    [2, undefined, 2],
    [12.5, null, 13],
    // Never less than one multiple.
    [0.3, 0.5, 0.5],
    [0, 5, 5],
    [0, null, 1],
    [-2, 0.25, 0.25],
  ])('%d on a multiple of %s is %d', (quantity, multiple, expected) => {
    expect(snapToAtLeastOneMultiple(quantity, multiple)).toBe(expected);
  });

  test('a multiple of 0 or less is an error, as everywhere', () => {
    expect(() => snapToAtLeastOneMultiple(3, 0)).toThrow(InvalidMultipleError);
    expect(() => snapToAtLeastOneMultiple(3, -1)).toThrow(InvalidMultipleError);
  });
});

describe('normaliseMultiple', () => {
  test('no multiple means the default 1; a positive one is kept', () => {
    expect(DEFAULT_ORDER_MULTIPLE).toBe(1);
    expect(normaliseMultiple(null)).toBe(1);
    expect(normaliseMultiple(undefined)).toBe(1);
    expect(normaliseMultiple(0.5)).toBe(0.5);
  });

  test.each([0, -1, Number.NaN])('%d is still an error', (multiple) => {
    expect(() => normaliseMultiple(multiple)).toThrow(InvalidMultipleError);
  });
});

describe('stepQuantity', () => {
  test('plus and minus move by the multiple, exactly', () => {
    expect(stepQuantity(2, 1, 1)).toBe(3);
    expect(stepQuantity(3, 1, -1)).toBe(2);
    expect(stepQuantity(0.2, 0.1, 1)).toBe(0.3);
    expect(stepQuantity(0.3, 0.1, -1)).toBe(0.2);
    expect(stepQuantity(2.5, 0.5, 1)).toBe(3);
  });

  test('never below 0', () => {
    expect(stepQuantity(0, 1, -1)).toBe(0);
    expect(stepQuantity(0.5, 1, -1)).toBe(0);
  });

  test('from a quantity off the multiple, to the nearest whole number of multiples that way', () => {
    // A line of 3 kept from before the product's multiple became 2: plus is 4 and minus 2, never 5 or 1.
    expect(stepQuantity(3, 2, 1)).toBe(4);
    expect(stepQuantity(3, 2, -1)).toBe(2);
    expect(stepQuantity(0.3, 0.5, 1)).toBe(0.5);
    expect(stepQuantity(0.3, 0.5, -1)).toBe(0);
    expect(stepQuantity(2.01, 1, 1)).toBe(3);
    expect(stepQuantity(2.99, 1, -1)).toBe(2);
    // Above the largest multiple within the max (99,995 for 5), plus keeps the quantity and minus goes to it.
    expect(stepQuantity(99998, 5, 1)).toBe(99998);
    expect(stepQuantity(99998, 5, -1)).toBe(99995);
  });

  test('property: a press lands on a whole number of multiples, one step the way it was pressed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 9_999_900 }),
        fc.constantFrom<1 | -1>(1, -1),
        (multipleHundredths, currentHundredths, direction) => {
          const multiple = fromHundredths(multipleHundredths);
          const current = fromHundredths(currentHundredths);
          const next = toHundredths(stepQuantity(current, multiple, direction));
          // In whole hundredths: the next whole number of multiples that way, within [0, the top multiple].
          const top = Math.floor(9_999_900 / multipleHundredths) * multipleHundredths;
          const up = (Math.floor(currentHundredths / multipleHundredths) + 1) * multipleHundredths;
          const down = (Math.ceil(currentHundredths / multipleHundredths) - 1) * multipleHundredths;
          const expected =
            direction === 1
              ? up <= top
                ? up
                : Math.max(currentHundredths, top)
              : Math.max(0, down);
          expect(next).toBe(expected);
        },
      ),
    );
  });

  test('never above the largest multiple within the max', () => {
    expect(stepQuantity(99999, 1, 1)).toBe(99999);
    expect(stepQuantity(99995, 5, 1)).toBe(99995);
    expect(stepQuantity(99990, 5, 1)).toBe(99995);
    expect(stepQuantity(99994, 7, 1)).toBe(99995);
    expect(stepQuantity(1e9, 1, 1)).toBe(99999);
    // A multiple above the max has no step within it.
    expect(stepQuantity(0, QUANTITY_MAX + 1, 1)).toBe(0);
  });

  test('an invalid multiple throws', () => {
    expect(() => stepQuantity(1, 0, 1)).toThrow(InvalidMultipleError);
    expect(() => stepQuantity(1, -2, -1)).toThrow(InvalidMultipleError);
  });
});

test('formatQuantity shows exactly 2 decimals', () => {
  expect(formatQuantity(2.5)).toBe('2.50');
  expect(formatQuantity(0)).toBe('0.00');
  expect(formatQuantity(0.1 + 0.2)).toBe('0.30');
  expect(formatQuantity(1.005)).toBe('1.01');
  expect(formatQuantity(99999)).toBe('99999.00');
  expect(formatQuantity(Number.NaN)).toBe('');
});

test('toHundredths and fromHundredths convert exactly', () => {
  expect(toHundredths(0.1 + 0.2)).toBe(30);
  expect(toHundredths(2.5)).toBe(250);
  expect(fromHundredths(30)).toBe(0.3);
  expect(fromHundredths(9999900)).toBe(99999);
});

const multipleHundredths = fc.integer({ min: 1, max: 100_000 });
const anyValue = fc.oneof(
  fc.double({ min: -1e6, max: 2e5, noNaN: true }),
  fc.integer({ min: 0, max: MAX_HUNDREDTHS }).map(fromHundredths),
);

test('property: a snapped quantity is a multiple within [0, max] with at most 2 decimals', () => {
  fc.assert(
    fc.property(anyValue, multipleHundredths, (value, m) => {
      const snapped = snapToMultiple(value, fromHundredths(m));
      const hundredths = toHundredths(snapped);
      expect(hundredths % m).toBe(0);
      expect(snapped).toBeGreaterThanOrEqual(0);
      expect(snapped).toBeLessThanOrEqual(QUANTITY_MAX);
      expect(String(snapped)).toMatch(/^\d+(\.\d{1,2})?$/);
    }),
  );
});

test('property: snapping is idempotent', () => {
  fc.assert(
    fc.property(anyValue, multipleHundredths, (value, m) => {
      const once = snapToMultiple(value, fromHundredths(m));
      expect(snapToMultiple(once, fromHundredths(m))).toBe(once);
    }),
  );
});

test('property: within range the snapped quantity is a nearest multiple, ties up', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: MAX_HUNDREDTHS }), multipleHundredths, (v, m) => {
      const top = Math.floor(MAX_HUNDREDTHS / m) * m;
      fc.pre(v <= top);
      const snapped = toHundredths(snapToMultiple(fromHundredths(v), fromHundredths(m)));
      const below = Math.floor(v / m) * m;
      expect(snapped).toBe(2 * (v - below) >= m ? below + m : below);
    }),
  );
});

test('property: one step up then one down returns to a multiple that had room to step', () => {
  fc.assert(
    fc.property(multipleHundredths, fc.integer({ min: 0, max: MAX_HUNDREDTHS }), (m, k) => {
      const startHundredths = (k % Math.floor(MAX_HUNDREDTHS / m)) * m;
      fc.pre(startHundredths + m <= MAX_HUNDREDTHS);
      const start = fromHundredths(startHundredths);
      const multiple = fromHundredths(m);
      const up = stepQuantity(start, multiple, 1);
      expect(toHundredths(up)).toBe(startHundredths + m);
      expect(stepQuantity(up, multiple, -1)).toBe(start);
    }),
  );
});

test('property: a step stays within [0, max]', () => {
  fc.assert(
    fc.property(
      anyValue,
      multipleHundredths,
      fc.constantFrom(1 as const, -1 as const),
      (v, m, d) => {
        const stepped = stepQuantity(v, fromHundredths(m), d);
        expect(stepped).toBeGreaterThanOrEqual(0);
        expect(stepped).toBeLessThanOrEqual(QUANTITY_MAX);
      },
    ),
  );
});

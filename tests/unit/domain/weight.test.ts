import fc from 'fast-check';
import {
  formatWeight,
  isKgUnit,
  lineWeightKg,
  totalWeightKg,
  type WeighedLine,
} from '../../../src/domain/weight';

test('a KG line counts its quantity, whatever its unit weight and multiple', () => {
  expect(
    lineWeightKg({ unitcode: 'KG', productquantity: 2.5, unitweight: 10, ordermultiple: 5 }),
  ).toBe(2.5);
  expect(
    lineWeightKg({ unitcode: ' kg ', productquantity: 3, unitweight: null, ordermultiple: 0.5 }),
  ).toBe(3);
  expect(isKgUnit('Kg')).toBe(true);
  expect(isKgUnit('箱(10KG)')).toBe(false);
  expect(isKgUnit(null)).toBe(false);
});

test('another line counts quantity × unit weight / order multiple', () => {
  expect(
    lineWeightKg({ unitcode: '箱(10KG)', productquantity: 3, unitweight: 10, ordermultiple: 1 }),
  ).toBe(30);
  expect(
    lineWeightKg({ unitcode: '包', productquantity: 10, unitweight: 0.5, ordermultiple: 5 }),
  ).toBe(1);
  expect(
    lineWeightKg({ unitcode: '盒', productquantity: 0.3, unitweight: 0.1, ordermultiple: 1 }),
  ).toBe(0.03);
});

test('a missing unit weight weighs 0; a missing or 0 multiple counts as 1', () => {
  expect(lineWeightKg({ unitcode: '盒', productquantity: 4, ordermultiple: 2 })).toBe(0);
  expect(
    lineWeightKg({ unitcode: '盒', productquantity: 2, unitweight: 1.2, ordermultiple: 0 }),
  ).toBe(2.4);
  expect(lineWeightKg({ unitcode: '盒', productquantity: 2, unitweight: 1.2 })).toBe(2.4);
  expect(
    lineWeightKg({ unitcode: null, productquantity: 2, unitweight: 1.2, ordermultiple: null }),
  ).toBe(2.4);
});

const kg = (productquantity: number): WeighedLine => ({ unitcode: 'KG', productquantity });

test('a quantity, unit weight or multiple that is not a finite number counts 0 (the multiple: as 1)', () => {
  for (const bad of [Number.NaN, Infinity, -Infinity]) {
    expect(lineWeightKg({ unitcode: 'KG', productquantity: bad })).toBe(0);
    expect(lineWeightKg({ unitcode: '盒', productquantity: bad, unitweight: 2 })).toBe(0);
    expect(lineWeightKg({ unitcode: '盒', productquantity: 3, unitweight: bad })).toBe(0);
    expect(
      lineWeightKg({ unitcode: '盒', productquantity: 3, unitweight: 2, ordermultiple: bad }),
    ).toBe(6);
    expect(totalWeightKg([{ unitcode: 'KG', productquantity: bad }, kg(1.25)])).toBe(1.25);
  }
});

test('a negative line (a correction) is summed exactly too, and a negative total rounds half up', () => {
  expect(totalWeightKg([kg(-1.5)])).toBe(-1.5);
  expect(totalWeightKg([kg(2), kg(-3.25)])).toBe(-1.25);
  // -1/3 kg is -0.3333…, which rounds to -0.33; -0.005 kg is a tie, which rounds up, to 0.
  const third = { unitcode: '包', productquantity: -1, unitweight: 1, ordermultiple: 3 };
  expect(totalWeightKg([third])).toBe(-0.33);
  expect(totalWeightKg([{ unitcode: '盒', productquantity: -1, unitweight: 0.005 }])).toBe(0);
});

test('the total is exact and rounded once to 2 decimals, half up', () => {
  expect(totalWeightKg([])).toBe(0);
  expect(
    totalWeightKg([
      { unitcode: 'KG', productquantity: 0.1 },
      { unitcode: 'KG', productquantity: 0.2 },
    ]),
  ).toBe(0.3);
  expect(
    totalWeightKg([
      { unitcode: 'KG', productquantity: 2.5 },
      { unitcode: '箱(10KG)', productquantity: 3, unitweight: 10, ordermultiple: 1 },
      { unitcode: '包', productquantity: 1, unitweight: 1, ordermultiple: 3 },
    ]),
  ).toBe(32.83);
  // 0.005 is a tie: half up gives 0.01.
  expect(
    totalWeightKg([{ unitcode: '盒', productquantity: 0.01, unitweight: 0.5, ordermultiple: 1 }]),
  ).toBe(0.01);
  // Three thirds make exactly 1, where rounding each line (0.33) would give 0.99.
  const third = { unitcode: '包', productquantity: 1, unitweight: 1, ordermultiple: 3 };
  expect(totalWeightKg([third, third, third])).toBe(1);
});

test('formatWeight shows 2 decimals and KG', () => {
  expect(formatWeight(12.5)).toBe('12.50 KG');
  expect(formatWeight(0)).toBe('0.00 KG');
  expect(formatWeight(0.1 + 0.2)).toBe('0.30 KG');
  expect(formatWeight(totalWeightKg([{ unitcode: 'KG', productquantity: 2.5 }]))).toBe('2.50 KG');
  expect(formatWeight(Number.NaN)).toBe('');
});

/** Lines generated from integers (hundredths), handed to the code as the decimals the backend sends. */
const weighedLine = fc.record({
  unitcode: fc.constantFrom('KG', 'kg', '箱(10KG)', '包', null),
  q: fc.integer({ min: 0, max: 9_999_900 }),
  w: fc.integer({ min: 0, max: 100_000 }),
  m: fc.integer({ min: 0, max: 10_000 }),
});

test('property: the total equals the exact sum of the line weights, rounded half up to 2 decimals', () => {
  fc.assert(
    fc.property(fc.array(weighedLine, { maxLength: 12 }), (lines) => {
      // Reference: each line as a fraction over the product of all denominators, no reduction.
      const parts = lines.map(({ unitcode, q, w, m }) =>
        unitcode?.toUpperCase() === 'KG'
          ? { n: BigInt(q), d: 100n }
          : { n: BigInt(q) * BigInt(w), d: 100n * BigInt(m === 0 ? 100 : m) },
      );
      const d = parts.reduce((p, x) => p * x.d, 1n);
      const n = parts.reduce((sum, x) => sum + x.n * (d / x.d), 0n);
      // Hundredths of a kg, half up: floor((200n + d) / 2d).
      const expected = Number((200n * n + d) / (2n * d)) / 100;
      const asSent: WeighedLine[] = lines.map(({ unitcode, q, w, m }) => ({
        unitcode,
        productquantity: q / 100,
        unitweight: w / 100,
        ordermultiple: m / 100,
      }));
      const total = totalWeightKg(asSent);
      expect(total).toBe(expected);
      const floatSum = asSent.reduce((sum, line) => sum + lineWeightKg(line), 0);
      expect(Math.abs(total - floatSum)).toBeLessThanOrEqual(0.005 + 1e-6 * Math.max(1, floatSum));
    }),
  );
});

test('property: KG lines of any sign sum to their exact total in hundredths', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: -9_999_900, max: 9_999_900 }), { maxLength: 12 }),
      (hundredths) => {
        const exact = hundredths.reduce((sum, h) => sum + h, 0);
        expect(totalWeightKg(hundredths.map((h) => kg(h / 100)))).toBe(exact / 100);
      },
    ),
  );
});

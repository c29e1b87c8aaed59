import fc from 'fast-check';
import {
  FREE_SHIPPING_THRESHOLD,
  NO_CREDIT_LINE,
  formatAmount,
  formatCreditLine,
  freeShippingGap,
  lineAmount,
  orderAmount,
} from '../../../src/domain/money';

test('lineAmount is exact with cents and 2-decimal quantities', () => {
  expect(lineAmount(0.1, 3)).toBe(0.3);
  expect(lineAmount(12.35, 2.5)).toBe(30.875);
  expect(lineAmount(260, 0.5)).toBe(130);
  expect(lineAmount(0.01, 0.01)).toBe(0.0001);
  expect(lineAmount(null, 5)).toBe(0);
  expect(lineAmount(undefined, 5)).toBe(0);
});

test('orderAmount sums exactly and rounds once, half up, to whole dollars', () => {
  expect(orderAmount([])).toBe(0);
  expect(
    orderAmount([
      { productprice: 0.1, productquantity: 1 },
      { productprice: 0.2, productquantity: 1 },
    ]),
  ).toBe(0);
  expect(orderAmount([{ productprice: 0.5, productquantity: 1 }])).toBe(1);
  expect(orderAmount([{ productprice: 0.49, productquantity: 1 }])).toBe(0);
  // 30.875 + 10.25 + 0.375 = 41.5 → 42; rounding each line first would give 31 + 10 + 0 = 41.
  expect(
    orderAmount([
      { productprice: 12.35, productquantity: 2.5 },
      { productprice: 10.25, productquantity: 1 },
      { productprice: 0.25, productquantity: 1.5 },
    ]),
  ).toBe(42);
  expect(orderAmount([{ productprice: 33.33, productquantity: 1.5 }])).toBe(50);
  expect(orderAmount([{ productprice: 520, productquantity: 12.5 }])).toBe(6500);
});

test('a line without a price counts 0 (market-price items)', () => {
  expect(
    orderAmount([
      { productprice: null, productquantity: 3 },
      { productquantity: 2 },
      { productprice: 100, productquantity: 2 },
    ]),
  ).toBe(200);
});

test('a price or quantity that is not a finite number counts 0, never NaN in the total', () => {
  for (const bad of [Number.NaN, Infinity, -Infinity]) {
    expect(lineAmount(bad, 2)).toBe(0);
    expect(lineAmount(100, bad)).toBe(0);
    expect(
      orderAmount([
        { productprice: bad, productquantity: 2 },
        { productprice: 100, productquantity: bad },
        { productprice: 100, productquantity: 2 },
      ]),
    ).toBe(200);
  }
});

test('the free-shipping gap is what is missing from 8000, and 0 once reached', () => {
  expect(FREE_SHIPPING_THRESHOLD).toBe(8000);
  expect(freeShippingGap(0)).toBe(8000);
  expect(freeShippingGap(7999)).toBe(1);
  expect(freeShippingGap(7999.5)).toBe(0.5);
  expect(freeShippingGap(8000)).toBe(0);
  expect(freeShippingGap(12000)).toBe(0);
  expect(freeShippingGap(Number.NaN)).toBe(8000);
});

test.each([
  [12345, '$12,345'],
  [0, '$0'],
  [999, '$999'],
  [1000, '$1,000'],
  [1234567, '$1,234,567'],
  [12.5, '$13'],
  [12.49, '$12'],
  [-5, '-$5'],
  [-1234.4, '-$1,234'],
  [-0.4, '$0'],
  [1e21, '$1,000,000,000,000,000,000,000'],
])('formatAmount(%d) = %s', (amount, text) => {
  expect(formatAmount(amount)).toBe(text);
});

test('formatAmount gives nothing for NaN or infinity', () => {
  expect(formatAmount(Number.NaN)).toBe('');
  expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
});

test.each([
  [1500000, '1,500,000'],
  [0, '0'],
  [999, '999'],
  [1234.56, '1,235'],
  [-2000, '-2,000'],
])('formatCreditLine(%d) = %s', (credit, text) => {
  expect(formatCreditLine(credit)).toBe(text);
});

test('an unknown credit line shows a dash', () => {
  expect(NO_CREDIT_LINE).toBe('—');
  expect(formatCreditLine(null)).toBe('—');
  expect(formatCreditLine(undefined)).toBe('—');
  expect(formatCreditLine(Number.NaN)).toBe('—');
  expect(formatCreditLine(Infinity)).toBe('—');
  expect(formatCreditLine(-Infinity)).toBe('—');
});

/** Lines generated as integers (cents and hundredths), then shown to the code as the decimals a backend sends. */
const centsLine = fc.record({
  cents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  hundredths: fc.integer({ min: 0, max: 9_999_900 }),
});

test('property: orderAmount equals the half-up rounding of the exact integer-cent sum', () => {
  fc.assert(
    fc.property(fc.array(centsLine, { maxLength: 30 }), (lines) => {
      // Reference: dollars × 10^4 as BigInt; + 5000 then truncate is half up for a non-negative sum.
      const exact = lines.reduce((sum, l) => sum + BigInt(l.cents ?? 0) * BigInt(l.hundredths), 0n);
      const expected = Number((exact + 5000n) / 10000n);
      const actual = orderAmount(
        lines.map((l) => ({
          productprice: l.cents === null ? null : l.cents / 100,
          productquantity: l.hundredths / 100,
        })),
      );
      expect(actual).toBe(expected);
    }),
  );
});

test('property: gap ≥ 0 and gap + amount ≥ 8000, with gap 0 exactly from 8000 up', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1000, max: 1e9 }), (amount) => {
      const gap = freeShippingGap(amount);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap + amount).toBeGreaterThanOrEqual(FREE_SHIPPING_THRESHOLD);
      expect(gap === 0).toBe(amount >= FREE_SHIPPING_THRESHOLD);
    }),
  );
});

test('property: for amounts in cents, gap + amount is exactly 8000 below the threshold', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 799_999 }), (cents) => {
      const gap = freeShippingGap(cents / 100);
      expect(Math.round(gap * 100) + cents).toBe(800_000);
    }),
  );
});

test('property: formatAmount always reads as dollars with thousands separators', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()),
      (amount) => {
        expect(formatAmount(amount)).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
      },
    ),
  );
});

test('property: formatCreditLine agrees with en-US number formatting for whole numbers', () => {
  const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (credit) => {
      expect(formatCreditLine(credit)).toBe(enUS.format(credit));
    }),
  );
});

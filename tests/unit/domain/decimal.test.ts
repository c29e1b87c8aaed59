import fc from 'fast-check';
import {
  divideHalfUp,
  formatUnits,
  fromUnits,
  groupThousands,
  isFiniteNumber,
  roundTo,
  toUnits,
} from '../../../src/domain/decimal';

test('toUnits shifts the decimal text, so values whose doubles sit just below a half still round up', () => {
  expect(1.005 * 100).toBe(100.49999999999999);
  expect(Math.round(1.005 * 100)).toBe(100);
  expect(toUnits(1.005, 2)).toBe(101);
  expect(toUnits(1.255, 2)).toBe(126);
  expect(toUnits(4.35, 2)).toBe(435);
  expect(toUnits(0.1 + 0.2, 2)).toBe(30);
  expect(toUnits(12.5, 0)).toBe(13);
});

test('toUnits rounds half towards +∞ and never returns -0', () => {
  expect(toUnits(-2.5, 0)).toBe(-2);
  expect(Object.is(toUnits(-0.4, 0), 0)).toBe(true);
  expect(toUnits(1e-7, 2)).toBe(0);
  expect(toUnits(1e21, 2)).toBe(1e23);
  expect(toUnits(Number.NaN, 2)).toBeNaN();
});

test('fromUnits and roundTo give the short decimal', () => {
  expect(fromUnits(30, 2)).toBe(0.3);
  expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  expect(roundTo(49.995, 2)).toBe(50);
  expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
});

test('divideHalfUp rounds exact quotients half up, negatives included', () => {
  expect(divideHalfUp(14n, 10n)).toBe(1n);
  expect(divideHalfUp(15n, 10n)).toBe(2n);
  expect(divideHalfUp(-5n, 10n)).toBe(0n);
  expect(divideHalfUp(-6n, 10n)).toBe(-1n);
  expect(divideHalfUp(-15n, 10n)).toBe(-1n);
  expect(divideHalfUp(10n ** 30n + 5n, 10n)).toBe(10n ** 29n + 1n);
});

test('formatUnits pads to the decimals and groupThousands groups the digits', () => {
  expect(formatUnits(250, 2)).toBe('2.50');
  expect(formatUnits(5, 2)).toBe('0.05');
  expect(formatUnits(-5, 2)).toBe('-0.05');
  expect(formatUnits(1e21, 0)).toBe('1000000000000000000000');
  expect(groupThousands('1234567')).toBe('1,234,567');
  expect(groupThousands('123')).toBe('123');
});

test('property: whole units survive a round trip through a decimal number', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: 0, max: 3 }),
      (units, d) => {
        expect(toUnits(fromUnits(units, d), d)).toBe(units === 0 ? 0 : units);
      },
    ),
  );
});

test('property: divideHalfUp equals floor(n / d + 1/2) computed on small integers', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (n, d) => {
      expect(divideHalfUp(BigInt(n), BigInt(d))).toBe(BigInt(Math.floor((2 * n + d) / (2 * d))));
    }),
  );
});

test('isFiniteNumber: a number that is not NaN or ±Infinity; never a value that would need converting', () => {
  for (const value of [0, -0, 1.5, -2, Number.MAX_VALUE, Number.MIN_VALUE]) {
    expect(isFiniteNumber(value)).toBe(true);
  }
  for (const value of [null, undefined, Number.NaN, Infinity, -Infinity, '5', '', true, [], {}]) {
    expect(isFiniteNumber(value)).toBe(false);
  }
});

import fc from 'fast-check';
import { pageOf } from '../../../src/features/order-detail/use-page-param';
import { listTypeOf } from '../../../src/features/orders/use-orders-tab';

test('a page number from the URL: whole numbers ≥ 1, anything else is page 1', () => {
  expect(pageOf(null)).toBe(1);
  expect(pageOf('')).toBe(1);
  expect(pageOf('3')).toBe(3);
  expect(pageOf(' 12 ')).toBe(12);
  for (const bad of ['0', '-2', '1.5', 'abc', '2e3', '1234567', '０２'])
    expect(pageOf(bad)).toBe(1);
});

test('every URL text gives a whole page ≥ 1', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      const page = pageOf(text);
      expect(Number.isInteger(page) && page >= 1).toBe(true);
    }),
  );
});

test('the tabs ask for listtype O and R', () => {
  expect(listTypeOf('orders')).toBe('O');
  expect(listTypeOf('returns')).toBe('R');
});

import fc from 'fast-check';
import type { Order, OrderLine } from '../../../src/api/types';
import { snapToAtLeastOneMultiple } from '../../../src/domain/quantity';
import { createDb } from '../../../src/mocks/db';
import { customerOrders } from '../../../src/mocks/order-rules';
import {
  buildOrderGuide,
  medianQuantity,
  selectOrderGuide,
} from '../../../src/features/guide/order-guide';

const line = (
  productid: number,
  productquantity: number,
  name = `品項${String(productid)}`,
): OrderLine => ({
  id: productid * 1000 + productquantity,
  orderid: 1,
  productid,
  productname: name,
  productquantity,
  orderstatus: '99',
});

let serial = 0;
const order = (orderdate: string, lines: OrderLine[]): Order => {
  serial += 1;
  return { orderno: `SO${String(serial)}`, orderdate, orderstatus: '40', orderdetails: lines };
};

test('a product is in the guide when two orders contain it, ranked by order count, then by the latest order', () => {
  const guide = buildOrderGuide([
    order('2026-11-20T09:00:00+08:00', [line(1, 2), line(2, 1), line(3, 5)]),
    order('2026-11-18T09:00:00+08:00', [line(1, 3), line(3, 4)]),
    order('2026-11-21T09:00:00+08:00', [line(2, 2), line(4, 1)]),
    order('2026-11-10T09:00:00+08:00', [line(1, 4), line(5, 1)]),
  ]);
  // 1: three orders; 2 and 3: two each, 2's latest (11/21) after 3's (11/20); 4 and 5: one order each.
  expect(guide.map((e) => e.productid)).toEqual([1, 2, 3]);
  expect(guide[0]).toEqual({
    productid: 1,
    productname: '品項1',
    orderCount: 3,
    lastOrderDate: '2026-11-20T09:00:00+08:00',
    recentQuantities: [2, 3, 4],
  });
  expect(guide[1]?.lastOrderDate).toBe('2026-11-21T09:00:00+08:00');
});

test('a shop with fewer than three orders gets every product it ordered', () => {
  const guide = buildOrderGuide([
    order('2026-11-20 09:00:00', [line(1, 2), line(2, 1)]),
    order('2026-11-19 09:00:00', [line(3, 1)]),
  ]);
  expect(guide.map((e) => e.productid)).toEqual([1, 2, 3]);
  expect(buildOrderGuide([])).toEqual([]);
});

test('the few-orders rule counts every order the shop has, not only those read', () => {
  const two = [
    order('2026-11-20 09:00:00', [line(1, 2), line(2, 1)]),
    order('2026-11-19 09:00:00', [line(1, 1)]),
  ];
  // Two orders read of three: only the product ordered twice.
  expect(buildOrderGuide(two, 3).map((e) => e.productid)).toEqual([1]);
  expect(buildOrderGuide(two, 2).map((e) => e.productid)).toEqual([1, 2]);
  expect(selectOrderGuide({ items: two, total: 3 }).map((e) => e.productid)).toEqual([1]);
});

test('a product twice in one order counts once, with the quantities summed', () => {
  const guide = buildOrderGuide([
    order('2026-11-20T09:00:00+08:00', [line(1, 2), line(1, 0.5)]),
    order('2026-11-19T09:00:00+08:00', [line(1, 1)]),
    order('2026-11-18T09:00:00+08:00', [line(2, 1)]),
  ]);
  expect(guide).toHaveLength(1);
  expect(guide[0]).toMatchObject({ orderCount: 2, recentQuantities: [2.5, 1] });
});

test('the usual quantity reads the last five orders only, newest first', () => {
  const dates = [
    '2026-11-09',
    '2026-11-08',
    '2026-11-07',
    '2026-11-06',
    '2026-11-05',
    '2026-11-04',
    '2026-11-03',
  ];
  const orders = dates.map((d, i) => order(`${d}T08:00:00+08:00`, [line(1, i + 1)]));
  const [entry] = buildOrderGuide(orders.reverse());
  expect(entry?.recentQuantities).toEqual([1, 2, 3, 4, 5]);
  expect(entry?.orderCount).toBe(7);
  expect(medianQuantity(entry?.recentQuantities ?? [])).toBe(3);
});

test('median: the middle value, the mean of the middle two, 0 for none', () => {
  expect(medianQuantity([4, 1, 3])).toBe(3);
  expect(medianQuantity([4, 1, 3, 2])).toBe(2.5);
  expect(medianQuantity([])).toBe(0);
});

test('property: the median lies between the smallest and largest quantity, and snaps to a positive multiple', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.integer({ min: 1, max: 9_999_900 }).map((n) => n / 100),
        { minLength: 1, maxLength: 5 },
      ),
      fc.constantFrom(0.5, 1, 2, 0.25, 10, 0.125),
      (quantities, multiple) => {
        const median = medianQuantity(quantities);
        expect(median).toBeGreaterThanOrEqual(Math.min(...quantities));
        expect(median).toBeLessThanOrEqual(Math.max(...quantities));
        const usual = snapToAtLeastOneMultiple(median, multiple);
        expect(usual).toBeGreaterThan(0);
        // A whole number of multiples, to the hundredth a quantity keeps.
        const multiples = usual / multiple;
        expect(Math.abs(multiples - Math.round(multiples))).toBeLessThan(0.05 / multiple + 1e-9);
      },
    ),
  );
});

test('property: every guide product is in at least two orders (three or more orders), ranked without ties broken upward', () => {
  const orderArb = fc.array(
    fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      products: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }),
    }),
    { minLength: 3, maxLength: 12 },
  );
  fc.assert(
    fc.property(orderArb, (specs) => {
      const orders = specs.map((s) =>
        order(
          `2026-11-${String(s.day).padStart(2, '0')}T10:00:00+08:00`,
          s.products.map((p) => line(p, 1)),
        ),
      );
      const guide = buildOrderGuide(orders);
      for (const entry of guide) {
        const containing = specs.filter((s) => s.products.includes(Number(entry.productid))).length;
        expect(entry.orderCount).toBe(containing);
        expect(containing).toBeGreaterThanOrEqual(2);
      }
      for (let i = 1; i < guide.length; i += 1) {
        expect((guide[i - 1]?.orderCount ?? 0) >= (guide[i]?.orderCount ?? 0)).toBe(true);
      }
      const repeated = new Set(
        specs
          .flatMap((s) => s.products)
          .filter((p) => specs.filter((s) => s.products.includes(p)).length >= 2),
      );
      expect(guide).toHaveLength(repeated.size);
    }),
  );
});

test('memoised on the history: the same answer gives the same guide, without building it again', () => {
  const history = { items: [order('2026-11-20T09:00:00+08:00', [line(1, 1)])], total: 1 };
  expect(selectOrderGuide(history)).toBe(selectOrderGuide(history));
});

test('a browser whose performance.measure throws (Safari 14.0 takes no options object) still gets the guide', () => {
  const measure = vi.spyOn(performance, 'measure').mockImplementation(() => {
    throw new TypeError('Failed to execute measure: 2nd argument must be a string');
  });
  try {
    const history = {
      items: [
        order('2026-11-20T09:00:00+08:00', [line(1, 1)]),
        order('2026-11-19T09:00:00+08:00', [line(1, 2)]),
      ],
      total: 2,
    };
    expect(selectOrderGuide(history).map((e) => e.productid)).toEqual([1]);
    expect(measure).toHaveBeenCalledWith('order-guide', expect.any(Object));
  } finally {
    measure.mockRestore();
  }
});

test('the demo: shop demo (101) has at least 8 orders and at least 8 products in its guide', () => {
  const db = createDb({ now: new Date('2026-11-24T20:00:00+08:00') });
  const orders = customerOrders(db.orders, '101', 'O');
  expect(orders.length).toBeGreaterThanOrEqual(8);
  const guide = buildOrderGuide(orders);
  expect(guide.length).toBeGreaterThanOrEqual(8);
  // Varying quantities: the usual products were not ordered the same way every time.
  expect(guide.some((e) => new Set(e.recentQuantities).size > 1)).toBe(true);
});

test('wall times without an offset order as written; a date that cannot be read sorts last', () => {
  const guide = buildOrderGuide([
    order('2026-11-20 09:00:00', [line(1, 1), line(2, 1)]),
    order('not a date', [line(2, 1), line(3, 1)]),
    order('2026-11-21 08:00:00', [line(3, 1), line(1, 1)]),
    order('2026-11-19', [line(2, 1), line(3, 1)]),
  ]);
  // 2 and 3 in three orders: 3's latest (11/21) beats 2's (11/20); 1 in two.
  expect(guide.map((e) => [e.productid, e.lastOrderDate])).toEqual([
    [3, '2026-11-21 08:00:00'],
    [2, '2026-11-20 09:00:00'],
    [1, '2026-11-21 08:00:00'],
  ]);
  expect(guide[1]?.recentQuantities).toHaveLength(3);
});

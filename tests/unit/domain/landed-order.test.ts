import fc from 'fast-check';
import type { Order } from '../../../src/api/types';
import { isLandedOrder, sameProductsMostly } from '../../../src/domain/landed-order';
import type { PendingSend } from '../../../src/store/order/order-slice';

const TZ = 'Asia/Taipei';
// Before the send the shop's last order was SO-PREV.
const pending: PendingSend = {
  customerid: '101',
  lastOrderno: 'SO-PREV',
  expecteddate: '2026-11-23',
  lines: [
    { productid: '1', quantity: 2.5 },
    { productid: '4', quantity: 4 },
  ],
  status: 'lost',
};
const line = (productid: string | number) => ({
  id: 1,
  orderid: 1,
  productname: 'x',
  productid,
  productquantity: 1,
  orderstatus: '00',
});
const order = (changes: Partial<Order> = {}): Order => ({
  orderno: 'SO-NEW',
  orderdate: '2026-11-22T02:10:30+08:00',
  expecteddate: '2026-11-23',
  orderstatus: '00',
  orderdetails: [line(4), line('1')],
  ...changes,
});
const withProducts = (...ids: (string | number)[]) => order({ orderdetails: ids.map(line) });

test('a newer order than the one noted, same date, same products (ids as text or number, any order) landed', () => {
  expect(isLandedOrder(order(), pending, TZ)).toBe(true);
});

test('the order that was already the last one before the send did not land, whatever it holds', () => {
  expect(isLandedOrder(order({ orderno: 'SO-PREV' }), pending, TZ)).toBe(false);
});

test('a shop with no order before the send: its first order with the same date and products landed', () => {
  expect(isLandedOrder(order(), { ...pending, lastOrderno: null }, TZ)).toBe(true);
});

test('another date or no order did not land; the date is compared as a day', () => {
  expect(isLandedOrder(order({ expecteddate: '2026-11-24' }), pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ expecteddate: '2026-11-23T00:00:00' }), pending, TZ)).toBe(true);
  expect(isLandedOrder(null, pending, TZ)).toBe(false);
  expect(isLandedOrder(undefined, pending, TZ)).toBe(false);
});

test('what a backend may do to the lines still lands: a line left out, two lines of a product merged, a line of its own added', () => {
  // 4 could not be delivered and was left out.
  expect(isLandedOrder(withProducts(1), pending, TZ)).toBe(true);
  // Two lines of product 1 (merged or not), and 4.
  expect(isLandedOrder(withProducts(1, 1, 4), pending, TZ)).toBe(true);
  // A delivery fee line of the backend's own.
  expect(isLandedOrder(withProducts(1, 4, 'FEE'), pending, TZ)).toBe(true);
  // 4 replaced by a substitute.
  expect(isLandedOrder(withProducts(1, 5), pending, TZ)).toBe(true);
});

test('an order whose products are mostly other than the ones sent is another order', () => {
  expect(isLandedOrder(withProducts(5), pending, TZ)).toBe(false);
  expect(isLandedOrder(withProducts(1, 5, 6), pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ orderdetails: [] }), pending, TZ)).toBe(false);
  const three = {
    ...pending,
    lines: ['1', '2', '3'].map((productid) => ({ productid, quantity: 1 })),
  };
  expect(isLandedOrder(withProducts(1), three, TZ)).toBe(false);
  expect(isLandedOrder(withProducts(1, 2), three, TZ)).toBe(true);
});

test('no clock decides: the order date (server or phone, minutes or days apart) never changes the answer', () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
      fc.boolean(),
      (orderdate, sameNumber) => {
        const found = order({
          orderdate: orderdate.toISOString(),
          orderno: sameNumber ? 'SO-PREV' : 'SO-NEW',
        });
        expect(isLandedOrder(found, pending, TZ)).toBe(!sameNumber);
      },
    ),
  );
});

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 60 }).map(String), {
  minLength: 1,
  maxLength: 12,
});

test('the product rule: the same set always matches, disjoint sets never do, and the answer is symmetric', () => {
  fc.assert(
    fc.property(ids, ids, (sent, found) => {
      const a = new Set(sent);
      const b = new Set(found);
      expect(sameProductsMostly(a, new Set(sent))).toBe(true);
      expect(sameProductsMostly(a, b)).toBe(sameProductsMostly(b, a));
      const disjoint = sent.every((id) => !b.has(id));
      expect(disjoint && sameProductsMostly(a, b)).toBe(false);
    }),
  );
});

test('the product rule: an order that keeps at least half of what was sent and adds at most as much again lands', () => {
  fc.assert(
    fc.property(ids, fc.nat(), fc.nat(), (sent, dropSeed, addSeed) => {
      const kept = sent.slice(0, sent.length - (dropSeed % (Math.floor(sent.length / 2) + 1)));
      const added = Array.from({ length: addSeed % (kept.length + 1) }, (_, i) => `X${String(i)}`);
      expect(sameProductsMostly(new Set(sent), new Set([...kept, ...added]))).toBe(true);
      // One more foreign product than kept ones tips it: most of the order is then something else.
      const tooMany = Array.from({ length: kept.length + 1 }, (_, i) => `Y${String(i)}`);
      expect(sameProductsMostly(new Set(sent), new Set([...kept, ...tooMany]))).toBe(false);
    }),
  );
});

test('the product rule on empty sets: two empty sets match, an empty one never matches a filled one', () => {
  expect(sameProductsMostly(new Set(), new Set())).toBe(true);
  expect(sameProductsMostly(new Set(['1']), new Set())).toBe(false);
  expect(sameProductsMostly(new Set(), new Set(['1']))).toBe(false);
});

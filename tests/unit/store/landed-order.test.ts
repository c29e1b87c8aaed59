import type { Order } from '../../../src/api/types';
import { isLandedOrder, orderInstant } from '../../../src/store/landed-order';
import type { PendingSend } from '../../../src/store/order-slice';

const TZ = 'Asia/Taipei';
// The send began at 02:10:00 in Taipei.
const startedAt = Date.parse('2026-11-22T02:10:00+08:00');
const pending: PendingSend = {
  customerid: '101',
  startedAt,
  expecteddate: '2026-11-23',
  productids: ['1', '4'],
  unknown: true,
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
  orderno: 'SO1',
  orderdate: '2026-11-22T02:10:30+08:00',
  expecteddate: '2026-11-23',
  orderstatus: '00',
  orderdetails: [line(4), line('1')],
  ...changes,
});

test('an order from the send, same date, same products (ids as text or number, any order) landed', () => {
  expect(isLandedOrder(order(), pending, TZ)).toBe(true);
});

test('the order may be dated up to two minutes before the send began, not earlier', () => {
  expect(isLandedOrder(order({ orderdate: '2026-11-22T02:08:00+08:00' }), pending, TZ)).toBe(true);
  expect(isLandedOrder(order({ orderdate: '2026-11-22T02:07:59+08:00' }), pending, TZ)).toBe(false);
});

test('a wall time without an offset is the business zone, whatever the phone zone', () => {
  expect(orderInstant('2026-11-22 02:10:30', TZ)).toBe(Date.parse('2026-11-22T02:10:30+08:00'));
  expect(isLandedOrder(order({ orderdate: '2026-11-22 02:08:00' }), pending, TZ)).toBe(true);
  expect(isLandedOrder(order({ orderdate: '2026-11-22 02:07:00' }), pending, TZ)).toBe(false);
});

test('another date, another product set, no order or an unreadable date did not land', () => {
  expect(isLandedOrder(order({ expecteddate: '2026-11-24' }), pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ expecteddate: '2026-11-23T00:00:00' }), pending, TZ)).toBe(true);
  expect(isLandedOrder(order({ orderdetails: [line(1)] }), pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ orderdetails: [line(1), line(4), line(5)] }), pending, TZ)).toBe(
    false,
  );
  expect(isLandedOrder(null, pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ orderdate: 'soon' }), pending, TZ)).toBe(false);
});

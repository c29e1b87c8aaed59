import fc from 'fast-check';
import type { Order } from '../../../src/api/types';
import { isLandedOrder } from '../../../src/store/order/landed-order';
import type { PendingSend } from '../../../src/store/order/order-slice';

const TZ = 'Asia/Taipei';
// Before the send the shop's last order was SO-PREV.
const pending: PendingSend = {
  customerid: '101',
  lastOrderno: 'SO-PREV',
  expecteddate: '2026-11-23',
  productids: ['1', '4'],
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

test('a newer order than the one noted, same date, same products (ids as text or number, any order) landed', () => {
  expect(isLandedOrder(order(), pending, TZ)).toBe(true);
});

test('the order that was already the last one before the send did not land, whatever it holds', () => {
  expect(isLandedOrder(order({ orderno: 'SO-PREV' }), pending, TZ)).toBe(false);
});

test('a shop with no order before the send: its first order with the same date and products landed', () => {
  expect(isLandedOrder(order(), { ...pending, lastOrderno: null }, TZ)).toBe(true);
});

test('another date, another product set or no order did not land', () => {
  expect(isLandedOrder(order({ expecteddate: '2026-11-24' }), pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ expecteddate: '2026-11-23T00:00:00' }), pending, TZ)).toBe(true);
  expect(isLandedOrder(order({ orderdetails: [line(1)] }), pending, TZ)).toBe(false);
  expect(isLandedOrder(order({ orderdetails: [line(1), line(4), line(5)] }), pending, TZ)).toBe(
    false,
  );
  expect(isLandedOrder(order({ orderdetails: [line(1), line(5)] }), pending, TZ)).toBe(false);
  expect(isLandedOrder(null, pending, TZ)).toBe(false);
  expect(isLandedOrder(undefined, pending, TZ)).toBe(false);
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

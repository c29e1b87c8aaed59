import type { Order } from '../../../src/api/types';
import { historyOf, nextGuidePage } from '../../../src/features/guide/guide-history-endpoint';

const order = (orderno: string): Order => ({
  orderno,
  orderdate: '2026-11-20 09:00:00',
  orderstatus: '40',
  orderdetails: [],
});
const page = (ordernos: string[], total: number) => ({ items: ordernos.map(order), total });

test('the next page is asked at the size the backend answered the first with, until the total is in', () => {
  expect(nextGuidePage([page(['a', 'b'], 5)])).toEqual({ page: 2, pageSize: 2 });
  expect(nextGuidePage([page(['a', 'b'], 5), page(['c', 'd'], 5)])).toEqual({
    page: 3,
    pageSize: 2,
  });
  expect(nextGuidePage([page(['a', 'b'], 5), page(['c', 'd'], 5), page(['e'], 5)])).toBeUndefined();
  // A total the first page already holds, or a page that came back empty, ends the reading.
  expect(nextGuidePage([page(['a', 'b'], 2)])).toBeUndefined();
  expect(nextGuidePage([page(['a', 'b'], 9), page([], 9)])).toBeUndefined();
  expect(nextGuidePage([page([], 9)])).toBeUndefined();
});

test('an order that comes again on the next page counts once; the total is the shop’s number of orders', () => {
  // An order placed while the pages were read pushed 'b' from page 1 onto page 2.
  expect(historyOf([page(['a', 'b'], 4), page(['b', 'c'], 5)])).toEqual({
    items: ['a', 'b', 'c'].map(order),
    total: 5,
  });
  // A backend that sends no total (a bare list) is read as the orders it sent.
  expect(historyOf([page(['a'], 0)]).total).toBe(1);
});

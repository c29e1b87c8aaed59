/**
 * Three months (September to November 2026) of the chain's orders and returns, served by GET /api/order/list in
 * pages as the backend pages them, newest first. Figures are worked out by hand in the tests.
 */
import { http, HttpResponse } from 'msw';
import type { Order, OrderLine } from '../../../src/api/types';

const line = (
  no: string,
  code: string,
  name: string,
  unit: string,
  ordered: number,
  delivered: string | null,
): OrderLine => ({
  id: `${no}-${code}`,
  orderid: no,
  productid: code,
  productcode: code,
  productname: name,
  productquantity: ordered,
  productqtyText: ordered.toFixed(2),
  ...(delivered === null ? {} : { deliveryqtyText: delivered }),
  unitcode: unit,
  salesunitcode: unit,
  orderstatus: delivered === null ? '00' : '99',
});

const pork = (no: string, ordered: number, delivered: string | null) =>
  line(no, 'P001', '梅花豬肉片', 'KG', ordered, delivered);
const cabbage = (no: string, ordered: number, delivered: string | null) =>
  line(no, 'V002', '高麗菜', '箱(10KG)', ordered, delivered);

function order(
  shop: number,
  no: string,
  orderdate: string,
  orderamount: unknown,
  deliveryamount: unknown,
  lines: (no: string) => OrderLine[],
): Order {
  return {
    orderno: no,
    orderdate,
    customerid: shop,
    customeridname:
      shop === 301 ? '海港鍋物 信義店' : shop === 302 ? '海港鍋物 板橋店' : '海港鍋物 台中公益店',
    orderamount: orderamount as number,
    deliveryamount: deliveryamount as number,
    expecteddate: orderdate.slice(0, 10),
    orderstatus: '40',
    orderdetails: lines(no),
  };
}

export const ORDERS: Record<string, Order[]> = {
  '301|O': [
    order(301, 'SO20261130-0001', '2026-11-30T23:30:00+08:00', 1000, 0, (n) => [
      cabbage(n, 2, null),
    ]),
    order(301, 'SO20261120-0001', '2026-11-20T10:00:00+08:00', 2000, 1950, (n) => [
      pork(n, 2, '1.90'),
    ]),
    order(301, 'SO20261110-0001', '2026-11-10T10:00:00+08:00', 3000, 3000, (n) => [
      cabbage(n, 3, '3.00'),
    ]),
    order(301, 'SO20261105-0001', '2026-11-05T10:00:00+08:00', 'abc', 1500, (n) => [
      pork(n, 1.5, '1.55'),
    ]),
    // Midnight in Taipei: November's (it is 31 October 16:00 UTC).
    order(301, 'SO20261101-0001', '2026-10-31T16:00:00Z', 500, 500, (n) => [cabbage(n, 1, '1.00')]),
    order(301, 'SO20261031-0001', '2026-10-31T23:59:59+08:00', 1000, 1000, (n) => [
      pork(n, 1, '1.00'),
    ]),
    order(301, 'SO20261020-0001', '2026-10-20T10:00:00+08:00', 2000, 2000, (n) => [
      pork(n, 2, '2.00'),
    ]),
    order(301, 'SO20261010-0001', '2026-10-10T10:00:00+08:00', 1000, 1000, (n) => [
      pork(n, 1, '1.00'),
    ]),
    order(301, 'SO20261001-0001', '2026-10-01T10:00:00+08:00', 1000, 1000, (n) => [
      pork(n, 1, '1.00'),
    ]),
    order(301, 'SO20260930-0001', '2026-09-30T10:00:00+08:00', 100, 100, (n) => [
      pork(n, 1, '1.00'),
    ]),
    order(301, 'SO20260920-0001', '2026-09-20T10:00:00+08:00', 100, 100, (n) => [
      pork(n, 1, '1.00'),
    ]),
    order(301, 'SO20260910-0001', '2026-09-10T10:00:00+08:00', 100, 100, (n) => [
      pork(n, 1, '1.00'),
    ]),
  ],
  '301|R': [
    order(301, 'RT20261115-0001', '2026-11-15T10:00:00+08:00', 450, 450, (n) => [
      pork(n, 0.5, '0.50'),
    ]),
  ],
  '302|O': [
    order(302, 'SO20261112-0002', '2026-11-12T10:00:00+08:00', 1000, 1000, (n) => [
      cabbage(n, 1, '1.00'),
    ]),
  ],
  '302|R': [
    order(302, 'RT20261012-0001', '2026-10-12T10:00:00+08:00', 200, 200, (n) => [
      cabbage(n, 1, '1.00'),
    ]),
  ],
  '303|O': [
    order(303, 'SO20261015-0003', '2026-10-15T10:00:00+08:00', 800, 800, (n) => [
      pork(n, 1, '1.00'),
    ]),
  ],
  '303|R': [],
};

/** The order list over ORDERS, paged as asked; `fail` answers HTTP 500 for the calls it returns true for. */
export function statementBackend(fail: (url: URL) => boolean = () => false) {
  return http.get('*/api/order/list', ({ request }) => {
    const url = new URL(request.url);
    if (fail(url)) return HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 });
    const key = `${url.searchParams.get('customerid') ?? ''}|${url.searchParams.get('listtype') ?? ''}`;
    const all = ORDERS[key] ?? [];
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = Number(url.searchParams.get('pageSize') ?? String(all.length));
    const items = all.slice((page - 1) * size, page * size);
    return HttpResponse.json({
      code: 200,
      result: { page, pageSize: size, total: all.length, items },
    });
  });
}

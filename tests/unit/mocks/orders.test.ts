// @vitest-environment node
import type { CartLine, Order, Paged } from '../../../src/api/types';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { call, login, resultOf } from './demo-backend';

serveDemoBackend();

const tomorrowPlus = (days: number): string =>
  new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

async function fillCart(token: string): Promise<CartLine[]> {
  const lines: CartLine[] = [];
  for (const [productid, productquantity, qty] of [
    [1, 1.5, 0],
    [7, 2, 0],
    [16, 4, 2],
  ] as const) {
    lines.push(
      await resultOf<CartLine>('POST', '/api/shoppingcart/add', {
        body: { productid, productquantity, qty, customerid: 101 },
        token,
      }),
    );
  }
  return lines;
}

const draft = (orderdetails: CartLine[]) => ({
  customerid: 101,
  deliveryaddress: '台北市信義區松壽路12號B1',
  expecteddate: tomorrowPlus(2),
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '請放冷藏室',
  ispayment: '2',
  orderstatus: '00',
  orderdetails,
});

test('an order placed appears in the list and as the last order, and empties the cart', async () => {
  const { accessToken: token } = await login('demo');
  const cart = await fillCart(token);
  const order = await resultOf<Order>('POST', '/api/order/add', { body: draft(cart), token });

  expect(order.orderno).toMatch(/^SO\d{8}-\d{4}$/);
  expect(order).toMatchObject({
    orderstatus: '00',
    customeridname: '禾豐燒肉',
    orderremark: '請放冷藏室',
    deliverytype: '1',
  });
  // round(285 × 1.5 + 650 × 2 + 165 × 4) = round(427.5 + 1300 + 660) = 2388
  expect(order.orderamount).toBe(2388);
  expect(Date.now() - Date.parse(order.orderdate)).toBeLessThan(60000);
  expect(order.orderdetails.map((l) => [l.orderidorderno, l.orderstatus])).toEqual([
    [`${order.orderno}-1`, '00'],
    [`${order.orderno}-2`, '00'],
    [`${order.orderno}-3`, '00'],
  ]);

  const list = await resultOf<Paged<Order>>('GET', '/api/order/list', {
    query: { customerid: 101, listtype: 'O' },
    token,
  });
  expect(list.items[0]?.orderno).toBe(order.orderno);
  expect(list.total).toBe(list.items.length);
  const last = await resultOf<Order>('GET', '/api/order/lastorder', {
    query: { customerid: 101 },
    token,
  });
  expect(last.orderno).toBe(order.orderno);
  expect(
    await resultOf<CartLine[]>('GET', '/api/shoppingcart/list', {
      query: { customerid: 101 },
      token,
    }),
  ).toEqual([]);
});

test('order numbers count up within the day', async () => {
  const { accessToken: token } = await login('demo');
  const first = await resultOf<Order>('POST', '/api/order/add', {
    body: draft(await fillCart(token)),
    token,
  });
  const second = await resultOf<Order>('POST', '/api/order/add', {
    body: draft(await fillCart(token)),
    token,
  });
  const seq = (no: string) => Number(no.slice(-4));
  expect(second.orderno.slice(0, -4)).toBe(first.orderno.slice(0, -4));
  expect(seq(second.orderno)).toBe(seq(first.orderno) + 1);
});

test('a draft without lines, address or delivery time is refused with its message', async () => {
  const { accessToken: token } = await login('demo');
  const cart = await fillCart(token);
  const cases: [Record<string, unknown>, string][] = [
    [{ orderdetails: [] }, '最少要有一筆資料'],
    [{ deliveryaddress: '' }, '請選擇收貨地址'],
    [{ deliverytime: '' }, '請選擇希望配送時間'],
    [{ expecteddate: '' }, '請選擇希望配送日期'],
  ];
  for (const [change, message] of cases) {
    const answer = await call('POST', '/api/order/add', {
      body: { ...draft(cart), ...change },
      token,
    });
    expect(answer.body).toMatchObject({ code: 400, message });
  }
  expect(
    await resultOf<CartLine[]>('GET', '/api/shoppingcart/list', {
      query: { customerid: 101 },
      token,
    }),
  ).toHaveLength(3);
});

test('orders and returns are listed apart, newest first, and pages work', async () => {
  const { accessToken: token } = await login('demo');
  const orders = await resultOf<Paged<Order>>('GET', '/api/order/list', {
    query: { customerid: 101, listtype: 'O' },
    token,
  });
  const returns = await resultOf<Paged<Order>>('GET', '/api/order/list', {
    query: { customerid: 101, listtype: 'R' },
    token,
  });
  expect(returns.total).toBeGreaterThan(0);
  expect(returns.items.every((o) => o.orderno.startsWith('RT'))).toBe(true);
  expect(orders.items.every((o) => o.orderno.startsWith('SO'))).toBe(true);
  const dates = orders.items.map((o) => Date.parse(o.orderdate));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  const page2 = await resultOf<Paged<Order>>('GET', '/api/order/list', {
    query: { customerid: 101, listtype: 'O', page: 2, pageSize: 3 },
    token,
  });
  expect(page2).toMatchObject({ page: 2, pageSize: 3, total: orders.total, hasPrevPage: true });
  expect(page2.items.map((o) => o.orderno)).toEqual(orders.items.slice(3, 6).map((o) => o.orderno));
});

import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../src/mocks/node';
import { captureRequests } from '../../support/capture-requests';
import { locationOf, renderApp } from '../../support/render-app';
import { field, orderCard, seedDemo, timeline } from './orders-support';

beforeEach(() => {
  seedDemo();
});

async function openOrders(path = '/order') {
  const view = await renderApp(path, { signedInAs: 'demo' });
  expect(await screen.findByRole('heading', { level: 1, name: '我的訂單' })).toBeInTheDocument();
  return view;
}

test('訂單紀錄: order/list with customerid and listtype O, 共 N 筆 and a card per order', async () => {
  const capture = captureRequests();
  await openOrders();
  expect(await screen.findByText('共 10 筆')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '訂單紀錄', selected: true })).toBeInTheDocument();
  const sent = await capture.calls();
  expect(sent.filter((r) => r.call.startsWith('GET /api/order/list')).map((r) => r.call)).toEqual([
    'GET /api/order/list?customerid=101&listtype=O',
  ]);
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
    '訂單編號 SO20261122-0001',
    '訂單編號 SO20261121-0001',
    '訂單編號 SO20261120-0001',
    '訂單編號 SO20261118-0001',
    '訂單編號 SO20261114-0001',
    '訂單編號 SO20261109-0001',
    '訂單編號 SO20261101-0001',
    // The shop's usual products, ordered again and again (the order guide's demo history).
    '訂單編號 SO20261028-0001',
    '訂單編號 SO20261023-0001',
    '訂單編號 SO20261018-0001',
  ]);
});

test('a card shows every field in its format', async () => {
  await openOrders();
  await screen.findByText('共 10 筆');
  const card = orderCard('SO20261120-0001');
  expect(within(card).getByText('下單時間 2026.11.20 08:00')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
    '訂單編號 SO20261120-0001',
  );
  expect(field(card, '客戶名稱')).toBe('禾豐燒肉');
  expect(field(card, '訂單名稱')).toBe('紐西蘭羊肉片 等 4 項');
  expect(field(card, '訂單金額')).toBe('$3,910');
  expect(field(card, '出貨金額')).toBe('$3,915');
  expect(field(card, '送貨地址')).toBe('台北市信義區松壽路12號B1');
  expect(field(card, '希望配送日期')).toBe('2026-11-21');
  expect(field(card, '備註')).toBe('無');
  expect(within(card).queryByText('已退貨')).toBeNull();

  const lines = within(within(card).getByRole('list', { name: '訂購品項' })).getAllByRole(
    'listitem',
  );
  expect(lines).toHaveLength(4);
  const [lamb, bone] = lines;
  expect(lamb).toHaveTextContent('紐西蘭羊肉片數量 1.50 KG物流方式 公司配送出貨單號 DN20261121076');
  expect(bone).toHaveTextContent('豬大骨數量 4.00 箱(10KG)物流方式 公司配送出貨單號 DN20261121077');
  expect(
    within(lamb as HTMLElement).getByRole('img', { name: '紐西蘭羊肉片 商品圖片' }),
  ).toHaveAttribute('src', '/productImage/P0023.webp');
});

test('amounts: 0 and millions in whole dollars with separators; a remark and a line without image', async () => {
  server.use(
    http.get('*/api/order/list', () =>
      HttpResponse.json({
        code: 200,
        result: {
          items: [
            {
              orderno: 'SO1',
              orderdate: '2026-11-22 09:05:00',
              customeridname: '禾豐燒肉',
              orderamount: 1234567.5,
              deliveryamount: 0,
              ordername: '豬大骨',
              deliveryaddress: '台北市',
              expecteddate: '2026-11-23',
              orderstatus: '77',
              orderremark: '卸貨請走後門',
              orderdetails: [
                {
                  id: 1,
                  orderid: 9,
                  productid: 7,
                  productname: '豬大骨',
                  productimage: null,
                  productquantity: 2,
                  orderstatus: '00',
                },
              ],
            },
            { orderno: 'SO2', orderdate: 'bad', orderstatus: '00', orderdetails: [] },
          ],
          total: 2,
        },
      }),
    ),
  );
  await openOrders();
  await screen.findByText('共 2 筆');
  const card = orderCard('SO1');
  expect(within(card).getByText('下單時間 2026.11.22 09:05')).toBeInTheDocument();
  expect(field(card, '訂單金額')).toBe('$1,234,568');
  expect(field(card, '出貨金額')).toBe('$0');
  expect(field(card, '備註')).toBe('卸貨請走後門');
  // An unknown status highlights nothing.
  expect(timeline(card)).toEqual({ highlighted: [], current: null });
  expect(within(card).getByRole('img', { name: '豬大骨 商品圖片' })).toHaveAttribute(
    'src',
    '/noImage.png',
  );
  expect(within(card).getByRole('list', { name: '訂購品項' })).toHaveTextContent('豬大骨數量 2.00');
  // An order with no lines says so and has nothing to re-buy.
  const empty = orderCard('SO2');
  expect(within(empty).getByText('此訂單沒有品項')).toBeInTheDocument();
  expect(within(empty).getByRole('button', { name: '再買一次' })).toBeDisabled();
  expect(field(empty, '訂單金額')).toBe('$0');
});

test('the timeline highlights the steps up to the status label from the dictionary', async () => {
  await openOrders();
  await screen.findByText('共 10 筆');
  expect(timeline(orderCard('SO20261122-0001'))).toEqual({
    highlighted: ['未出貨'],
    current: '未出貨',
  });
  expect(timeline(orderCard('SO20261121-0001'))).toEqual({
    highlighted: ['未出貨', '已成立'],
    current: '已成立',
  });
  expect(timeline(orderCard('SO20261120-0001')).current).toBe('已出貨');
  expect(timeline(orderCard('SO20261114-0001'))).toEqual({
    highlighted: ['未出貨', '已成立', '已出貨', '未付款'],
    current: '未付款',
  });
  expect(timeline(orderCard('SO20261109-0001'))).toEqual({
    highlighted: ['未出貨', '已成立', '已出貨', '未付款', '已付款'],
    current: '已付款',
  });
});

test('a dictionary that fails: the cards still show, the timeline highlights nothing', async () => {
  server.use(
    http.get('*/api/sysDictType/allDictList', () => new HttpResponse(null, { status: 500 })),
  );
  const { store } = await openOrders();
  await screen.findByText('共 10 筆');
  expect(timeline(orderCard('SO20261109-0001'))).toEqual({ highlighted: [], current: null });
  expect(store.getState().dict.dictList).toEqual([]);
});

test('the dictionary is fetched once and kept in the dict slice', async () => {
  const capture = captureRequests();
  const { store, router } = await openOrders();
  await screen.findByText('共 10 筆');
  expect(store.getState().dict.dictList.map((d) => d.code)).toContain('orderStatus');
  await act(() => router.navigate('/order?tab=returns'));
  await screen.findByText('共 2 筆');
  await act(() => router.navigate('/orderdetail'));
  await screen.findByText('共 48 筆');
  const sent = await capture.calls();
  expect(sent.filter((r) => r.call === 'GET /api/sysDictType/allDictList')).toHaveLength(1);
});

test('退貨紀錄: listtype R, the tab in the URL, red 已退貨 instead of the timeline', async () => {
  const capture = captureRequests();
  const { user, router } = await openOrders();
  await screen.findByText('共 10 筆');
  await user.click(screen.getByRole('tab', { name: '退貨紀錄' }));
  expect(await screen.findByText('共 2 筆')).toBeInTheDocument();
  expect(locationOf(router)).toBe('/order?tab=returns');
  const sent = await capture.calls();
  expect(sent.filter((r) => r.call.startsWith('GET /api/order/list')).map((r) => r.call)).toEqual([
    'GET /api/order/list?customerid=101&listtype=O',
    'GET /api/order/list?customerid=101&listtype=R',
  ]);
  const card = orderCard('RT20261116-0001');
  const returned = within(card).getByText('已退貨');
  // The theme's error red.
  expect(returned).toHaveStyle({ color: 'rgb(198, 40, 40)' });
  expect(within(card).queryByRole('list', { name: '訂單進度' })).toBeNull();
  expect(field(card, '備註')).toBe('退貨原因：到貨溫度異常');
  expect(field(card, '訂單金額')).toBe('$600');

  await user.click(screen.getByRole('tab', { name: '訂單紀錄' }));
  expect(await screen.findByText('共 10 筆')).toBeInTheDocument();
  expect(locationOf(router)).toBe('/order');
});

test('opening /order?tab=returns shows the returns tab', async () => {
  await openOrders('/order?tab=returns');
  expect(await screen.findByText('共 2 筆')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '退貨紀錄', selected: true })).toBeInTheDocument();
});

test('no orders and no returns: the empty texts', async () => {
  server.use(
    http.get('*/api/order/list', () =>
      HttpResponse.json({ code: 200, result: { items: [], total: 0 } }),
    ),
  );
  const { user } = await openOrders();
  expect(await screen.findByText('目前沒有資料')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '退貨紀錄' }));
  expect(await screen.findByText('目前沒有退貨紀錄')).toBeInTheDocument();
});

test('a failed list says so with 重試, and 重試 loads it', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/order/list', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : undefined;
    }),
  );
  const { user } = await openOrders();
  expect(await screen.findByText('網路連線異常，請稍後再試')).toBeInTheDocument();
  expect(screen.queryByText('目前沒有資料')).toBeNull();
  await user.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('共 10 筆')).toBeInTheDocument();
});

test('載入更多 while the total exceeds the items: the next page at the server page size', async () => {
  const capture = captureRequests();
  server.use(
    http.get('*/api/order/list', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      const order = (n: number) => ({
        orderno: `SO-${String(n)}`,
        orderdate: '2026-11-22 09:00:00',
        orderstatus: '00',
        orderdetails: [],
      });
      const items =
        page === '1' ? [order(1), order(2)] : page === '2' ? [order(3), order(4)] : [order(5)];
      return HttpResponse.json({ code: 200, result: { items, total: 5 } });
    }),
  );
  const { user } = await openOrders();
  expect(await screen.findByText('共 5 筆')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: '載入更多' }));
  expect(await screen.findByRole('article', { name: '訂單編號 SO-4' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '載入更多' }));
  expect(await screen.findByRole('article', { name: '訂單編號 SO-5' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
  expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  const sent = await capture.calls();
  expect(sent.filter((r) => r.call.startsWith('GET /api/order/list')).map((r) => r.call)).toEqual([
    'GET /api/order/list?customerid=101&listtype=O',
    'GET /api/order/list?customerid=101&listtype=O&page=2&pageSize=2',
    'GET /api/order/list?customerid=101&listtype=O&page=3&pageSize=2',
  ]);
});

test('a 載入更多 page that fails keeps the orders above it and offers 重試 for that page', async () => {
  let failing = true;
  server.use(
    http.get('*/api/order/list', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      if (page === '2' && failing) return new HttpResponse(null, { status: 500 });
      const order = (n: number) => ({
        orderno: `SO-${String(n)}`,
        orderdate: '2026-11-22 09:00:00',
        orderstatus: '00',
        orderdetails: [],
      });
      const items = page === '1' ? [order(1), order(2)] : [order(3)];
      return HttpResponse.json({ code: 200, result: { items, total: 3 } });
    }),
  );
  const { user } = await openOrders();
  expect(await screen.findByText('共 3 筆')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '載入更多' }));
  expect(await screen.findByText('系統忙碌中，請稍後再試')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  failing = false;
  await user.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByRole('article', { name: '訂單編號 SO-3' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.queryByText('系統忙碌中，請稍後再試')).toBeNull();
  expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
});

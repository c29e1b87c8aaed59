import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { resetDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { captureRequests, type SentCall } from '../../support/capture-requests';
import { locationOf, renderApp } from '../../support/render-app';

beforeEach(() => {
  // A fixed "now" gives fixed update times (the seed dates orders relative to it).
  resetDb({ now: new Date('2026-11-22T02:00:00Z') });
});

async function openDetail(path = '/orderdetail') {
  const view = await renderApp(path, { signedInAs: 'demo' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '訂單明細狀態' }),
  ).toBeInTheDocument();
  return view;
}

const row = (orderno: string) => screen.getByRole('listitem', { name: orderno });
const pageBodies = (sent: SentCall[]) =>
  sent.filter((r) => r.call === 'POST /api/orderDetail/page2').map((r) => r.body);

test('page 1: page2 with page 1, pageSize 10, total 0; 共 N 筆 and ten rows', async () => {
  const capture = captureRequests();
  await openDetail();
  expect(await screen.findByText('共 48 筆')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: '訂單明細狀態' });
  expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10);
  expect(pageBodies(await capture.calls())).toEqual([
    { customerid: '101', page: 1, pageSize: 10, total: 0 },
  ]);
});

test('each status display: other statuses show the update time, 05 the delivery number, 90 red with 確認', async () => {
  await openDetail();
  await screen.findByText('共 48 筆');
  const pending = row('SO20261122-0001-1');
  expect(pending).toHaveTextContent(
    '訂單編號 SO20261122-0001-1松阪豬訂購 4.00 包(500G) · 出貨 0.00 包(500G)未出貨更新時間 2026.11.22 08:00',
  );
  expect(row('SO20261121-0001-1')).toHaveTextContent('已成立更新時間 2026.11.21 08:00');

  const shipped = row('SO20261120-0001-1');
  expect(shipped).toHaveTextContent('訂購 1.50 KG · 出貨 1.52 KG已出貨出貨單號 DN20261121076');
  expect(shipped).not.toHaveTextContent('更新時間');
  expect(within(shipped).queryByRole('button')).toBeNull();

  const waiting = row('SO20261120-0001-2');
  expect(waiting).toHaveTextContent('豬大骨訂購 4.00 箱(10KG) · 出貨 4.00 箱(10KG)待確認');
  expect(waiting).not.toHaveTextContent('更新時間');
  expect(within(waiting).getByText('待確認')).toHaveStyle({ color: 'rgb(198, 40, 40)' });
  expect(within(waiting).getByRole('button', { name: '確認收到 豬大骨' })).toHaveTextContent(
    '確認',
  );
});

test('paging: the page in the URL, page2 gets the previous answer total', async () => {
  const capture = captureRequests();
  const { user, router } = await openDetail();
  await screen.findByText('共 48 筆');
  await user.click(screen.getByRole('button', { name: '第 2 頁' }));
  expect(await screen.findByRole('listitem', { name: 'SO20261120-0001-3' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/orderdetail?page=2');
  expect(row('SO20261114-0001-2')).toHaveTextContent('已確認更新時間 2026.11.16 12:00');
  await user.click(screen.getByRole('button', { name: '第 3 頁' }));
  expect(await screen.findByRole('listitem', { name: 'SO20261101-0001-2' })).toBeInTheDocument();
  // Lines 21 to 30 of 48: the last of the recent orders, then the oldest usual order's (the order guide's demo).
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  expect(pageBodies(await capture.calls())).toEqual([
    { customerid: '101', page: 1, pageSize: 10, total: 0 },
    { customerid: '101', page: 2, pageSize: 10, total: 48 },
    { customerid: '101', page: 3, pageSize: 10, total: 48 },
  ]);
});

test('opening ?page=2 shows page 2', async () => {
  await openDetail('/orderdetail?page=2');
  expect(await screen.findByRole('listitem', { name: 'SO20261120-0001-3' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '第 2 頁（目前）' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a page past the end says so and leads back to page 1', async () => {
  const view = await openDetail('/orderdetail?page=9');
  expect(await screen.findByText('第 9 頁沒有資料（共 5 頁）')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: '回到第 1 頁' }));
  expect(await screen.findByText('共 48 筆')).toBeInTheDocument();
  expect(locationOf(view.router)).toBe('/orderdetail');
});

test('a page that is not a number reads as page 1', async () => {
  const capture = captureRequests();
  await openDetail('/orderdetail?page=abc');
  await screen.findByText('共 48 筆');
  expect(pageBodies(await capture.calls())).toEqual([
    { customerid: '101', page: 1, pageSize: 10, total: 0 },
  ]);
});

test('confirm: updateSingleStatus with orderstatus 99, the reloaded line shows 已確認', async () => {
  const capture = captureRequests();
  const { user } = await openDetail();
  await screen.findByText('共 48 筆');
  const button = within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' });
  await user.dblClick(button);
  expect(await within(row('SO20261120-0001-2')).findByText('已確認')).toBeInTheDocument();
  expect(row('SO20261120-0001-2')).toHaveTextContent(
    /已確認更新時間 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/,
  );
  expect(within(row('SO20261120-0001-2')).queryByRole('button')).toBeNull();
  const sent = await capture.calls();
  const confirms = sent.filter((r) => r.call === 'POST /api/orderDetail/updateSingleStatus');
  expect(confirms.map((r) => r.body)).toEqual([
    { id: '3600000000000108', orderid: '3600000000000106', orderstatus: '99' },
  ]);
  expect(pageBodies(sent)).toHaveLength(2);
});

test('the button is disabled while sending', async () => {
  let release: () => void = () => undefined;
  server.use(
    http.post(
      '*/api/orderDetail/updateSingleStatus',
      () =>
        new Promise<undefined>((resolve) => {
          release = () => resolve(undefined);
        }),
    ),
  );
  const { user } = await openDetail();
  await screen.findByText('共 48 筆');
  await user.click(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  );
  expect(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  ).toBeDisabled();
  expect(within(row('SO20261120-0001-2')).getByRole('button')).toHaveTextContent('確認中…');
  release();
  expect(await within(row('SO20261120-0001-2')).findByText('已確認')).toBeInTheDocument();
});

test('a confirmed line stays 確認中 until its page is in again, then shows 已確認', async () => {
  const { user } = await openDetail();
  await screen.findByText('共 48 筆');
  // From now on the page answers only when the test lets it: the confirmation's refetch waits.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/api/orderDetail/page2', async () => {
      await held;
      return undefined;
    }),
  );
  await user.click(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  );
  // The call has answered; the refetched page has not: the line still shows 90, busy, and cannot be tapped.
  expect(
    await within(row('SO20261120-0001-2')).findByRole('button', { name: '確認收到 豬大骨' }),
  ).toHaveTextContent('確認中…');
  expect(within(row('SO20261120-0001-2')).getByRole('button')).toBeDisabled();
  release();
  expect(await within(row('SO20261120-0001-2')).findByText('已確認')).toBeInTheDocument();
});

test('a refused confirm shows the server message and leaves the line as it was', async () => {
  server.use(
    http.post('*/api/orderDetail/updateSingleStatus', () =>
      HttpResponse.json({ code: 400, message: '此明細目前無法確認' }),
    ),
  );
  const capture = captureRequests();
  const { user } = await openDetail();
  await screen.findByText('共 48 筆');
  await user.click(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  );
  expect(
    await within(row('SO20261120-0001-2')).findByText('確認失敗：此明細目前無法確認'),
  ).toBeInTheDocument();
  expect(within(row('SO20261120-0001-2')).getByText('待確認')).toBeInTheDocument();
  expect(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  ).toBeEnabled();
  expect(pageBodies(await capture.calls())).toHaveLength(1);
});

test('a network failure while confirming says so', async () => {
  server.use(http.post('*/api/orderDetail/updateSingleStatus', () => HttpResponse.error()));
  const { user } = await openDetail();
  await screen.findByText('共 48 筆');
  await user.click(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  );
  expect(
    await within(row('SO20261120-0001-2')).findByText('確認失敗：網路連線異常，請稍後再試'),
  ).toBeInTheDocument();
  expect(within(row('SO20261120-0001-2')).getByText('待確認')).toBeInTheDocument();
});

test('a 401 while confirming ends the session: /login2', async () => {
  server.use(
    http.post(
      '*/api/orderDetail/updateSingleStatus',
      () => new HttpResponse(null, { status: 401 }),
    ),
  );
  const { user, router, store } = await openDetail();
  await screen.findByText('共 48 筆');
  await user.click(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  );
  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
  expect(store.getState().auth.loggedIn).toBe(false);
});

test('a dictionary that failed: the codes are shown', async () => {
  server.use(
    http.get('*/api/sysDictType/allDictList', () => new HttpResponse(null, { status: 500 })),
  );
  await openDetail();
  await screen.findByText('共 48 筆');
  expect(row('SO20261122-0001-1')).toHaveTextContent('00更新時間 2026.11.22 08:00');
  expect(within(row('SO20261120-0001-2')).getByText('90')).toBeInTheDocument();
  expect(
    within(row('SO20261120-0001-2')).getByRole('button', { name: '確認收到 豬大骨' }),
  ).toBeEnabled();
  expect(row('SO20261120-0001-1')).toHaveTextContent('05出貨單號 DN20261121076');
});

test('an unknown status code shows the code and the update time', async () => {
  server.use(
    http.post('*/api/orderDetail/page2', () =>
      HttpResponse.json({
        code: 200,
        result: {
          items: [
            {
              id: 1,
              orderid: 2,
              orderidorderno: 'SO9-1',
              productname: '豬大骨',
              productquantity: 2,
              salesunitcode: 'KG',
              orderstatus: '77',
              updatetime: '2026-11-20 13:45:00',
            },
          ],
          total: 1,
        },
      }),
    ),
  );
  await openDetail();
  await screen.findByText('共 1 筆');
  expect(row('SO9-1')).toHaveTextContent('訂購 2.00 KG · 出貨 0.00 KG77更新時間 2026.11.20 13:45');
  expect(screen.queryByRole('navigation', { name: '明細分頁' })).toBeNull();
});

test('no lines: 目前沒有資料; a failed list: the error with 重試', async () => {
  let fail = true;
  server.use(
    http.post('*/api/orderDetail/page2', () =>
      fail
        ? HttpResponse.json({ code: 500, message: '' }, { status: 500 })
        : HttpResponse.json({ code: 200, result: { items: [], total: 0 } }),
    ),
  );
  const { user } = await openDetail();
  expect(await screen.findByText('系統忙碌中，請稍後再試')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('目前沒有資料')).toBeInTheDocument();
});

/**
 * 進貨對帳 (/statement) for the chain account over three months of orders (statement-fixture.ts): the whole route
 * with a fresh store, the real start-up and MSW.
 */
import { act, screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { sameId } from '../../../src/domain/id';
import { customersAnswered } from '../../support/server-answers';
import { captureRequests } from '../../support/capture-requests';
import { renderApp } from '../../support/render-app';
import { seedDemo } from '../orders/orders-support';
import { statementBackend } from './statement-fixture';

beforeEach(() => {
  seedDemo();
});

const open = async (search: string, fail?: (url: URL) => boolean) => {
  server.use(statementBackend(fail));
  const view = await renderApp(`/statement${search}`, { signedInAs: 'chain' });
  expect(await screen.findByRole('heading', { level: 1, name: '進貨對帳' })).toBeInTheDocument();
  return view;
};

/** The figure card `id`'s texts: [label, value, previous・change, unknown?]. */
function figure(id: string): string[] {
  const card = screen.getByTestId(`figure-${id}`);
  return [...within(card).getAllByRole('term'), ...within(card).getAllByRole('definition')].map(
    (el) => el.textContent,
  );
}

const listCalls = async (capture: ReturnType<typeof captureRequests>) =>
  (await capture.calls())
    .map((r) => r.call)
    .filter((c) => c.startsWith('GET /api/order/list'))
    .sort();

test("a shop's month: the figures beside the month before, 未出貨 apart, unknown amounts left out", async () => {
  const capture = captureRequests();
  await open('?month=2026-11&shop=301');
  expect(await screen.findByText('本月數字', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(figure('orders')).toEqual(['訂單數', '5 筆', '上月 4 筆・較上月增加 1 筆']);
  expect(figure('ordered')).toEqual([
    '訂購金額',
    '$6,500',
    '上月 $5,000・較上月增加 $1,500',
    '另有 1 筆金額不明，未計入',
  ]);
  expect(figure('delivered')).toEqual(['出貨金額', '$6,950', '上月 $5,000・較上月增加 $1,950']);
  expect(figure('returned')).toEqual(['退貨金額', '$450', '上月 $0・較上月增加 $450']);
  expect(figure('net')).toEqual(['淨額（出貨－退貨）', '$6,500', '上月 $5,000・較上月增加 $1,500']);
  expect(screen.getByTestId('not-delivered')).toHaveTextContent(
    '未出貨 1 筆（訂購金額 $1,000），不計入出貨金額',
  );
  expect(screen.getByText('依下單日期（台灣時間）計入月份')).toBeInTheDocument();
  // November needs October too: one page reaches back to September, so no second page is asked.
  expect(await listCalls(capture)).toEqual([
    'GET /api/order/list?customerid=301&listtype=O&page=1&pageSize=10',
    'GET /api/order/list?customerid=301&listtype=R&page=1&pageSize=10',
  ]);
});

test('the chart by week has its figures as a table for screen readers', async () => {
  await open('?month=2026-11&shop=301');
  const table = await screen.findByRole(
    'table',
    { name: '每週出貨金額（本月與上月）' },
    { timeout: 5000 },
  );
  const rows = within(table)
    .getAllByRole('row')
    .map((row) =>
      [
        ...within(row).queryAllByRole('columnheader'),
        ...within(row).queryAllByRole('rowheader'),
        ...within(row).queryAllByRole('cell'),
      ].map((c) => c.textContent),
    );
  expect(rows).toEqual([
    ['週次', '本月', '上月'],
    ['第 1 週（1–7 日）', '$2,000', '$1,000'],
    ['第 2 週（8–14 日）', '$3,000', '$1,000'],
    ['第 3 週（15–21 日）', '$1,950', '$2,000'],
    ['第 4 週（22–28 日）', '$0', '$0'],
    ['第 5 週（29–30 日）', '$0', '$1,000'],
  ]);
});

test('by product: ordered against delivered with the unit, short and over lines with their orders', async () => {
  await open('?month=2026-11&shop=301');
  const list = await screen.findByRole('list', { name: '依商品' }, { timeout: 5000 });
  const items = within(list).getAllByRole('listitem', { name: /./ });
  expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['高麗菜', '梅花豬肉片']);
  const [cabbage, pork] = items as [HTMLElement, HTMLElement];
  expect(cabbage).toHaveTextContent('訂購 6.00 箱(10KG)・出貨 4.00 箱(10KG)・未出貨 2.00 箱(10KG)');
  expect(within(cabbage).queryByText(/短少|超出/)).toBeNull();
  expect(pork).toHaveTextContent('訂購 3.50 KG・出貨 3.45 KG');
  expect(within(pork).getByText('短少 1 筆')).toBeInTheDocument();
  expect(within(pork).getByText('SO20261120-0001：訂購 2.00 KG，出貨 1.90 KG')).toBeInTheDocument();
  expect(within(pork).getByText('超出 1 筆')).toBeInTheDocument();
  expect(within(pork).getByText('SO20261105-0001：訂購 1.50 KG，出貨 1.55 KG')).toBeInTheDocument();
});

test('every shop of the chain together', async () => {
  const capture = captureRequests();
  await open('?month=2026-11&shop=all');
  await screen.findByText('本月數字', {}, { timeout: 5000 });
  expect(figure('orders')).toEqual(['訂單數', '6 筆', '上月 5 筆・較上月增加 1 筆']);
  expect(figure('delivered')).toEqual(['出貨金額', '$7,950', '上月 $5,800・較上月增加 $2,150']);
  expect(figure('returned')).toEqual(['退貨金額', '$450', '上月 $200・較上月增加 $250']);
  expect(await listCalls(capture)).toEqual(
    [301, 302, 303].flatMap((id) => [
      `GET /api/order/list?customerid=${String(id)}&listtype=O&page=1&pageSize=10`,
      `GET /api/order/list?customerid=${String(id)}&listtype=R&page=1&pageSize=10`,
    ]),
  );
});

test('a page that fails mid-way: incomplete with 重試, never a partial sum; 重試 asks that page again', async () => {
  let failing = true;
  const capture = captureRequests();
  const { user } = await open(
    '?month=2026-10&shop=301',
    (url) => failing && url.searchParams.get('page') === '2',
  );
  expect(
    await screen.findByText(
      '資料不完整：有一頁訂單讀取失敗，金額尚未計算。',
      {},
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('本月數字')).toBeNull();
  expect(screen.queryByText(/\$/)).toBeNull();
  failing = false;
  await user.click(screen.getByRole('button', { name: '重試' }));
  await screen.findByText('本月數字', {}, { timeout: 5000 });
  expect(figure('delivered')).toEqual(['出貨金額', '$5,000', '上月 $300・較上月增加 $4,700']);
  expect(await listCalls(capture)).toEqual([
    'GET /api/order/list?customerid=301&listtype=O&page=1&pageSize=10',
    'GET /api/order/list?customerid=301&listtype=O&page=2&pageSize=10',
    'GET /api/order/list?customerid=301&listtype=O&page=2&pageSize=10',
    'GET /api/order/list?customerid=301&listtype=R&page=1&pageSize=10',
  ]);
});

test('a month with no orders says so', async () => {
  await open('?month=2026-08&shop=303');
  expect(
    await screen.findByText('2026 年 8 月沒有訂單，也沒有退貨。', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('本月數字')).toBeNull();
});

test('a shop removed from the account while open is dropped with a message', async () => {
  const { store } = await open('?month=2026-10&shop=all');
  await screen.findByText('本月數字', {}, { timeout: 5000 });
  expect(figure('orders')).toEqual(['訂單數', '5 筆', '上月 3 筆・較上月增加 2 筆']);
  act(() => {
    store.dispatch(
      customersAnswered(store.getState().auth.customers.filter((c) => !sameId(c.id, 303))),
    );
  });
  expect(
    await screen.findByText('「海港鍋物 台中公益店」已不在您的帳號中，已從對帳移除。'),
  ).toBeInTheDocument();
  expect(figure('orders')).toEqual(['訂單數', '4 筆', '上月 3 筆・較上月增加 1 筆']);
});

test("a past month's pages are read once a session; the current month's are asked again on each visit", async () => {
  const capture = captureRequests();
  const { router } = await open('?month=2026-10&shop=301');
  await screen.findByText('本月數字', {}, { timeout: 5000 });
  const pastMonth = await listCalls(capture);
  expect(pastMonth.length).toBeGreaterThan(0);

  // Away to 帳號管理 and back to the same past month: its figures again, from the cache, no page asked.
  await act(() => router.navigate('/account'));
  await screen.findByRole('heading', { level: 1, name: '帳號管理' }, { timeout: 5000 });
  await act(() => router.navigate('/statement?month=2026-10&shop=301'));
  await screen.findByText('本月數字', {}, { timeout: 5000 });
  expect(await listCalls(capture)).toEqual(pastMonth);

  // This month (the phone's clock, in Taipei) still changes: each visit asks its first pages again.
  const now = new Date();
  const taipei = new Date(now.getTime() + 8 * 3600_000);
  const label = `${String(taipei.getUTCFullYear())} 年 ${String(taipei.getUTCMonth() + 1)} 月`;
  const thisMonthCalls = async () =>
    (await listCalls(capture)).filter((call) => call.includes('page=1')).length;
  await act(() => router.navigate('/statement?shop=301'));
  await screen.findByText(new RegExp(label), {}, { timeout: 5000 });
  const firstVisit = await thisMonthCalls();
  await act(() => router.navigate('/account'));
  await screen.findByRole('heading', { level: 1, name: '帳號管理' }, { timeout: 5000 });
  await act(() => router.navigate('/statement?shop=301'));
  await screen.findByText(new RegExp(label), {}, { timeout: 5000 });
  await vi.waitFor(async () => expect(await thisMonthCalls()).toBe(firstVisit + 2));
});

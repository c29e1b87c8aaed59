/**
 * The night order waits for the signal (docs/reliability.md, "An order kept for the signal"): 確認 with no connection
 * offers 網路恢復後自動送出; the order is kept on the phone for its shop and account, the bar says so on every screen,
 * and it is sent once the connection returns, exactly once. The whole app, a fresh store, the demo backend behind MSW.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { sameId } from '../../../src/domain/id';
import { lineBody } from '../../../src/features/cart/cart-line';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { lineAdded, selectCartLines, type CartEntry } from '../../../src/store/cart/cart-slice';
import type { KeptOrder } from '../../../src/store/order/order-slice';
import type { OrderDraft } from '../../../src/api/types';
import type { LineClient } from '../../../src/line/line-client';
import { captureRequests } from '../../support/capture-requests';
import { holdAnswer } from '../../support/hold-answer';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';
import {
  SHOP,
  confirmButton,
  earliest,
  fillDialog,
  openDialog,
  porkBelly,
  slowServerCommits,
  tontoro,
} from './checkout-support';

const BAR = '1 筆訂單等待網路，恢復後自動送出';
const ordersOf = (customerid: string) =>
  getDb().orders.filter((o) => sameId(o.customerid, customerid)).length;

/** The phone's connection: off, every /api call fails before any answer and `navigator.onLine` is false. */
function connection() {
  const state = { offline: false };
  server.use(http.all('*/api/*', () => (state.offline ? HttpResponse.error() : undefined)));
  const online = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !state.offline);
  onTestFinished(() => {
    online.mockRestore();
  });
  return {
    lose() {
      state.offline = true;
      window.dispatchEvent(new Event('offline'));
    },
    regain() {
      state.offline = false;
      window.dispatchEvent(new Event('online'));
    },
  };
}

/** The order slice as it is in storage now (redux-persist's format: each field JSON inside JSON). */
function storedKept(storages: ReturnType<typeof memoryStorages>): Record<string, KeptOrder> {
  const raw = storages.local.data.get('sorting-app:Order');
  if (raw === undefined) return {};
  const fields = JSON.parse(raw) as Record<string, string>;
  return fields.kept === undefined ? {} : (JSON.parse(fields.kept) as Record<string, KeptOrder>);
}

/** Lets whatever the app would do meanwhile happen (a send that should not), inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

const theBar = () => screen.getByRole('status', { name: '等待送出的訂單' });

/** Signed in to 101 with two lines, the dialog filled, the connection lost, 確認 tapped: 目前沒有網路連線 shows. */
async function confirmOffline(storages = memoryStorages()) {
  const view = await renderApp('/pagetwo', { signedInAs: 'demo', storages });
  const net = connection();
  const dialog = await openDialog(view.store);
  await within(dialog).findByRole('radio', { name: '公司配送' });
  await fillDialog(view.user, dialog);
  net.lose();
  await view.user.click(confirmButton(dialog));
  await within(dialog).findByText('目前沒有網路連線');
  return { ...view, dialog, net, storages };
}

const expectedDraft = (cart: readonly CartEntry[]): OrderDraft => ({
  customerid: SHOP,
  deliveryaddress: '台北市信義區松壽路12號B1',
  expecteddate: earliest(),
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '請放後門',
  ispayment: '2',
  orderstatus: '00',
  orderdetails: cart.map(lineBody),
});

test('offline 確認 → 網路恢復後自動送出: kept in storage before anything else, the dialog closes, the bar shows, the cart stays; sent once on `online`', async () => {
  const { user, dialog, net, storages, store, router } = await confirmOffline();
  const capture = captureRequests();
  const before = ordersOf(SHOP);
  const cart = selectCartLines(store.getState(), SHOP);

  await user.click(within(dialog).getByRole('button', { name: '網路恢復後自動送出' }));
  // In storage at once, with the whole order as it will be sent.
  const kept = storedKept(storages)[SHOP];
  expect(kept).toMatchObject({
    customerid: SHOP,
    owner: 'demo',
    status: 'waiting',
    keptOverSignOut: false,
    draft: expectedDraft(cart),
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText(BAR)).toBeInTheDocument();
  expect(within(theBar()).getByRole('alert')).toHaveClass('MuiAlert-colorInfo');
  expect(within(theBar()).getByRole('button', { name: '查看' })).toBeInTheDocument();
  expect(within(theBar()).getByRole('button', { name: '取消' })).toBeInTheDocument();
  expect(selectCartLines(store.getState(), SHOP).map((l) => l.productid)).toEqual([
    porkBelly.productid,
    tontoro.productid,
  ]);
  expect(await capture.calls()).toEqual([]);

  // 查看: the order as it will be sent.
  await user.click(within(theBar()).getByRole('button', { name: '查看' }));
  const details = await screen.findByRole('dialog', { name: '等待網路的訂單' });
  expect(within(details).getByText(earliest())).toBeInTheDocument();
  expect(within(details).getByText('台北市信義區松壽路12號B1')).toBeInTheDocument();
  await user.click(within(details).getByRole('button', { name: '關閉' }));

  act(() => {
    net.regain();
  });
  const sent = await screen.findByText(/^訂單已送出（訂單編號 SO\d{8}-\d{4}）$/, undefined, {
    timeout: 5000,
  });
  const orderno = getDb().orders.at(-1)?.orderno ?? '';
  expect(sent).toHaveTextContent(`訂單已送出（訂單編號 ${orderno}）`);
  const adds = await capture.to('/api/order/add');
  expect(adds.map((a) => a.body)).toEqual([expectedDraft(cart)]);
  expect(ordersOf(SHOP)).toBe(before + 1);
  expect(storedKept(storages)).toEqual({});
  expect(selectCartLines(store.getState(), SHOP)).toEqual([]);

  // /createorder is offered; a second `online` sends nothing more.
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await user.click(screen.getByRole('link', { name: '查看訂單' }));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(await capture.to('/api/order/add')).toHaveLength(1);
});

test('取消 while it waits: it leaves storage, the bar goes, and `online` sends nothing', async () => {
  const { user, dialog, net, storages } = await confirmOffline();
  await user.click(within(dialog).getByRole('button', { name: '網路恢復後自動送出' }));
  await screen.findByText(BAR);
  const capture = captureRequests();
  await user.click(within(theBar()).getByRole('button', { name: '取消' }));
  expect(storedKept(storages)).toEqual({});
  expect(screen.queryByText(BAR)).toBeNull();
  act(() => {
    net.regain();
  });
  await settle();
  expect(await capture.to('/api/order/add')).toHaveLength(0);
});

test('取消 during the send (before order/add leaves): nothing is sent', async () => {
  const { user, dialog, net, storages } = await confirmOffline();
  await user.click(within(dialog).getByRole('button', { name: '網路恢復後自動送出' }));
  await screen.findByText(BAR);
  const capture = captureRequests();
  const release = holdAnswer('get', '/api/order/lastorder');
  act(() => {
    net.regain();
  });
  const sending = await screen.findByText('網路已恢復，正在送出等待中的訂單…');
  expect(theBar()).toContainElement(sending);
  await user.click(within(theBar()).getByRole('button', { name: '取消' }));
  release();
  await waitFor(() => expect(screen.queryByText('網路已恢復，正在送出等待中的訂單…')).toBeNull());
  expect(await capture.to('/api/order/add')).toHaveLength(0);
  expect(storedKept(storages)).toEqual({});
});

test('a lost answer is resolved by lastorder: the server committed, the bar says 已送出, one order', async () => {
  const { user, dialog, net } = await confirmOffline();
  await user.click(within(dialog).getByRole('button', { name: '網路恢復後自動送出' }));
  await screen.findByText(BAR);
  const before = ordersOf(SHOP);
  // order/add reaches the server, which commits after the app's first look; its answer never comes back.
  const bodies = slowServerCommits('afterFirstLook');
  act(() => {
    net.regain();
  });
  const sent = await screen.findByText(/^訂單已送出（訂單編號 /, undefined, { timeout: 8000 });
  expect(sent).toHaveTextContent(`訂單已送出（訂單編號 ${getDb().orders.at(-1)?.orderno ?? ''}）`);
  expect(bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
});

test('refused by the server: the bar shows its message, the cart stays, and it is not sent again', async () => {
  const { user, dialog, net, store, storages } = await confirmOffline();
  await user.click(within(dialog).getByRole('button', { name: '網路恢復後自動送出' }));
  await screen.findByText(BAR);
  let adds = 0;
  server.use(
    http.post('*/api/order/add', () => {
      adds += 1;
      return HttpResponse.json({ code: 400, message: '信用額度不足，請聯絡業務' });
    }),
  );
  act(() => {
    net.regain();
  });
  expect(
    await screen.findByText('等待中的訂單未送出：信用額度不足，請聯絡業務', undefined, {
      timeout: 5000,
    }),
  ).toBeInTheDocument();
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
  expect(storedKept(storages)[SHOP]?.status).toBe('refused');
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await settle();
  expect(adds).toBe(1);
});

test('the cart changes while it waits: the bar asks; 更新訂單 sends the cart as it is now', async () => {
  const { user, dialog, net, store, storages } = await confirmOffline();
  await user.click(within(dialog).getByRole('button', { name: '網路恢復後自動送出' }));
  await screen.findByText(BAR);
  act(() => {
    store.dispatch(
      lineAdded({
        ...porkBelly,
        id: 'local-2',
        productid: 2,
        productcode: 'PK002',
        productname: '梅花豬肉片',
        productquantity: 1.5,
        productquantity_text: '1.50',
      }),
    );
  });
  const question = await screen.findByText(
    '購物車已變更：要用目前的購物車更新等待中的訂單，還是取消它？',
  );
  const bar = theBar();
  expect(bar).toContainElement(question);
  expect(within(bar).getByRole('button', { name: '取消訂單' })).toBeInTheDocument();
  // Not sent while the buyer has not answered.
  const capture = captureRequests();
  act(() => {
    net.regain();
  });
  await settle();
  expect(await capture.to('/api/order/add')).toHaveLength(0);

  net.lose();
  await user.click(within(bar).getByRole('button', { name: '更新訂單' }));
  expect(storedKept(storages)[SHOP]?.draft.orderdetails.map((l) => l.productid)).toEqual([
    porkBelly.productid,
    tontoro.productid,
    2,
  ]);
  expect(await screen.findByText(BAR)).toBeInTheDocument();
  act(() => {
    net.regain();
  });
  await screen.findByText(/^訂單已送出（訂單編號 /, undefined, { timeout: 5000 });
  const [body] = (await capture.to('/api/order/add')).map(
    (a) => a.body as { orderdetails: { productid: string }[] },
  );
  expect(body?.orderdetails.map((l) => l.productid)).toEqual([
    porkBelly.productid,
    tontoro.productid,
    2,
  ]);
});

/** Storage holding an order kept on an earlier open for shop 101 of the demo account. */
function keptEarlier(expecteddate: string, extra: Partial<KeptOrder> = {}) {
  const kept: KeptOrder = {
    id: 'kept-1',
    customerid: SHOP,
    owner: 'demo',
    draft: { ...expectedDraft([porkBelly, tontoro]), expecteddate },
    choices: {
      addressId: '1011',
      expecteddate,
      deliverytype: '1',
      deliverytime: '04',
      deliverytimeremark: '請放後門',
      ispayment: '2',
    },
    keptAt: '2026-11-28T01:50:00.000Z',
    status: 'waiting',
    message: '',
    keptOverSignOut: false,
    ...extra,
  };
  return memoryStorages({
    'sorting-app:Order': persistedValue({
      newOrder: [],
      drafts: {},
      pendingSends: {},
      kept: { [SHOP]: kept },
    }),
    'sorting-app:ShoppingCart': persistedValue({
      linesByCustomer: { [SHOP]: [porkBelly, tontoro] },
    }),
  });
}

/** The phone stays offline: nothing is sent by itself, so the bar can be read. */
function staysOffline() {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onTestFinished(() => {
    online.mockRestore();
  });
}

test('kept before a sign-out: the same account signing in again is told it still waits', async () => {
  staysOffline();
  const storages = keptEarlier(earliest(), { keptOverSignOut: true });
  await renderApp('/pagetwo', { signedInAs: 'demo', storages });
  const bar = await screen.findByRole('status', { name: '等待送出的訂單' });
  expect(bar).toHaveTextContent(`${BAR}登出前保留的訂單仍在等待網路，恢復後會自動送出。查看取消`);
});

test('another account on the phone: no bar, and its order stays in storage for its own account', async () => {
  staysOffline();
  const storages = keptEarlier(earliest());
  await renderApp('/pagetwo', { signedInAs: 'chain', storages });
  await screen.findByRole('button', { name: 'Kr' });
  expect(screen.queryByRole('status', { name: '等待送出的訂單' })).toBeNull();
  expect(storedKept(storages)[SHOP]?.owner).toBe('demo');
});

test('its date passed the cutoff while it waited: the bar asks for a new date; 選擇新日期 opens the dialog with the choices and no date', async () => {
  staysOffline();
  const past = dayjs(earliest()).subtract(3, 'day').format('YYYY-MM-DD');
  const storages = keptEarlier(past);
  const { user } = await renderApp('/pagetwo', { signedInAs: 'demo', storages });
  const bar = await screen.findByRole('status', { name: '等待送出的訂單' });
  expect(bar).toHaveTextContent(
    `等待中的訂單配送日期 ${past} 已過截止時間，不會自動送出，請選擇新的配送日期。選擇新日期取消`,
  );
  await user.click(within(bar).getByRole('button', { name: '選擇新日期' }));
  const dialog = await screen.findByRole('dialog', { name: '選擇收貨地址' });
  expect(within(dialog).getByLabelText('希望配送日期')).toHaveValue('');
  expect(within(dialog).getByRole('radio', { name: '台北市信義區松壽路12號B1' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: '不指定' })).toBeChecked();
  expect(storedKept(storages)).toEqual({});
});

test('30 minutes before the cutoff the bar turns to a warning with the minutes left', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T05:38:20+08:00'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
  staysOffline();
  await renderApp('/pagetwo', { signedInAs: 'demo', storages: keptEarlier('2026-11-29') });
  const bar = await screen.findByRole('status', { name: '等待送出的訂單' });
  expect(bar).toHaveTextContent(
    `${BAR}距離 06:00 截止只剩 21 分鐘，請盡快連上網路，逾時將不會自動送出。查看取消`,
  );
  expect(within(bar).getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
});

test('the app opened again with the connection back: the kept order is sent once, and the bar says 已送出', async () => {
  const storages = keptEarlier(earliest());
  const capture = captureRequests();
  const before = ordersOf(SHOP);
  const sendMessages = vi.fn<LineClient['sendMessages']>(() => Promise.resolve());
  await renderApp('/pagetwo', { signedInAs: 'demo', storages, line: { sendMessages } });
  const bar = await screen.findByRole('status', { name: '等待送出的訂單' });
  await waitFor(
    () => expect(bar).toHaveTextContent(/^訂單已送出（訂單編號 SO\d{8}-\d{4}）查看訂單關閉$/),
    {
      timeout: 5000,
    },
  );
  expect((await capture.to('/api/order/add')).map((a) => a.body)).toEqual([
    { ...expectedDraft([porkBelly, tontoro]), expecteddate: earliest() },
  ]);
  expect(ordersOf(SHOP)).toBe(before + 1);
  expect(storedKept(storages)).toEqual({});
  // LINE is told once (inside LINE, from a chat: the fake LINE allows it), and the push-log says so.
  await waitFor(() => expect(sendMessages).toHaveBeenCalledTimes(1));
  const orderno = getDb().orders.at(-1)?.orderno ?? '';
  await waitFor(async () =>
    expect((await capture.to('/api/log/push-log')).map((r) => r.body)).toEqual([
      { logLevel: 2, message: `sendMessages sent: order ${orderno}` },
    ]),
  );
});

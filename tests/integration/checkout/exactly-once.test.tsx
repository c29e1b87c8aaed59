/**
 * Exactly once, one buyer at a time: the ways an independent review got a second order, or one buyer's send or
 * choices into another's, each as the buyer meets it (the whole app, a fresh store, the demo backend behind MSW).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { sameId } from '../../../src/domain/id';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { customerSelected } from '../../../src/store/session/auth-slice';
import { lineAdded, selectCartLines } from '../../../src/store/cart/cart-slice';
import { captureRequests } from '../../support/capture-requests';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';
import {
  SHOP,
  chainShops,
  confirmButton,
  earliest,
  fillDialog,
  linesOf,
  openDialog,
  slowServerCommits,
} from './checkout-support';

const ordersOf = (customerid: string) =>
  getDb().orders.filter((o) => sameId(o.customerid, customerid)).length;

test("1. a slow server commits the order after its answer is lost (after the app's first look): the app keeps checking, finds it, and the backend holds one order", async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const before = ordersOf(SHOP);
  const capture = captureRequests();
  const bodies = slowServerCommits('afterFirstLook');
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));

  expect(await within(dialog).findByText('正在確認訂單是否已送出…')).toBeInTheDocument();
  // The buyer need not wait in front of it: closing the dialog leaves the check running.
  await user.click(within(dialog).getByRole('button', { name: '關閉' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The first look (at once) still finds the previous order; the one 2 s later finds this one.
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 6000 });
  expect(bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
  const card = await screen.findByRole('region', { name: '您的訂單已送出！' });
  expect(within(card).getByText(getDb().orders.at(-1)?.orderno ?? '')).toBeInTheDocument();
  expect(selectCartLines(store.getState(), SHOP)).toEqual([]);
  const looks = (await capture.to('/api/order/lastorder')).map((r) => r.search);
  // Once to note the last order before the send, then at once and 2 s after the loss.
  expect(looks).toEqual(['?customerid=101', '?customerid=101', '?customerid=101']);
});

test('2. a phone clock three minutes fast does not hide an order that landed', async () => {
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 3 * 60 * 1000);
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const before = ordersOf(SHOP);
  const bodies = slowServerCommits('before');
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 3000 });
  expect(bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
});

test("3. shop 301's lost send is not 302's: 302's 確認 sends 302's order; 301's is checked again when 301 is back", async () => {
  const { store, user, router } = await renderApp('/pagetwo', {
    signedInAs: 'chain',
    orderCheckDelays: [0, 20],
  });
  act(() => {
    store.dispatch(customerSelected(301));
  });
  // 301's answer is lost, and from then on its checks fail too.
  let lost301 = false;
  server.use(
    http.post(
      '*/api/order/add',
      () => {
        lost301 = true;
        return HttpResponse.error();
      },
      { once: true },
    ),
    http.get('*/api/order/lastorder', ({ request }) =>
      lost301 && new URL(request.url).search === '?customerid=301'
        ? HttpResponse.error()
        : undefined,
    ),
  );
  let dialog = await openDialog(store, linesOf('301'));
  await fillDialog(user, dialog, '後門密碼 1234', chainShops['301'].address);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(lost301).toBe(true));
  await waitFor(() => expect(confirmButton(dialog)).toBeEnabled(), { timeout: 3000 });
  await user.click(within(dialog).getByRole('button', { name: '取消' }));

  const capture = captureRequests();
  act(() => {
    store.dispatch(customerSelected(302));
  });
  const before302 = ordersOf('302');
  dialog = await openDialog(store, linesOf('302'));
  // Nothing of 301's send, nor of its choices, in 302's dialog.
  expect(within(dialog).queryByText(/訂單是否已送出/)).toBeNull();
  expect(within(dialog).queryByRole('textbox', { name: '備註' })).toBeNull();
  await fillDialog(user, dialog, '', chainShops['302'].address);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(ordersOf('302')).toBe(before302 + 1);
  const sent = await capture.to('/api/order/add');
  expect(sent.map((r) => (r.body as { customerid: string }).customerid)).toEqual(['302']);
  expect((await capture.to('/api/order/lastorder')).map((r) => r.search)).toEqual([
    '?customerid=302',
  ]);

  // Back on 301: the switch checks its own pending send again (and so does its dialog as it opens, unless that
  // check is still on its way), and the dialog says it still cannot tell.
  const back = captureRequests();
  act(() => {
    store.dispatch(customerSelected(301));
  });
  dialog = await openDialog(store, []);
  expect(
    await within(dialog).findByText(/目前無法連線確認訂單是否已送出。/, {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  const looks = (await back.to('/api/order/lastorder')).map((r) => r.search);
  expect(looks.length).toBeGreaterThan(0);
  expect(new Set(looks)).toEqual(new Set(['?customerid=301']));
  expect(await back.to('/api/order/add')).toEqual([]);
});

const pendingOf301 = {
  customerid: '301',
  lastOrderno: null,
  expecteddate: earliest(),
  productids: ['1'],
  status: 'notFound',
};

test.each([
  ['as this version stores it', { pendingSends: { '301': pendingOf301 } }],
  [
    'as the version before stored it (one per phone)',
    { pendingSend: { ...pendingOf301, startedAt: Date.now() - 60_000, unknown: true } },
  ],
])(
  "4. another account's pending send on the phone (%s) neither blocks nor is asked about by this account's 確認",
  async (_shape, stored) => {
    const storages = memoryStorages({
      'sorting-app:Order': persistedValue({ newOrder: [], ...stored }),
    });
    const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo', storages });
    const capture = captureRequests();
    const dialog = await openDialog(store);
    expect(within(dialog).queryByText(/查不到這筆訂單|訂單是否已送出/)).toBeNull();
    await fillDialog(user, dialog);
    await user.click(confirmButton(dialog));
    await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
    expect((await capture.to('/api/order/lastorder')).map((r) => r.search)).toEqual([
      '?customerid=101',
    ]);
    expect(await capture.to('/api/order/add')).toHaveLength(1);
  },
);

test('5. a reload the moment order/add leaves still finds the pending send: start-up checks it and shows the order as sent', async () => {
  const storages = memoryStorages();
  // The page dies as the request leaves: storage is copied at that instant; the server commits the order. The
  // adapter every axios instance starts from: the store's is made on its first call, after this.
  const death: { storage: Map<string, string> | null } = { storage: null };
  const saved = axios.defaults.adapter;
  axios.defaults.adapter = (config) => {
    if (config.url?.endsWith('/api/order/add') === true && death.storage === null) {
      death.storage = new Map(storages.local.data);
    }
    return axios.getAdapter(saved)(config);
  };
  let before = 0;
  try {
    const view = await renderApp('/pagetwo', { signedInAs: 'demo', storages });
    before = ordersOf(SHOP);
    const dialog = await openDialog(view.store);
    await fillDialog(view.user, dialog);
    await view.user.click(confirmButton(dialog));
    await waitFor(() => expect(locationOf(view.router)).toBe('/createorder'));
    view.unmount();
  } finally {
    axios.defaults.adapter = saved;
  }
  expect(ordersOf(SHOP)).toBe(before + 1);
  const atDeath = death.storage;
  if (atDeath === null) throw new Error('order/add never left');

  // The reload: the app starts from storage as it was when the page died, signed in as before. Start-up checks the
  // active shop's pending send before any tap, finds the order, and shows it as sent.
  const calls = captureRequests();
  const { store, router } = await renderApp('/pagetwo', {
    storages: memoryStorages(Object.fromEntries(atDeath)),
    startup: true,
  });
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect((await calls.to('/api/order/lastorder')).map((r) => r.search)).toEqual([
    '?customerid=101',
  ]);
  expect(await calls.to('/api/order/add')).toHaveLength(0);
  expect(ordersOf(SHOP)).toBe(before + 1);
  expect(selectCartLines(store.getState(), SHOP)).toEqual([]);
  expect(await screen.findByRole('region', { name: '您的訂單已送出！' })).toBeInTheDocument();
});

test("6. one shop's delivery choices never open in another shop's dialog, and they and the order just sent go with the session", async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'chain' });
  act(() => {
    store.dispatch(customerSelected(301));
  });
  let dialog = await openDialog(store, linesOf('301'));
  await fillDialog(user, dialog, '後門密碼 1234', chainShops['301'].address);
  await user.click(within(dialog).getByRole('radio', { name: '是' }));
  act(() => {
    store.dispatch(customerSelected(302));
  });
  dialog = await screen.findByRole('dialog', { name: '選擇收貨地址' });
  expect(within(dialog).getByRole('radio', { name: '是' })).not.toBeChecked();
  expect(within(dialog).queryByRole('textbox', { name: '備註' })).toBeNull();
  expect(within(dialog).queryByDisplayValue('後門密碼 1234')).toBeNull();
  act(() => {
    store.dispatch(customerSelected(301));
  });
  dialog = await screen.findByRole('dialog', { name: '選擇收貨地址' });
  expect(within(dialog).getByRole('textbox', { name: '備註' })).toHaveValue('後門密碼 1234');

  // 302 sends; then the buyer logs out: neither the choices nor /createorder's order stay for the next account.
  act(() => {
    store.dispatch(customerSelected(302));
    for (const line of linesOf('302')) store.dispatch(lineAdded(line));
  });
  dialog = await screen.findByRole('dialog', { name: '選擇收貨地址' });
  await fillDialog(user, dialog, '302 的備註', chainShops['302'].address);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(store.getState().order.newOrder).toHaveLength(1);
  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  await user.click(within(menu).getByRole('button', { name: '登出' }));
  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
  expect(store.getState().order.drafts).toEqual({});
  expect(store.getState().order.newOrder).toEqual([]);
});

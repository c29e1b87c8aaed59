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
import type { UserEvent } from '@testing-library/user-event';
import { catalogueApi } from '../../../src/api/endpoints/catalogue';
import type { OrderDraft } from '../../../src/api/types';
import { lineAdded, lineChanged, selectCartLines } from '../../../src/store/cart/cart-slice';
import { captureRequests } from '../../support/capture-requests';
import { holdAnswer } from '../../support/hold-answer';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { expectPersistWriteLogs } from '../../support/persist-write-logs';
import { locationOf, renderApp, signInAs } from '../../support/render-app';
import {
  SHOP,
  chainShops,
  confirmButton,
  countOrderAdds,
  earliest,
  fillDialog,
  linesOf,
  openDialog,
  porkBelly,
  slowServerCommits,
  tontoro,
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
  lines: [{ productid: '1', quantity: 2.5 }],
  status: 'notFound',
};

test.each([
  ['as this version stores it', { pendingSends: { '301': pendingOf301 } }],
  [
    'as the version before stored it (one per phone)',
    {
      pendingSend: {
        customerid: '301',
        expecteddate: earliest(),
        productids: ['1'],
        startedAt: Date.now() - 60_000,
        unknown: true,
      },
    },
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

// Round two: four more ways to a second order, a way to lose cart lines, and one buyer at a time.

/** Signs out from the menu, as a buyer does. */
async function signOut(user: UserEvent, router: Parameters<typeof locationOf>[0]) {
  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  await user.click(within(menu).getByRole('button', { name: '登出' }));
  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
}

/**
 * order/add on a server that commits only when the test says: the request is held, and `commit()` lets it reach the
 * demo backend; the app's answer is lost either way. Returns the bodies the app sent.
 */
function serverCommitsLater() {
  const bodies: unknown[] = [];
  let committing = false;
  let commitNow: () => void = () => undefined;
  const committed = new Promise<void>((resolve) => (commitNow = resolve));
  let done: Promise<unknown> = Promise.resolve();
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      if (committing) return undefined;
      bodies.push(await request.clone().json());
      const copy = request.clone();
      await committed;
      committing = true;
      done = fetch(copy).finally(() => (committing = false));
      await done;
      return HttpResponse.error();
    }),
  );
  return {
    bodies,
    commit: async () => {
      commitNow();
      // The handler runs on once released; wait until the backend holds the order.
      await waitFor(() => expect(committing).toBe(false));
      await done;
    },
  };
}

test('7. the buyer signs out while order/add is on its way and the server commits after: the same account signing back in finds the order; nothing is sent twice', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const before = ordersOf(SHOP);
  const server7 = serverCommitsLater();
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(await within(dialog).findByRole('button', { name: '送出中…' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: '關閉' }));
  await signOut(user, router);
  await server7.commit();
  expect(ordersOf(SHOP)).toBe(before + 1);
  // The send's outcome is unknown: it stays with its shop, across the session's end.
  expect(store.getState().order.pendingSends[SHOP]).toMatchObject({ customerid: SHOP });

  const looks = captureRequests();
  await user.type(await screen.findByRole('textbox', { name: '帳號' }), 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 5000 });
  expect(await screen.findByRole('region', { name: '您的訂單已送出！' })).toBeInTheDocument();
  expect((await looks.to('/api/order/lastorder')).map((r) => r.search)).toEqual([
    '?customerid=101',
  ]);
  expect(server7.bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
  expect(store.getState().order.pendingSends).toEqual({});
  expect(selectCartLines(store.getState(), SHOP)).toEqual([]);
});

test('7b. another call answered 401 while order/add is on its way ends the session: the send stays pending and the next sign-in finds the order', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const before = ordersOf(SHOP);
  const server7 = serverCommitsLater();
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(await within(dialog).findByRole('button', { name: '送出中…' })).toBeDisabled();
  server.use(
    http.get('*/api/category/list', () => HttpResponse.json({ code: 401, message: '' }), {
      once: true,
    }),
  );
  void store.dispatch(
    catalogueApi.endpoints.getCategories.initiate(undefined, { forceRefetch: true }),
  );
  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
  await server7.commit();
  expect(store.getState().order.pendingSends[SHOP]).toMatchObject({ customerid: SHOP });

  await user.type(await screen.findByRole('textbox', { name: '帳號' }), 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 5000 });
  expect(server7.bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
});

test("8. a check still running when the buyer signs out stops: the next account's token never asks about this shop, and its order never shows on the next account's /createorder", async () => {
  const { store, user, router } = await renderApp('/pagetwo', {
    signedInAs: 'demo',
    orderCheckDelays: [0, 1500, 3000],
  });
  const before = ordersOf(SHOP);
  // Lost, then committed right after the app's first look.
  slowServerCommits('afterFirstLook');
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(await within(dialog).findByText('正在確認訂單是否已送出…')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '關閉' }));
  await signOut(user, router);
  const after = captureRequests();
  await act(() => signInAs(store, 'chain'));
  // Past the watch's remaining looks.
  await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
  expect(ordersOf(SHOP)).toBe(before + 1);
  const looks = (await after.to('/api/order/lastorder')).map((r) => r.search);
  expect(looks).not.toContain('?customerid=101');
  expect(locationOf(router)).not.toBe('/createorder');
  expect(store.getState().order.newOrder).toEqual([]);
  // Still pending for shop 101: the demo account's next sign-in looks for it.
  expect(store.getState().order.pendingSends[SHOP]).toMatchObject({ customerid: SHOP });
});

test('9. a line stepped down to 0 is never sent; an order the backend took without one of the lines is still found after a lost answer', async () => {
  const { store, user, router } = await renderApp('/pagetwo', {
    signedInAs: 'demo',
    orderCheckDelays: [0, 20],
  });
  const before = ordersOf(SHOP);
  const bodies: OrderDraft[] = [];
  let committing = false;
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      if (committing) return undefined;
      const body = (await request.clone().json()) as OrderDraft;
      bodies.push(body);
      // The backend cannot deliver 松阪豬 and leaves it out; then the answer is lost.
      committing = true;
      await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify({
          ...body,
          orderdetails: body.orderdetails.filter((l) => String(l.productid) !== '4'),
        }),
      }).finally(() => (committing = false));
      return HttpResponse.error();
    }),
  );
  const zeroLine = { ...porkBelly, id: 'local-2', productid: 2, productquantity: 0 };
  const dialog = await openDialog(store, [porkBelly, tontoro, zeroLine]);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 3000 });
  expect(bodies.map((b) => b.orderdetails.map((l) => String(l.productid)))).toEqual([['1', '4']]);
  expect(ordersOf(SHOP)).toBe(before + 1);
});

test('9b. a cart whose every line is at 0 sends nothing and says why', async () => {
  const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds();
  const dialog = await openDialog(store, [{ ...porkBelly, productquantity: 0 }]);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(await within(dialog).findByText('最少要有一筆資料')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('10. an answer cut off mid-body (HTTP 200, malformed JSON) is an unknown outcome: the app looks the order up and shows it as sent; 確認 never sends again', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const before = ordersOf(SHOP);
  let committing = false;
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      if (committing) return undefined;
      bodies.push(await request.clone().json());
      committing = true;
      await fetch(request.clone()).finally(() => (committing = false));
      return new HttpResponse('{"code":200,"result":{"orderno":"SO', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 3000 });
  expect(bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
  expect(selectCartLines(store.getState(), SHOP)).toEqual([]);
});

test('11. a phone whose storage refuses the pending send: the send goes on, and the buyer is told to keep the screen open until the result', async () => {
  const storages = memoryStorages();
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo', storages });
  // From now on the phone refuses every write (full, or private mode).
  expectPersistWriteLogs();
  storages.local.setItem = () =>
    Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  const before = ordersOf(SHOP);
  const release = holdAnswer('post', '/api/order/add');
  const bodies = countOrderAdds();
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(
    await within(dialog).findByText(
      '這支手機目前無法儲存資料（空間已滿或無痕模式）。在看到送出結果之前，請不要重新整理或關閉這個畫面，否則將無法確認訂單是否已送出。',
    ),
  ).toBeInTheDocument();
  release();
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(bodies).toHaveLength(1);
  expect(ordersOf(SHOP)).toBe(before + 1);
});

test('12. products added for a follow-up while a lost order is checked stay in the cart when the check finds the order; only the lines sent leave', async () => {
  const { store, user, router } = await renderApp('/pagetwo', {
    signedInAs: 'demo',
    orderCheckDelays: [0, 300],
  });
  slowServerCommits('afterFirstLook');
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(await within(dialog).findByText('正在確認訂單是否已送出…')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '關閉' }));
  // Two forgotten products (豬小排, 豬里肌肉排), and 豬五花肉片 stepped up from 2.50 to 3.00 KG.
  const forgotten = [
    { ...porkBelly, id: 'local-8', productid: 8, productname: '豬小排', productquantity: 1.5 },
    { ...tontoro, id: 'local-3', productid: 3, productname: '豬里肌肉排', ordermultiple: 1 },
  ];
  act(() => {
    for (const line of forgotten) store.dispatch(lineAdded(line));
    const line = selectCartLines(store.getState(), SHOP).find((l) => l.productid === 1);
    const changes = { productquantity: 3, synced: false };
    store.dispatch(lineChanged({ customerid: SHOP, id: line?.id ?? '', changes }));
  });
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 3000 });
  const left = selectCartLines(store.getState(), SHOP);
  expect(left.map((l) => [String(l.productid), l.productquantity])).toEqual([
    ['1', 3],
    ['8', 1.5],
    ['3', 4],
  ]);
  // They are sent to the backend's cart again, which it emptied when it took the order.
  await waitFor(() =>
    expect(
      getDb()
        .cartLines.filter((l) => sameId(l.customerid, SHOP))
        .map((l) => [String(l.productid), l.productquantity]),
    ).toEqual([
      ['1', 3],
      ['8', 1.5],
      ['3', 4],
    ]),
  );
});

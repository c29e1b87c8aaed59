/**
 * An order kept for the signal whose send is cut short is sent, not dropped, and still never twice
 * (docs/reliability.md, "An order kept for the signal"): a reload or a dropped connection just as order/add leaves,
 * another tab changing the cart or the kept order during the send, the cutoff passing while the last order is asked,
 * storage that refuses every write, and a 401 to order/add. The app's own start-up on shared storage, against the
 * demo backend; a send can no longer land 30 ms after it left (tests/support/tabs.ts), not 55 s.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderDraft } from '../../../src/api/types';
import { submitOrder } from '../../../src/features/checkout/order-send';
import { updateKeptOrder } from '../../../src/features/checkout/kept-order';
import { server } from '../../../src/mocks/node';
import type { PersistStorages } from '../../../src/store/stored/phone-storage';
import { lineRemoved, selectCartLines } from '../../../src/store/cart/cart-slice';
import { selectSendUnstored } from '../../../src/store/order/order-send-slice';
import { selectKeptSent } from '../../../src/store/order/order-slice';
import { signedOut } from '../../../src/store/session/auth-slice';
import { captureRequests } from '../../support/capture-requests';
import { tontoro } from '../../support/cart-fixtures';
import { cutNextOrderAdd } from '../../support/cut-order-add';
import { holdAnswer } from '../../support/hold-answer';
import { expectPersistWriteLogs } from '../../support/persist-write-logs';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { openTab, sharedLocalStorage } from '../../support/tabs';
import {
  cutShortByReload,
  keepTwoLines,
  online,
  ordersOf,
  reloadMidSend,
  settle,
  wire,
  type Phone,
  type Tab,
} from '../../support/kept-order';

// A unit test of the send's rules with the app's own start-up (mutation testing runs it: stryker.config.mjs).
serveDemoBackend();

/** The products order/add carried, per call. */
async function addedProducts(capture: ReturnType<typeof captureRequests>): Promise<string[][]> {
  return (await capture.to('/api/order/add')).map((add) =>
    (add.body as OrderDraft).orderdetails.map((line) => String(line.productid)),
  );
}

/** A reload mid-send, signed in again on the new page as the same buyer. */
async function reloadedMidSend(storage: Phone, old: Tab) {
  const phone = await reloadMidSend(storage, old);
  return { phone, reloaded: await openTab(phone.tab(), 'demo') };
}

describe('a reload within the first second after the signal returns', () => {
  test('order/add never reached the backend: the kept order survives the reload, and the app sends it once the lost call can no longer land', async () => {
    const { phone, before, capture } = await cutShortByReload();
    const reloaded = await openTab(phone.tab(), 'demo');
    const stored = reloaded.store.getState().order;
    expect(stored.kept['101']?.status).toBe('sending');
    expect(stored.pendingSends['101']?.keptId).toBe(stored.kept['101']?.id);

    wire(reloaded);
    await waitFor(() => expect(selectKeptSent(reloaded.store.getState(), '101')).not.toBeNull());
    for (let i = 0; i < 5; i += 1) online();
    await settle();
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(await addedProducts(capture)).toEqual([
      ['1', '4'],
      ['1', '4'],
    ]);
    expect(selectKeptSent(reloaded.store.getState(), '101')?.order.orderno).toBe(
      ordersOf('101').at(-1)?.orderno,
    );
    expect(reloaded.store.getState().order.kept).toEqual({});
    expect(reloaded.store.getState().order.pendingSends).toEqual({});
    expect(selectCartLines(reloaded.store.getState(), '101')).toEqual([]);
  });

  test('the backend committed it before the page went: the reload finds the order and sends nothing more', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const before = ordersOf('101').length;
    const capture = captureRequests();
    cutNextOrderAdd({ committed: true, answer: 'never' });
    wire(tab);
    await waitFor(() => expect(ordersOf('101')).toHaveLength(before + 1));

    const { reloaded } = await reloadedMidSend(storage, tab);
    wire(reloaded);
    await waitFor(() =>
      expect(selectKeptSent(reloaded.store.getState(), '101')?.order.orderno).toBe(
        ordersOf('101').at(-1)?.orderno,
      ),
    );
    online();
    await settle();
    expect(await capture.to('/api/order/add')).toHaveLength(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
  });

  test('the stored 訂單已送出 survives a reload after the app sent it by itself', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    wire(tab);
    await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
    const again = await openTab(storage.tab());
    expect(selectKeptSent(again.store.getState(), '101')?.order.orderno).toBe(
      ordersOf('101').at(-1)?.orderno,
    );
  });
});

test('the connection drops just as order/add leaves (never committed): the app sends it again by itself, one order, and more online events send nothing', async () => {
  const tab = await openTab(sharedLocalStorage().tab(), 'demo');
  keepTwoLines(tab);
  const before = ordersOf('101').length;
  const capture = captureRequests();
  cutNextOrderAdd({ committed: false, answer: 'network' });
  wire(tab);
  await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
  for (let i = 0; i < 5; i += 1) online();
  await settle();
  expect(await capture.to('/api/order/add')).toHaveLength(2);
  expect(ordersOf('101')).toHaveLength(before + 1);
});

test('a lost answer whose order the backend committed late: found by the watch, never sent again', async () => {
  const tab = await openTab(sharedLocalStorage().tab(), 'demo');
  keepTwoLines(tab);
  const before = ordersOf('101').length;
  const capture = captureRequests();
  cutNextOrderAdd({ committed: true, answer: 'network' });
  wire(tab);
  await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
  online();
  await settle();
  expect(await capture.to('/api/order/add')).toHaveLength(1);
  expect(ordersOf('101')).toHaveLength(before + 1);
});

test('a product removed from the cart in another tab is not ordered: the cart is read again inside the lock, and the bar asks', async () => {
  const storage = sharedLocalStorage();
  const viewA = storage.tab();
  const hiddenA = await openTab(viewA, 'demo');
  const tabB = await openTab(storage.tab());
  keepTwoLines(hiddenA);
  await waitFor(() => expect(selectCartLines(tabB.store.getState(), '101')).toHaveLength(2));
  // Tab A is in the background: it hears nothing of B until its own next action.
  viewA.hide();
  const capture = captureRequests();
  tabB.store.dispatch(lineRemoved({ customerid: '101', id: tontoro.id }));
  await settle();
  wire(hiddenA);
  online();
  await settle();
  expect(await capture.to('/api/order/add')).toEqual([]);
  expect(hiddenA.store.getState().order.kept['101']?.status).toBe('waiting');
  expect(selectCartLines(hiddenA.store.getState(), '101').map((l) => l.productid)).toEqual([1]);
  expect(selectCartLines(tabB.store.getState(), '101').map((l) => l.productid)).toEqual([1]);
});

test('更新訂單 in another tab while this tab asks the last order: order/add sends the updated order', async () => {
  const storage = sharedLocalStorage();
  const tabA = await openTab(storage.tab(), 'demo');
  const tabB = await openTab(storage.tab());
  keepTwoLines(tabA);
  await waitFor(() => expect(tabB.store.getState().order.kept['101']).toBeDefined());
  const capture = captureRequests();
  const release = holdAnswer('get', '/api/order/lastorder');
  wire(tabA);
  await waitFor(async () =>
    expect((await capture.calls()).map((c) => c.call)).toContain(
      'GET /api/order/lastorder?customerid=101',
    ),
  );
  tabB.store.dispatch(lineRemoved({ customerid: '101', id: tontoro.id }));
  const keptInB = tabB.store.getState().order.kept['101'];
  if (keptInB === undefined) throw new Error('tab B should see the kept order');
  tabB.store.dispatch(updateKeptOrder(keptInB, selectCartLines(tabB.store.getState(), '101')));
  await settle();
  release();
  await waitFor(() => expect(selectKeptSent(tabA.store.getState(), '101')).not.toBeNull());
  expect(await addedProducts(capture)).toEqual([['1']]);
});

test('the cutoff passes while the last order is asked: order/add never leaves for a date no longer allowed, and the bar asks for a new date', async () => {
  // The signal returns at 05:59:50 in Taipei, for tomorrow's delivery; the last order answers at 06:00:20.
  vi.setSystemTime(new Date('2026-11-28T05:59:50+08:00'));
  const tab = await openTab(sharedLocalStorage().tab(), 'demo');
  keepTwoLines(tab);
  expect(tab.store.getState().order.kept['101']?.draft.expecteddate).toBe('2026-11-29');
  const capture = captureRequests();
  const release = holdAnswer('get', '/api/order/lastorder');
  wire(tab);
  await waitFor(async () =>
    expect((await capture.calls()).map((c) => c.call)).toEqual([
      'GET /api/order/lastorder?customerid=101',
    ]),
  );
  vi.setSystemTime(new Date('2026-11-28T06:00:20+08:00'));
  release();
  await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired'));
  await settle();
  expect(await capture.to('/api/order/add')).toEqual([]);
});

describe('storage that refuses every write once the order is kept', () => {
  /** A tab whose writes to local storage are refused from `refuse()` on, as a full phone refuses them. */
  function refusingTab(storage: ReturnType<typeof sharedLocalStorage>) {
    const tab = storage.tab();
    let refusing = false;
    const local: PersistStorages['local'] = {
      ...tab.local,
      setItem: (key: string, value: string): Promise<void> =>
        refusing
          ? Promise.reject(new DOMException('full', 'QuotaExceededError'))
          : (tab.local.setItem(key, value) as Promise<void>),
    };
    return { storages: { ...tab, local }, refuse: () => (refusing = true) };
  }

  test('it is not sent by itself, a reload sends nothing either, and the bar says why; 立即送出 sends it once', async () => {
    expectPersistWriteLogs();
    const storage = sharedLocalStorage();
    const first = refusingTab(storage);
    const tab = await openTab(first.storages, 'demo');
    keepTwoLines(tab);
    await settle();
    first.refuse();
    const before = ordersOf('101').length;
    const capture = captureRequests();
    wire(tab);
    online();
    await waitFor(() => expect(selectSendUnstored(tab.store.getState(), '101')).toBe(true));
    expect(tab.store.getState().order.kept['101']?.status).toBe('waiting');

    const second = refusingTab(storage);
    second.refuse();
    const reloaded = await openTab(second.storages);
    wire(reloaded);
    online();
    await waitFor(() => expect(selectSendUnstored(reloaded.store.getState(), '101')).toBe(true));
    await settle();
    expect(await capture.to('/api/order/add')).toEqual([]);

    const kept = reloaded.store.getState().order.kept['101'];
    if (kept === undefined) throw new Error('the kept order should still be there');
    await reloaded.store.dispatch(
      submitOrder({ customerid: '101', keptId: kept.id, unstoredOk: true }),
    );
    expect(selectKeptSent(reloaded.store.getState(), '101')).not.toBeNull();
    expect(ordersOf('101')).toHaveLength(before + 1);
  });
});

test('a 401 answering its order/add is not a refusal: it waits, and is sent once its account signs in again', async () => {
  const storage = sharedLocalStorage();
  const tab = await openTab(storage.tab(), 'demo');
  keepTwoLines(tab);
  const before = ordersOf('101').length;
  server.use(
    http.post('*/api/order/add', () => HttpResponse.json({ code: 401, message: '' }), {
      once: true,
    }),
  );
  const capture = captureRequests();
  wire(tab);
  await waitFor(() => expect(tab.store.getState().auth.loggedIn).toBe(false));
  await settle();
  expect(tab.store.getState().order.kept['101']).toMatchObject({ status: 'waiting' });

  const again = await openTab(storage.tab(), 'demo');
  wire(again);
  await waitFor(() => expect(selectKeptSent(again.store.getState(), '101')).not.toBeNull());
  expect(await capture.to('/api/order/add')).toHaveLength(2);
  expect(ordersOf('101')).toHaveLength(before + 1);
});

describe('the rules of a kept order’s send, one by one', () => {
  /** A tab whose runs end with the test: its session ends, which stops a run waiting out a limit and frees the lock. */
  async function tabFor(limitMs?: number) {
    const tab = await openTab(sharedLocalStorage().tab(), 'demo', [0, 10], limitMs);
    onTestFinished(() => {
      tab.store.dispatch(signedOut());
    });
    return tab;
  }

  /** A kept order whose next order/add is lost and never committed. */
  async function lostOnce(limitMs: number) {
    const tab = await tabFor(limitMs);
    keepTwoLines(tab);
    const kept = tab.store.getState().order.kept['101'];
    if (kept === undefined) throw new Error('the order should be kept');
    cutNextOrderAdd({ committed: false, answer: 'network' });
    return { tab, kept };
  }

  test('the pending send names the kept order and the moment order/add left, by the phone’s clock', async () => {
    const { tab, kept } = await lostOnce(60_000);
    const capture = captureRequests();
    const from = Date.now();
    void tab.store.dispatch(submitOrder({ customerid: '101', keptId: kept.id }));
    await waitFor(async () => expect(await capture.to('/api/order/add')).toHaveLength(1));
    const pending = tab.store.getState().order.pendingSends['101'];
    expect(pending?.keptId).toBe(kept.id);
    const sentAt = Date.parse(pending?.sentAt ?? '');
    expect(sentAt).toBeGreaterThanOrEqual(from);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
    expect(tab.store.getState().order.kept['101']?.status).toBe('sending');
    // While it waits out the limit, the run is the kept order's: the bar says it is being checked.
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
    );
    expect(tab.store.getState().order.keptRuns['101']).toBe(true);
    expect(tab.store.getState().orderSend.running['101']).toBe('checking');
    await settle();
    expect(await capture.to('/api/order/add')).toHaveLength(1);
  });

  test('by itself it waits out the limit; the buyer’s 重新送出 does not, and sends once', async () => {
    const { tab, kept } = await lostOnce(60_000);
    const before = ordersOf('101').length;
    const capture = captureRequests();
    const first = tab.store.dispatch(submitOrder({ customerid: '101', keptId: kept.id }));
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
    );
    await settle();
    expect(await capture.to('/api/order/add')).toHaveLength(1);
    // The session ends (as a sign-out would): the waiting run stops, nothing sent.
    tab.store.dispatch(signedOut());
    expect((await first).payload).toBeNull();
    await signInAgain(tab);
    const result = await tab.store.dispatch(
      submitOrder({ customerid: '101', keptId: kept.id, resend: true }),
    );
    expect(result.payload).toMatchObject({ kind: 'created', kept: true });
    expect(await capture.to('/api/order/add')).toHaveLength(2);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull();
  });

  test('every answer lost and never committed: three sends in one run at most, then it stays sending for the next try', async () => {
    const tab = await tabFor(20);
    keepTwoLines(tab);
    const kept = tab.store.getState().order.kept['101'];
    if (kept === undefined) throw new Error('the order should be kept');
    server.use(http.post('*/api/order/add', () => HttpResponse.error()));
    const capture = captureRequests();
    const result = await tab.store.dispatch(submitOrder({ customerid: '101', keptId: kept.id }));
    expect(result.payload).toEqual({ kind: 'notFound' });
    expect(await capture.to('/api/order/add')).toHaveLength(3);
    expect(tab.store.getState().order.kept['101']?.status).toBe('sending');
    expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound');
    expect(ordersOf('101').filter((o) => o.expecteddate === kept.draft.expecteddate)).toEqual([]);
  });

  test('the cart changed while its earlier send was unknown and not found: it waits again for the buyer’s answer, nothing resent', async () => {
    const { tab, kept } = await lostOnce(400);
    const capture = captureRequests();
    const run = tab.store.dispatch(submitOrder({ customerid: '101', keptId: kept.id }));
    // While it waits out the limit, another tab (or this one) takes a line out of the cart.
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
    );
    tab.store.dispatch(lineRemoved({ customerid: '101', id: tontoro.id }));
    expect((await run).payload).toBeNull();
    expect(tab.store.getState().order.kept['101']?.status).toBe('waiting');
    expect(await capture.to('/api/order/add')).toHaveLength(1);
  });

  test('a check of the shop’s pending send that is a kept order’s (start-up, the dialog opening) is that kept order’s own send: found, told by the bar', async () => {
    const tab = await tabFor();
    keepTwoLines(tab);
    const kept = tab.store.getState().order.kept['101'];
    if (kept === undefined) throw new Error('the order should be kept');
    cutNextOrderAdd({ committed: true, answer: 'never' });
    const cut = tab.store.dispatch(submitOrder({ customerid: '101', keptId: kept.id }));
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('sending'));
    // The page that sent it is gone (its session, its call): the next one checks what it left.
    tab.store.dispatch(signedOut());
    await cut;
    await signInAgain(tab);
    const check = tab.store.dispatch(submitOrder({ customerid: '101' }));
    expect(tab.store.getState().order.keptRuns['101']).toBe(true);
    expect((await check).payload).toMatchObject({ kind: 'created', kept: true });
    expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull();
    expect(tab.store.getState().order.kept).toEqual({});
  });

  test('another account signed in on the phone: its send of the shop’s kept order does nothing and asks nothing', async () => {
    const tab = await tabFor();
    keepTwoLines(tab);
    const kept = tab.store.getState().order.kept['101'];
    if (kept === undefined) throw new Error('the order should be kept');
    // The same shop's record under another sign-in account (a record that names none is the shop itself).
    tab.store.dispatch({
      type: 'auth/signedIn',
      payload: { customer: { id: 101, name: '禾豐燒肉', sysaccount: 'other' } },
    });
    const capture = captureRequests();
    const result = await tab.store.dispatch(submitOrder({ customerid: '101', keptId: kept.id }));
    expect(result.payload).toBeNull();
    expect(await capture.calls()).toEqual([]);
    expect(tab.store.getState().order.kept['101']?.status).toBe('waiting');
  });
});

/** The same account signs in again on this tab (a new session: the one before stopped what it ran). */
async function signInAgain(tab: Tab): Promise<void> {
  const { signInAs } = await import('../../support/render-app');
  await signInAs(tab.store, 'demo');
}

/**
 * When the active shop's order kept for the signal is tried (kept-order-sends.ts): as the sends start (the app
 * comes on screen), on `online`, every 30 s, on a sign-in and on a shop switch; never while the phone says it is
 * offline, while the cart differs from the kept order, for another account's or another shop's order, or once it is
 * no longer waiting; never twice at once; and nothing more once stopped.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { vi, type MockInstance } from 'vitest';
import type { Customer } from '../../../src/api/types';
import { keepOrder } from '../../../src/features/checkout/kept-order';
import {
  KEPT_ORDER_RETRY_MS,
  startKeptOrderSends,
} from '../../../src/features/checkout/kept-order-sends';
import { server } from '../../../src/mocks/node';
import type { AppStore } from '../../../src/store/root-state';
import { createTokenStore } from '../../../src/phone/token-store';
import { lineAdded, lineChanged } from '../../../src/store/cart/cart-slice';
import { keptOrderMarked } from '../../../src/store/order/order-slice';
import { selectSendPhase } from '../../../src/store/order/order-send-slice';
import { customerSelected, signedIn } from '../../../src/store/session/auth-slice';
import { porkBelly, SHOP } from '../../support/cart-fixtures';
import { createdOrder, deliveryChoices, orderDraftFor } from '../../support/order-fixtures';
import { freshApp } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { customersAnswered } from '../../support/server-answers';

const tokens = createTokenStore();
serveDemoBackend();

const shop101: Customer = {
  id: 101,
  fullname: '禾豐燒肉餐飲有限公司',
  name: '禾豐燒肉',
  sysaccount: 'demo',
};
const shop102: Customer = {
  id: 102,
  fullname: '禾豐燒肉二店',
  name: '禾豐二店',
  sysaccount: 'demo',
};

const draft = () => orderDraftFor(SHOP);
const created = createdOrder();

/** What the test's backend was asked (the last order, then order/add), in order; `hold` keeps the last order's answer. */
function backend(hold?: Promise<void>) {
  const asked: string[] = [];
  server.use(
    mswHttp.get('*/api/order/lastorder', async () => {
      asked.push('lastorder');
      await hold;
      return HttpResponse.json({ code: 200, result: { ...created, orderno: 'SO-0' } });
    }),
    mswHttp.post('*/api/order/add', async ({ request }) => {
      asked.push(`add ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  return asked;
}

/** The phone's own word on its connection (`navigator.onLine`): only false is believed. */
let onLine: MockInstance<() => boolean>;
let phoneOnline = true;

beforeEach(() => {
  tokens.save(freshJwt(), 'refresh-1');
  phoneOnline = true;
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => phoneOnline);
});

afterEach(() => {
  onLine.mockRestore();
  vi.useRealTimers();
});

/**
 * Shop 101 of the demo account signed in, its cart holding the kept order's line, the order kept; the sends not
 * started yet. Only the interval is faked: the calls and their answers run on real time.
 */
async function kept() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const { store, startListening } = await freshApp(tokens);
  store.dispatch(signedIn({ customer: shop101 }));
  store.dispatch(lineAdded(porkBelly));
  store.dispatch(keepOrder(draft(), deliveryChoices));
  const start = () => {
    const stop = startKeptOrderSends(store, startListening);
    onTestFinished(stop);
    return stop;
  };
  return { store, start };
}

/** Whether a send of shop 101 is on its way now (a try starts it at once, before any call is made). */
const tried = (store: AppStore) => selectSendPhase(store.getState(), SHOP) !== 'idle';

/** Until shop 101's send has ended. */
function sendEnded(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (tried(store)) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/** Lets whatever would happen meanwhile happen (a call that should not leave), on real time. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

/** The kept order was sent once, exactly as kept, and is kept no more. */
async function expectSentOnce(store: AppStore, asked: string[]) {
  await sendEnded(store);
  expect(asked).toEqual(['lastorder', `add ${JSON.stringify(draft())}`]);
  expect(store.getState().order.kept).toEqual({});
}

const online = () => window.dispatchEvent(new Event('online'));

test('as the sends start (the app comes on screen), the kept order is sent, once', async () => {
  const { store, start } = await kept();
  const asked = backend();
  start();
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('phone offline at start: nothing tried; `online` sends it', async () => {
  const { store, start } = await kept();
  const asked = backend();
  phoneOnline = false;
  start();
  expect(tried(store)).toBe(false);

  phoneOnline = true;
  online();
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('no `online` ever (a phone in a basement): tried again 30 s after the start, not before', async () => {
  const { store, start } = await kept();
  const asked = backend();
  phoneOnline = false;
  start();
  phoneOnline = true;
  expect(KEPT_ORDER_RETRY_MS).toBe(30_000);

  vi.advanceTimersByTime(29_999);
  expect(tried(store)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('every 30 s while the phone stays offline: each try finds it offline, nothing asked; the first online try sends', async () => {
  const { store, start } = await kept();
  const asked = backend();
  phoneOnline = false;
  start();
  vi.advanceTimersByTime(3 * KEPT_ORDER_RETRY_MS);
  await settle();
  expect(asked).toEqual([]);
  expect(store.getState().order.kept[SHOP]?.status).toBe('waiting');

  phoneOnline = true;
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('a sign-in tries it', async () => {
  const { store, start } = await kept();
  const asked = backend();
  phoneOnline = false;
  start();
  phoneOnline = true;
  store.dispatch(signedIn({ customer: shop101 }));
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('a shop switch tries the shop switched to: back to 101, its order is sent; at 102, nothing of 101 is', async () => {
  const { store, start } = await kept();
  const asked = backend();
  store.dispatch(customersAnswered([shop101, shop102]));
  store.dispatch(customerSelected(102));
  start();
  expect(tried(store)).toBe(false);

  store.dispatch(customerSelected(102));
  expect(tried(store)).toBe(false);
  await settle();
  expect(asked).toEqual([]);

  store.dispatch(customerSelected(101));
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('never twice at once: `online`, the 30 s, a sign-in and a shop switch while it is on its way start nothing more', async () => {
  const { store, start } = await kept();
  let release: () => void = () => undefined;
  const asked = backend(new Promise<void>((resolve) => (release = resolve)));
  start();
  expect(tried(store)).toBe(true);
  await vi.waitUntil(() => asked.length > 0, { interval: 5, timeout: 5000 });

  online();
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  store.dispatch(customerSelected(101));
  await settle();
  expect(asked).toEqual(['lastorder']);

  release();
  await expectSentOnce(store, asked);
  online();
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  await settle();
  expect(asked).toHaveLength(2);
});

test('the cart no longer is the kept order: not sent by itself (the bar asks first); once they agree again it is', async () => {
  const { store, start } = await kept();
  const asked = backend();
  store.dispatch(
    lineChanged({ customerid: SHOP, id: porkBelly.id, changes: { productquantity: 3 } }),
  );
  start();
  online();
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  expect(tried(store)).toBe(false);
  await settle();
  expect(asked).toEqual([]);

  store.dispatch(
    lineChanged({ customerid: SHOP, id: porkBelly.id, changes: { productquantity: 2.5 } }),
  );
  online();
  expect(tried(store)).toBe(true);
  await expectSentOnce(store, asked);
});

test('another account signed in on the phone, same shop: its order is not sent', async () => {
  const { store, start } = await kept();
  const asked = backend();
  store.dispatch(signedIn({ customer: { ...shop101, sysaccount: 'other' } }));
  start();
  online();
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  expect(tried(store)).toBe(false);
  await settle();
  expect(asked).toEqual([]);
  expect(store.getState().order.kept[SHOP]?.status).toBe('waiting');
});

test.each([
  ['its date passed the cutoff', 'dateExpired'],
  ['refused by the server', 'refused'],
] as const)('%s: never sent by itself again', async (_name, status) => {
  const { store, start } = await kept();
  const asked = backend();
  const order = store.getState().order.kept[SHOP];
  if (order === undefined) throw new Error('the order should be kept');
  store.dispatch(
    keptOrderMarked({
      customerid: SHOP,
      id: order.id,
      status,
      ...(status === 'refused' ? { message: '信用額度不足' } : {}),
    }),
  );
  start();
  online();
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  store.dispatch(signedIn({ customer: shop101 }));
  expect(tried(store)).toBe(false);
  await settle();
  expect(asked).toEqual([]);
  expect(store.getState().order.kept[SHOP]?.status).toBe(status);
});

test('no order kept: every trigger passes without trying anything', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const { store, startListening } = await freshApp(tokens);
  const asked = backend();
  store.dispatch(signedIn({ customer: shop101 }));
  store.dispatch(lineAdded(porkBelly));
  onTestFinished(startKeptOrderSends(store, startListening));
  online();
  vi.advanceTimersByTime(KEPT_ORDER_RETRY_MS);
  store.dispatch(signedIn({ customer: shop101 }));
  store.dispatch(customerSelected(101));
  expect(tried(store)).toBe(false);
  await settle();
  expect(asked).toEqual([]);
});

test('stopped: neither `online`, the 30 s, a sign-in nor a shop switch tries it; started again, it is sent', async () => {
  const { store, start } = await kept();
  const asked = backend();
  phoneOnline = false;
  const stop = start();
  stop();
  phoneOnline = true;
  online();
  vi.advanceTimersByTime(2 * KEPT_ORDER_RETRY_MS);
  store.dispatch(signedIn({ customer: shop101 }));
  store.dispatch(customerSelected(101));
  expect(tried(store)).toBe(false);
  await settle();
  expect(asked).toEqual([]);

  start();
  await expectSentOnce(store, asked);
});

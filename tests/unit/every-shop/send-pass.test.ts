/**
 * 送出 N 家店的訂單 (features/every-shop/send-pass.ts): one order per shop, one after another, each through checkout's
 * exactly-once send; each shop's start and result written into the pass (and to storage) as they happen; and the
 * check of a shop whose send may have left, after a reload. A store as the app makes it, the backend's answers the
 * test's own (MSW).
 */
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { env } from '../../../src/config/env';
import { earliestDeliveryDate } from '../../../src/domain/delivery-date';
import { sameId } from '../../../src/domain/id';
import {
  checkPassShop,
  sendEveryShop,
  type PassResult,
  type ShopSend,
} from '../../../src/features/every-shop/send-pass';
import { server } from '../../../src/mocks/node';
import type { AppStore } from '../../../src/store/root-state';
import { createTokenStore } from '../../../src/phone/token-store';
import { withTabLock } from '../../../src/phone/tab-lock';
import { lineAdded, type CartEntry } from '../../../src/store/cart/cart-slice';
import { orderSendStarted, orderSendUnknown } from '../../../src/store/order/order-slice';
import { signedIn } from '../../../src/store/session/auth-slice';
import { porkBelly } from '../../support/cart-fixtures';
import { freshStore } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';
import { memoryStorages } from '../../support/memory-storage';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { customersAnswered } from '../../support/server-answers';

serveDemoBackend();

const tokens = createTokenStore();
const earliest = () => earliestDeliveryDate(new Date(), env.businessTimezone);

const choiceOf = (changes: Partial<ShopSend['choice']> = {}): ShopSend['choice'] => ({
  addressId: '1',
  expecteddate: earliest(),
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '',
  ispayment: '2',
  ...changes,
});

const sendOf = (customerid: string, changes: Partial<ShopSend> = {}): ShopSend => ({
  customerid,
  deliveryaddress: `地址 ${customerid}`,
  choice: choiceOf(),
  ...changes,
});

const lineOf = (customerid: string, quantity = 2.5): CartEntry => ({
  ...porkBelly,
  id: `local-1-${customerid}`,
  customerid,
  productquantity: quantity,
});

/** A store signed in as the chain's three shops, each with 豬五花肉片 in its cart. */
async function chainStore(storages = memoryStorages()): Promise<AppStore> {
  const store = await freshStore(tokens, { storages, orderCheckDelays: [0, 5] });
  store.dispatch(
    customersAnswered(
      ['301', '302', '303'].map((id) => ({ id: Number(id), name: id, fullname: id })),
    ),
  );
  for (const id of ['301', '302', '303']) store.dispatch(lineAdded(lineOf(id)));
  return store;
}

interface Backend {
  /** order/add bodies in the order they came. */
  adds: { customerid: string; deliveryaddress: string; deliverytime: string }[];
  /** Each shop's last order, as lastorder answers it (null: none). */
  last: Record<string, object | null>;
  looks: string[];
}

const orderFor = (customerid: string, orderno: string) => ({
  orderno,
  orderdate: '2026-11-27',
  orderstatus: '00',
  customerid,
  expecteddate: earliest(),
  orderdetails: [{ productid: 1, productname: '豬五花肉片', productquantity: 2.5 }],
});

/** The backend: each order/add answered by `answer` (by default, the order created and made the shop's last). */
function backend(
  answer: (
    customerid: string,
    backend: Backend,
  ) => Response | undefined | Promise<Response | undefined> = () => undefined,
): Backend {
  const state: Backend = { adds: [], last: {}, looks: [] };
  server.use(
    mswHttp.get('*/api/order/lastorder', ({ request }) => {
      const shop = new URL(request.url).searchParams.get('customerid') ?? '';
      state.looks.push(shop);
      return HttpResponse.json({ code: 200, result: state.last[shop] ?? null });
    }),
    mswHttp.post('*/api/order/add', async ({ request }) => {
      const body = (await request.clone().json()) as Backend['adds'][number];
      state.adds.push(body);
      const custom = await answer(body.customerid, state);
      if (custom !== undefined) return custom;
      const order = orderFor(body.customerid, `SO-${body.customerid}`);
      state.last[body.customerid] = order;
      return HttpResponse.json({ code: 200, result: order });
    }),
  );
  return state;
}

/** The pass as the store holds it: each shop's result. */
const passResults = (store: AppStore) =>
  Object.fromEntries(
    (store.getState().order.pass?.shops ?? []).map((s) => [s.customerid, s.result]),
  );

/** The pass as storage holds it now. */
function storedPass(storages: ReturnType<typeof memoryStorages>): unknown {
  const raw = storages.local.data.get('sorting-app:Order');
  if (raw === undefined) return null;
  const fields = JSON.parse(raw) as { pass?: string };
  return JSON.parse(fields.pass ?? 'null') as unknown;
}

beforeEach(() => {
  tokens.save(freshJwt(), 'refresh-1');
});

test('three shops, one order each, in the given order: each result reported as it comes, and kept in the pass with its number', async () => {
  const store = await chainStore();
  const api = backend();
  const reported: [string, PassResult][] = [];
  const results = await store.dispatch(
    sendEveryShop(
      ['301', '302', '303'].map((id) => sendOf(id)),
      (customerid, result) => reported.push([customerid, result]),
    ),
  );
  const sent = (id: string): PassResult => ({ kind: 'sent', orderno: `SO-${id}` });
  expect(results).toEqual({ '301': sent('301'), '302': sent('302'), '303': sent('303') });
  expect(reported).toEqual([
    ['301', sent('301')],
    ['302', sent('302')],
    ['303', sent('303')],
  ]);
  expect(api.adds.map((a) => [a.customerid, a.deliveryaddress])).toEqual([
    ['301', '地址 301'],
    ['302', '地址 302'],
    ['303', '地址 303'],
  ]);
  expect(store.getState().order.pass).toEqual({
    shops: ['301', '302', '303'].map((id) => ({
      customerid: id,
      deliveryaddress: `地址 ${id}`,
      choice: choiceOf(),
      left: false,
      result: sent(id),
    })),
  });
});

test('the pass is in storage as it goes: the review first, each shop begun before its order/add leaves, each result once known', async () => {
  const storages = memoryStorages();
  const store = await chainStore(storages);
  const seen: unknown[] = [];
  backend(() => {
    seen.push(storedPass(storages));
    return undefined;
  });
  const reviewed = [
    { ...sendOf('301'), left: true },
    { ...sendOf('302'), choice: choiceOf({ deliverytime: '01' }), left: false },
    { ...sendOf('303'), left: false },
  ];
  await store.dispatch(sendEveryShop([sendOf('302'), sendOf('303')], () => undefined, reviewed));
  const shop = (id: string, result: unknown, left = false) => ({
    customerid: id,
    deliveryaddress: `地址 ${id}`,
    choice: choiceOf(),
    left,
    result,
  });
  // The review's shops, the one left out included; a shop sent takes the choices it is sent with.
  expect(seen).toEqual([
    { shops: [shop('301', null, true), shop('302', { kind: 'sending' }), shop('303', null)] },
    {
      shops: [
        shop('301', null, true),
        shop('302', { kind: 'sent', orderno: 'SO-302' }),
        shop('303', { kind: 'sending' }),
      ],
    },
  ]);
  expect(storedPass(storages)).toEqual({
    shops: [
      shop('301', null, true),
      shop('302', { kind: 'sent', orderno: 'SO-302' }),
      shop('303', { kind: 'sent', orderno: 'SO-303' }),
    ],
  });
});

test("the app's own checks come first, per shop, and send nothing for that shop: a shop gone from the account, an address, a date, a time, a cart with nothing above 0", async () => {
  const store = await chainStore();
  store.dispatch(
    customersAnswered(
      ['301', '302', '303', '304', '305', '306', '307'].map((id) => ({
        id: Number(id),
        name: id,
        fullname: id,
      })),
    ),
  );
  for (const id of ['304', '305', '306']) store.dispatch(lineAdded(lineOf(id)));
  store.dispatch(lineAdded(lineOf('307', 0)));
  const api = backend();
  const results = await store.dispatch(
    sendEveryShop(
      [
        sendOf('399'),
        sendOf('301', { deliveryaddress: ' ' }),
        sendOf('302', { choice: choiceOf({ expecteddate: '' }) }),
        sendOf('303', { choice: choiceOf({ expecteddate: '2020-01-01' }) }),
        sendOf('304', { choice: choiceOf({ deliverytime: '' }) }),
        sendOf('305', { choice: choiceOf({ deliverytime: '03' }) }),
        sendOf('307'),
        sendOf('306'),
      ],
      () => undefined,
    ),
  );
  expect(results).toEqual({
    '399': { kind: 'dropped' },
    '301': { kind: 'problem', problem: 'address' },
    '302': { kind: 'problem', problem: 'dateMissing' },
    '303': { kind: 'problem', problem: 'dateTooEarly' },
    '304': { kind: 'problem', problem: 'time' },
    '305': { kind: 'problem', problem: 'time' },
    '307': { kind: 'problem', problem: 'empty' },
    '306': { kind: 'sent', orderno: 'SO-306' },
  });
  expect(api.adds.map((a) => a.customerid)).toEqual(['306']);
  expect(passResults(store)).toMatchObject({ '399': { kind: 'dropped' }, '306': { kind: 'sent' } });
});

test('a refusal fails that shop alone, with its reason; the shops after it are sent', async () => {
  const store = await chainStore();
  const api = backend((customerid) =>
    sameId(customerid, '302') ? new HttpResponse(null, { status: 500 }) : undefined,
  );
  const results = await store.dispatch(
    sendEveryShop(
      ['301', '302', '303'].map((id) => sendOf(id)),
      () => undefined,
    ),
  );
  expect(results['302']).toMatchObject({ kind: 'failed', error: { kind: 'http' } });
  expect(results['303']).toEqual({ kind: 'sent', orderno: 'SO-303' });
  expect(api.adds.map((a) => a.customerid)).toEqual(['301', '302', '303']);
  expect(passResults(store)['302']).toMatchObject({ kind: 'failed' });
});

test('a lost answer: the pass goes on to the next shop while that shop watches its own last order; found nowhere, it ends unknown and its pending send stays', async () => {
  const store = await chainStore();
  let nextLeft: () => void = () => undefined;
  const nextAdded = new Promise<void>((resolve) => (nextLeft = resolve));
  const api = backend((customerid) => {
    if (sameId(customerid, '303')) nextLeft();
    return sameId(customerid, '302') ? HttpResponse.error() : undefined;
  });
  // 板橋店's watch (every look after the one noted before its send) is answered only once 台中公益店's order has left:
  // a pass that waited for 板橋店's watch would never get there.
  let banqiaoLooks = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', async ({ request }) => {
      if (new URL(request.url).searchParams.get('customerid') !== '302') return undefined;
      banqiaoLooks += 1;
      if (banqiaoLooks > 1) await nextAdded;
      return HttpResponse.json({ code: 200, result: null });
    }),
  );
  const results = await store.dispatch(
    sendEveryShop(
      ['302', '303'].map((id) => sendOf(id)),
      () => undefined,
    ),
  );
  expect(results).toEqual({
    '302': { kind: 'unknown' },
    '303': { kind: 'sent', orderno: 'SO-303' },
  });
  expect(banqiaoLooks).toBe(3);
  expect(api.adds.map((a) => a.customerid)).toEqual(['302', '303']);
  expect(store.getState().order.pendingSends['302']).toMatchObject({ status: 'notFound' });
  expect(passResults(store)['302']).toEqual({ kind: 'unknown' });
});

test('a shop whose send already runs in this tab, or in another tab, is busy and not sent again', async () => {
  const store = await chainStore();
  const api = backend(async () => {
    await delay(30);
    return undefined;
  });
  const running = store.dispatch(sendEveryShop([sendOf('301')], () => undefined));
  const again = await store.dispatch(sendEveryShop([sendOf('301')], () => undefined));
  expect(again).toEqual({ '301': { kind: 'busy' } });
  expect(await running).toEqual({ '301': { kind: 'sent', orderno: 'SO-301' } });

  let elsewhere: Record<string, PassResult> = {};
  await withTabLock('order-send:302', async () => {
    elsewhere = await store.dispatch(sendEveryShop([sendOf('302')], () => undefined));
  });
  expect(elsewhere).toEqual({ '302': { kind: 'busy' } });
  expect(api.adds.map((a) => a.customerid)).toEqual(['301']);
});

test('a shop whose earlier send may have landed is only checked, unless the buyer confirmed the resend', async () => {
  const store = await chainStore();
  const api = backend();
  store.dispatch(
    orderSendStarted({ customerid: '302', lastOrderno: null, expecteddate: earliest(), lines: [] }),
  );
  store.dispatch(orderSendUnknown({ customerid: '302', status: 'notFound' }));
  const checked = await store.dispatch(sendEveryShop([sendOf('302')], () => undefined));
  expect(checked).toEqual({ '302': { kind: 'unknown' } });
  expect(api.adds).toEqual([]);
  const resent = await store.dispatch(
    sendEveryShop([sendOf('302', { resend: true })], () => undefined),
  );
  expect(resent).toEqual({ '302': { kind: 'sent', orderno: 'SO-302' } });
  expect(api.adds.map((a) => a.customerid)).toEqual(['302']);
});

test('a fault in one shop fails that shop alone with its message; the others go', async () => {
  const store = await chainStore();
  backend();
  const broken = { customerid: '301', deliveryaddress: '地址' } as unknown as ShopSend;
  const results = await store.dispatch(sendEveryShop([broken, sendOf('302')], () => undefined));
  expect(results['301']).toEqual({
    kind: 'failed',
    error: { kind: 'unexpected', message: expect.stringMatching(/expecteddate/) as string },
  });
  expect(results['302']).toEqual({ kind: 'sent', orderno: 'SO-302' });
});

test("a send cut short by the session's end (another sign-in while order/add is on its way) is unknown: its pending send stays for the account's next sign-in", async () => {
  const store = await chainStore();
  let left: () => void = () => undefined;
  const added = new Promise<void>((resolve) => (left = resolve));
  const api = backend(async () => {
    left();
    await delay(200);
    return undefined;
  });
  const pass = store.dispatch(sendEveryShop([sendOf('301')], () => undefined));
  await added;
  store.dispatch(signedIn({ customer: { id: 301, name: '301', fullname: '301' } }));
  expect(await pass).toEqual({ '301': { kind: 'unknown' } });
  expect(api.adds.map((a) => a.customerid)).toEqual(['301']);
  expect(store.getState().order.pendingSends['301']).toMatchObject({ status: 'lost' });
});

describe('checkPassShop: after a reload, a shop whose send may have left', () => {
  async function pendingPass(status: 'lost' | 'notFound') {
    const storages = memoryStorages();
    const store = await chainStore(storages);
    const api = backend();
    await store.dispatch(sendEveryShop([], () => undefined, [{ ...sendOf('302'), left: false }]));
    store.dispatch(
      orderSendStarted({
        customerid: '302',
        lastOrderno: null,
        expecteddate: earliest(),
        lines: [{ productid: '1', quantity: 2.5 }],
      }),
    );
    store.dispatch(orderSendUnknown({ customerid: '302', status }));
    return { store, api, storages };
  }

  test('landed: sent with its number, in storage at once; nothing sent', async () => {
    const { store, api, storages } = await pendingPass('lost');
    api.last['302'] = orderFor('302', 'SO-found');
    await store.dispatch(checkPassShop('302'));
    expect(passResults(store)['302']).toEqual({ kind: 'sent', orderno: 'SO-found' });
    expect(storedPass(storages)).toMatchObject({
      shops: [{ result: { kind: 'sent', orderno: 'SO-found' } }],
    });
    expect(api.adds).toEqual([]);
  });

  test('not found: unknown, in storage at once; nothing sent', async () => {
    const { store, api, storages } = await pendingPass('notFound');
    await store.dispatch(checkPassShop('302'));
    expect(passResults(store)['302']).toEqual({ kind: 'unknown' });
    expect(storedPass(storages)).toMatchObject({ shops: [{ result: { kind: 'unknown' } }] });
    expect(api.looks).toEqual(['302']);
    expect(api.adds).toEqual([]);
  });

  test('another tab is on it: busy', async () => {
    const { store } = await pendingPass('notFound');
    await withTabLock('order-send:302', () => store.dispatch(checkPassShop('302')));
    expect(passResults(store)['302']).toEqual({ kind: 'busy' });
  });

  test('a check that does not run, or that the session cut short, leaves the shop as it was', async () => {
    const { store } = await pendingPass('lost');
    // Nothing pending for 301: the send's own condition refuses to run.
    await store.dispatch(checkPassShop('301'));
    expect(passResults(store)).toEqual({ '302': null });
    // A new session begins while it watches (another sign-in): the watch stops with no verdict.
    const check = store.dispatch(checkPassShop('302'));
    store.dispatch(signedIn({ customer: { id: 302, name: '302', fullname: '302' } }));
    await check;
    expect(passResults(store)).toEqual({ '302': null });
    expect(store.getState().order.pendingSends['302']).toMatchObject({ status: 'lost' });
  });
});

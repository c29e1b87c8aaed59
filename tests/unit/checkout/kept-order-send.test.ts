/**
 * The send of an order kept for the signal (order-send.ts, `submitOrder` with `keptId`): only the kept order the
 * request names, only while it waits, only with its date still allowed; the last order noted first; a refusal kept
 * with the server's words; nothing sent when the connection fails before any answer or the buyer cancels meanwhile.
 */
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { vi } from 'vitest';
import type { OrderDraft } from '../../../src/api/types';
import { earliestDeliveryDate } from '../../../src/domain/delivery-date';
import { submitOrder } from '../../../src/features/checkout/order-send';
import { dropKeptOrder, keepOrder } from '../../../src/features/checkout/kept-order';
import { server } from '../../../src/mocks/node';
import type { AppStore } from '../../../src/store/root-state';
import { createTokenStore } from '../../../src/phone/token-store';
import { selectSendNotice } from '../../../src/store/order/order-send-slice';
import { selectKeptSent, keptOrderMarked } from '../../../src/store/order/order-slice';
import { signedIn } from '../../../src/store/session/auth-slice';
import { freshStore } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';
import { porkBelly, porkBellyDraftLine } from '../../support/cart-fixtures';
import { lineAdded } from '../../../src/store/cart/cart-slice';
import { createdOrder } from '../../support/order-fixtures';
import { serveDemoBackend } from '../../support/serve-demo-backend';

const tokens = createTokenStore();
serveDemoBackend();

const porkLine = porkBellyDraftLine;

const draftFor = (expecteddate: string): OrderDraft => ({
  customerid: '101',
  deliveryaddress: '台北市大安區復興南路一段 100 號',
  expecteddate,
  deliverytype: '1',
  deliverytime: '01',
  deliverytimeremark: '',
  ispayment: '2',
  orderstatus: '00',
  orderdetails: [porkLine],
});
const choices = {
  addressId: '1011',
  expecteddate: '',
  deliverytype: '1',
  deliverytime: '01',
  deliverytimeremark: '',
  ispayment: '2',
};
const created = createdOrder({ deliveryaddress: '台北市大安區復興南路一段 100 號' });

/** What the test's backend was asked, by path. */
function backend(
  add: () => Response | Promise<Response> = () => HttpResponse.json({ code: 200, result: created }),
) {
  const asked: string[] = [];
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      asked.push('lastorder');
      return HttpResponse.json({ code: 200, result: { ...created, orderno: 'SO-0' } });
    }),
    mswHttp.post('*/api/order/add', async ({ request }) => {
      asked.push(`add ${JSON.stringify(await request.json())}`);
      return add();
    }),
  );
  return asked;
}

/** Shop 101 of the demo account signed in, and an order kept for it. */
async function keptFor(expecteddate = earliestDeliveryDate(new Date(), 'Asia/Taipei')) {
  const store = await freshStore(tokens);
  store.dispatch(
    signedIn({
      customer: { id: 101, fullname: '禾豐燒肉餐飲有限公司', name: '禾豐燒肉', sysaccount: 'demo' },
    }),
  );
  // The kept order is the shop's cart as it was confirmed.
  store.dispatch(lineAdded(porkBelly));
  store.dispatch(keepOrder(draftFor(expecteddate), choices));
  const kept = store.getState().order.kept['101'];
  if (kept === undefined) throw new Error('the order should be kept');
  return { store, kept };
}

const send = (store: AppStore, keptId: string) =>
  store.dispatch(submitOrder({ customerid: '101', keptId }));

beforeEach(() => {
  tokens.save(freshJwt(), 'refresh-1');
});

test('kept for the account and shop signed in, with the whole order and the choices', async () => {
  const { kept } = await keptFor('2026-12-01');
  expect(kept).toMatchObject({
    customerid: '101',
    owner: 'demo',
    draft: draftFor('2026-12-01'),
    choices,
    status: 'waiting',
    message: '',
    keptOverSignOut: false,
  });
});

test('sent: the last order first, then order/add with the kept order; the pending send takes its place; the bar hears of it', async () => {
  const { store, kept } = await keptFor();
  const asked = backend();
  const result = await send(store, kept.id);
  expect(submitOrder.fulfilled.match(result) && result.payload?.kind).toBe('created');
  expect(asked).toEqual(['lastorder', `add ${JSON.stringify(kept.draft)}`]);
  expect(store.getState().order.kept).toEqual({});
  expect(store.getState().order.pendingSends).toEqual({});
  expect(selectKeptSent(store.getState(), '101')).toEqual({ order: created, notified: false });
});

test('another kept order than the one named, or none: not started, nothing asked', async () => {
  const { store, kept } = await keptFor();
  const asked = backend();
  const other = await send(store, 'another-id');
  expect(submitOrder.rejected.match(other) && other.meta.condition).toBe(true);
  store.dispatch(dropKeptOrder(kept));
  const gone = await send(store, kept.id);
  expect(submitOrder.rejected.match(gone) && gone.meta.condition).toBe(true);
  expect(asked).toEqual([]);
});

test('a date past the cutoff: marked dateExpired, nothing asked; once marked it is never sent by itself', async () => {
  const { store, kept } = await keptFor('2020-01-02');
  const asked = backend();
  await send(store, kept.id);
  expect(store.getState().order.kept['101']?.status).toBe('dateExpired');
  await send(store, kept.id);
  expect(asked).toEqual([]);

  const later = await keptFor();
  later.store.dispatch(
    keptOrderMarked({ customerid: '101', id: later.kept.id, status: 'dateExpired' }),
  );
  await send(later.store, later.kept.id);
  expect(asked).toEqual([]);
});

test.each([
  [
    'a business refusal',
    () => HttpResponse.json({ code: 400, message: '信用額度不足' }),
    '信用額度不足',
  ],
  ['a 500', () => new HttpResponse(null, { status: 500 }), ''],
])(
  '%s: kept as refused with the server words, and no notice for the dialog',
  async (_name, add, message) => {
    const { store, kept } = await keptFor();
    backend(add);
    await send(store, kept.id);
    expect(store.getState().order.kept['101']).toMatchObject({
      id: kept.id,
      status: 'refused',
      message,
    });
    expect(store.getState().order.pendingSends).toEqual({});
    const again = await send(store, kept.id);
    expect(submitOrder.fulfilled.match(again) && again.payload).toBeNull();
  },
);

test('the last order gets no answer (the connection dropped again): nothing sent, it still waits', async () => {
  const { store, kept } = await keptFor();
  let adds = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => HttpResponse.error()),
    mswHttp.post('*/api/order/add', () => {
      adds += 1;
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  await send(store, kept.id);
  expect(adds).toBe(0);
  expect(store.getState().order.kept['101']).toMatchObject({ id: kept.id, status: 'waiting' });
});

test('the phone says it is offline: nothing asked, it still waits', async () => {
  const { store, kept } = await keptFor();
  const asked = backend();
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await send(store, kept.id);
  } finally {
    online.mockRestore();
  }
  expect(asked).toEqual([]);
  expect(store.getState().order.kept['101']?.status).toBe('waiting');
});

test('取消 while the last order is asked: order/add never leaves', async () => {
  const { store, kept } = await keptFor();
  const asked: string[] = [];
  server.use(
    mswHttp.get('*/api/order/lastorder', async () => {
      asked.push('lastorder');
      store.dispatch(dropKeptOrder(kept));
      await delay(10);
      return HttpResponse.json({ code: 200, result: null });
    }),
    mswHttp.post('*/api/order/add', () => {
      asked.push('add');
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  const result = await send(store, kept.id);
  expect(submitOrder.fulfilled.match(result) && result.payload).toBeNull();
  expect(asked).toEqual(['lastorder']);
  expect(store.getState().order.pendingSends).toEqual({});
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
});

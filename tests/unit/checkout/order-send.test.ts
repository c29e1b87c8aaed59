import { http as mswHttp, HttpResponse, delay } from 'msw';
import { createTokenStore } from '../../../src/phone/token-store';
import type { OrderDraft } from '../../../src/api/types';
import { server } from '../../../src/mocks/node';
import {
  deliveryOptionClosed,
  orderSendStarted,
  orderSendUnknown,
} from '../../../src/store/order/order-slice';
import { withTabLock } from '../../../src/phone/tab-lock';
import {
  selectSendNotice,
  selectSendPhase,
  selectSendUnstored,
} from '../../../src/store/order/order-send-slice';
import { signedIn } from '../../../src/store/session/auth-slice';
import { endSession } from '../../../src/store/session/end-session';
import type { AppStore } from '../../../src/store/root-state';
import { freshStore } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';
import { memoryStorages } from '../../support/memory-storage';
import { porkBellyDraftLine } from '../../support/cart-fixtures';
import { createdOrder } from '../../support/order-fixtures';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { isLost, submitOrder } from '../../../src/features/checkout/order-send';

const tokens = createTokenStore();

serveDemoBackend();

const draft: OrderDraft = {
  customerid: '101',
  deliveryaddress: '台北市大安區復興南路一段 100 號',
  expecteddate: '2026-11-27',
  deliverytype: '1',
  deliverytime: '01',
  deliverytimeremark: '',
  ispayment: '2',
  orderstatus: '00',
  orderdetails: [],
};

const created = createdOrder({
  deliveryaddress: draft.deliveryaddress,
  expecteddate: draft.expecteddate,
});

const previous = { ...created, orderno: 'SO-0', expecteddate: '2026-11-20' };

/** The shop's last order as the test's backend has it (for shop 101 only), and how often it was asked. */
function lastOrderIs(initial: object | null) {
  const last = { order: initial, asked: 0 };
  server.use(
    mswHttp.get('*/api/order/lastorder', ({ request }) => {
      last.asked += 1;
      const shop = new URL(request.url).searchParams.get('customerid');
      return HttpResponse.json({ code: 200, result: shop === '101' ? last.order : null });
    }),
  );
  return last;
}

/** The shop as a sign-in names it. */
const shop = { id: 101, fullname: '禾豐燒肉餐飲有限公司', name: '禾豐燒肉' };

/** The send's outcome, or 'still running' when it has not settled within `ms`. */
/** Answers every order send of the test with `answer`, counting them. */
function countSends(answer: () => Response): { count: number } {
  const sends = { count: 0 };
  server.use(
    mswHttp.post('*/api/order/add', () => {
      sends.count += 1;
      return answer();
    }),
  );
  return sends;
}

function settledWithin<T>(running: Promise<T>, ms = 1000): Promise<T | 'still running'> {
  return Promise.race([running, delay(ms).then(() => 'still running' as const)]);
}

/** Shop 101's send as a reload finds it in storage (the last order noted was SO-0), at `status`. */
function pendingAtReload(store: AppStore, status: 'sending' | 'lost' | 'notFound'): void {
  store.dispatch(
    orderSendStarted({
      customerid: '101',
      lastOrderno: 'SO-0',
      expecteddate: '2026-11-27',
      lines: [],
    }),
  );
  if (status !== 'sending') store.dispatch(orderSendUnknown({ customerid: '101', status }));
}

const porkLine = porkBellyDraftLine;
const porkOrder = {
  ...created,
  orderdetails: [
    {
      id: 1,
      orderid: 1,
      productname: '豬五花肉片',
      productid: 1,
      productquantity: 2.5,
      orderstatus: '00',
    },
  ],
};

beforeEach(() => {
  tokens.save(freshJwt(), 'refresh-1');
});

test('one send per shop at a time: a second one for the same shop is not started, another shop is not blocked', async () => {
  const store = await freshStore(tokens);
  lastOrderIs(previous);
  let sent = 0;
  server.use(
    mswHttp.post('*/api/order/add', async () => {
      sent += 1;
      await delay(20);
      return HttpResponse.json({ code: 200, result: created });
    }),
  );

  const first = store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(selectSendPhase(store.getState(), '101')).toBe('sending');
  expect(selectSendPhase(store.getState(), '102')).toBe('idle');
  const second = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.rejected.match(second) && second.meta.condition).toBe(true);
  const other = store.dispatch(
    submitOrder({ customerid: '102', draft: { ...draft, customerid: '102' } }),
  );
  expect(selectSendPhase(store.getState(), '102')).toBe('sending');

  const result = await first;
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: created,
    sent: [],
  });
  await other;
  expect(sent).toBe(2);
  expect(selectSendPhase(store.getState(), '101')).toBe('idle');
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  expect(store.getState().order.pendingSends).toEqual({});
});

test('a refused send says so until the dialog closes; the next opening starts clean', async () => {
  const store = await freshStore(tokens);
  lastOrderIs(previous);
  server.use(
    mswHttp.post('*/api/order/add', () => HttpResponse.json({ code: 400, message: '品項已停售' })),
  );

  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(selectSendNotice(store.getState(), '101')).toEqual({
    kind: 'failed',
    error: { kind: 'business', message: '品項已停售' },
  });
  expect(store.getState().order.pendingSends).toEqual({});

  store.dispatch(deliveryOptionClosed({ customerid: '101' }));
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
});

test('the last order cannot be asked before the send: nothing is sent, and the dialog says why', async () => {
  const store = await freshStore(tokens);
  let sent = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => HttpResponse.error()),
    mswHttp.post('*/api/order/add', () => {
      sent += 1;
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(sent).toBe(0);
  expect(selectSendNotice(store.getState(), '101')).toMatchObject({
    kind: 'failed',
    error: { kind: 'network' },
  });
  expect(store.getState().order.pendingSends).toEqual({});
});

test('the pending send is in storage before order/add leaves, naming the last order noted', async () => {
  const storages = memoryStorages();
  const store = await freshStore(tokens, { storages });
  lastOrderIs(previous);
  let storedWhenSent: unknown = null;
  server.use(
    mswHttp.post('*/api/order/add', () => {
      const raw = storages.local.data.get('sorting-app:Order') ?? '{}';
      const fields = JSON.parse(raw) as { pendingSends?: string };
      storedWhenSent = JSON.parse(fields.pendingSends ?? 'null');
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  await store.dispatch(submitOrder({ customerid: '101', draft: { ...draft, orderdetails: [] } }));
  expect(storedWhenSent).toEqual({
    '101': {
      customerid: '101',
      lastOrderno: 'SO-0',
      expecteddate: '2026-11-27',
      lines: [],
      status: 'sending',
      sentAt: expect.any(String) as string,
    },
  });
});

test('a lost answer whose order the server commits later is found by the watch: one order, shown as sent', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 40, 80, 120] });
  const last = lastOrderIs(previous);
  let sent = 0;
  server.use(
    mswHttp.post('*/api/order/add', () => {
      sent += 1;
      // The slow server commits 60 ms after the answer is lost.
      setTimeout(() => (last.order = created), 60);
      return HttpResponse.error();
    }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: created,
    sent: [],
  });
  expect(sent).toBe(1);
  // Once to note the last order, at once after the loss (still SO-0), then until SO-1 showed.
  expect(last.asked).toBeGreaterThanOrEqual(3);
  expect(store.getState().order.newOrder).toEqual([created]);
  expect(store.getState().order.pendingSends).toEqual({});
});

test('an order never found: the send stays pending; 確認 only checks; a confirmed resend checks once more, then sends once', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10] });
  const last = lastOrderIs(previous);
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post('*/api/order/add', async ({ request }) => {
      bodies.push(await request.json());
      return bodies.length === 1
        ? HttpResponse.error()
        : HttpResponse.json({ code: 200, result: created });
    }),
  );
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(selectSendNotice(store.getState(), '101')).toEqual({ kind: 'notFound' });
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
  expect(last.asked).toBe(3);

  const checked = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(checked) && checked.payload).toEqual({ kind: 'notFound' });
  expect(selectSendNotice(store.getState(), '101')).toEqual({ kind: 'notFound' });
  expect(bodies).toHaveLength(1);
  expect(last.asked).toBe(4);
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');

  const resent = await store.dispatch(submitOrder({ customerid: '101', draft, resend: true }));
  expect(submitOrder.fulfilled.match(resent) && resent.payload?.kind).toBe('created');
  expect(bodies).toHaveLength(2);
  expect(last.asked).toBe(5);
});

test('a confirmed resend whose earlier send turns out to have landed sends nothing', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0] });
  const last = lastOrderIs(previous);
  const sends = countSends(() => HttpResponse.error());
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
  last.order = created;
  const resent = await store.dispatch(submitOrder({ customerid: '101', draft, resend: true }));
  expect(submitOrder.fulfilled.match(resent) && resent.payload).toEqual({
    kind: 'created',
    order: created,
    sent: [],
  });
  expect(sends.count).toBe(1);
});

test.each([502, 504])(
  'a gateway that gave up (%i) may still let the order through: it is watched for, not settled',
  async (status) => {
    const store = await freshStore(tokens, { orderCheckDelays: [0, 10] });
    const last = lastOrderIs(previous);
    server.use(mswHttp.post('*/api/order/add', () => new HttpResponse(null, { status })));
    await store.dispatch(submitOrder({ customerid: '101', draft }));
    expect(last.asked).toBe(3);
    expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
    expect(selectSendNotice(store.getState(), '101')).toEqual({ kind: 'notFound' });
  },
);

test.each([
  ['a time-out', { kind: 'timeout' }, true],
  ['a network error', { kind: 'network' }, true],
  ['a call the app cancelled', { kind: 'canceled' }, true],
  [
    'an aborted call (a session end resets RTK Query)',
    { name: 'AbortError', message: 'Aborted' },
    true,
  ],
  ['an answer cut off mid-body', { kind: 'http', status: 200, incomplete: true }, true],
  ['a gateway that gave up (502)', { kind: 'http', status: 502 }, true],
  ['a gateway that timed out (504)', { kind: 'http', status: 504 }, true],
  ["the backend's own 500", { kind: 'http', status: 500 }, false],
  ['a 503', { kind: 'http', status: 503 }, false],
  ["a web page in the API's place", { kind: 'http', status: 200 }, false],
  ['a refusal (body code 400)', { kind: 'business', status: 200, message: '品項已停售' }, false],
  ['the session ended (401)', { kind: 'unauthorized', status: 401 }, false],
  [
    'a 502 whose body says the session ended (code 401)',
    { kind: 'unauthorized', status: 502, code: 401 },
    false,
  ],
  ['an unexpected throw', new Error('boom'), false],
])('the outcome of %s is %s unknown', (_name, error, unknown) => {
  expect(isLost(error)).toBe(unknown);
});

test('a shop with no order yet: the pending send notes none, and names each line it sends by product and quantity', async () => {
  const storages = memoryStorages();
  const store = await freshStore(tokens, { storages });
  lastOrderIs(null);
  let pendingWhenSent: unknown = null;
  server.use(
    mswHttp.post('*/api/order/add', () => {
      pendingWhenSent = store.getState().order.pendingSends['101'];
      return HttpResponse.json({ code: 200, result: porkOrder });
    }),
  );
  const result = await store.dispatch(
    submitOrder({ customerid: '101', draft: { ...draft, orderdetails: [porkLine] } }),
  );
  expect(pendingWhenSent).toEqual({
    customerid: '101',
    lastOrderno: null,
    expecteddate: '2026-11-27',
    lines: [{ productid: '1', quantity: 2.5 }],
    status: 'sending',
    sentAt: expect.any(String) as string,
  });
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: porkOrder,
    sent: [{ productid: '1', quantity: 2.5 }],
  });
});

test('an answer that accepts the order but carries none: the order is looked up rather than guessed', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10] });
  const last = lastOrderIs(previous);
  server.use(
    mswHttp.post('*/api/order/add', () => {
      last.order = created;
      return HttpResponse.json({ code: 200, result: null });
    }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload?.kind).toBe('created');
  // Noted before the send, then found at the first look.
  expect(last.asked).toBe(2);
});

test('the last order cannot be asked during the watch: every look fails, the dialog says it cannot tell', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10] });
  let asked = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      asked += 1;
      return asked === 1
        ? HttpResponse.json({ code: 200, result: previous })
        : HttpResponse.error();
    }),
    mswHttp.post('*/api/order/add', () => HttpResponse.error()),
  );
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(asked).toBe(3);
  expect(selectSendNotice(store.getState(), '101')).toEqual({ kind: 'unreachable' });
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
});

test('the server ends the session during the watch (401): no further look is made, the dialog says nothing more, and the send stays lost for the next sign-in to watch in full', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10, 20, 30] });
  let asked = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      asked += 1;
      return asked === 1
        ? HttpResponse.json({ code: 200, result: previous })
        : HttpResponse.json({ code: 401, message: 'Unauthorized' });
    }),
    mswHttp.post('*/api/order/add', () => HttpResponse.error()),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  // The watch stops at the 401 itself, before the session has ended (the API layer ends it right after): it was
  // cut short, so nothing is said of the order, and the send is not marked as looked for and not found.
  expect(submitOrder.fulfilled.match(result) && result.payload).toBeNull();
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  await delay(50);
  expect(asked).toBe(2);
  expect(store.getState().order.pendingSends['101']?.status).toBe('lost');
});

test('確認 while an earlier send is not found meets a 401: nothing is said of the order and it stays not found, nothing sent', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0] });
  lastOrderIs(previous);
  const sends = countSends(() => HttpResponse.error());
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');

  server.use(
    mswHttp.get(
      '*/api/order/lastorder',
      () => HttpResponse.json({ code: 401, message: 'Unauthorized' }),
      {
        once: true,
      },
    ),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toBeNull();
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
  expect(sends.count).toBe(1);
});

test('確認 while an earlier send is not found checks once: found is shown as sent, no answer says it cannot tell', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0] });
  const last = lastOrderIs(previous);
  const sends = countSends(() => HttpResponse.error());
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');

  // No answer at all this time.
  server.use(mswHttp.get('*/api/order/lastorder', () => HttpResponse.error(), { once: true }));
  let result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({ kind: 'unreachable' });
  expect(selectSendNotice(store.getState(), '101')).toEqual({ kind: 'unreachable' });

  // The order shows up: the next 確認 finds it and sends nothing.
  last.order = created;
  result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toMatchObject({
    kind: 'created',
    order: created,
  });
  expect(sends.count).toBe(1);
  expect(store.getState().order.pendingSends).toEqual({});
});

test("a shop's dialog opening with nothing pending checks nothing; with a send on its way at a reload, it watches", async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0] });
  const last = lastOrderIs(previous);
  const nothing = await store.dispatch(submitOrder({ customerid: '101' }));
  // Refused by its condition: nothing pending, no draft.
  expect(submitOrder.rejected.match(nothing) && nothing.meta.condition).toBe(true);
  expect(last.asked).toBe(0);

  store.dispatch(
    orderSendStarted({
      customerid: '101',
      lastOrderno: 'SO-0',
      expecteddate: '2026-11-27',
      lines: [],
    }),
  );
  last.order = created;
  const found = await store.dispatch(submitOrder({ customerid: '101' }));
  expect(submitOrder.fulfilled.match(found) && found.payload?.kind).toBe('created');
  expect(last.asked).toBe(1);
});

test("another tab of this phone is sending this shop's order: 確認 sends nothing and says so", async () => {
  const store = await freshStore(tokens);
  const last = lastOrderIs(previous);
  const sends = countSends(() => HttpResponse.json({ code: 200, result: created }));
  // The other tab holds the shop's send lock from before 確認 until this test lets it go.
  let release: () => void = () => undefined;
  let taken: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const held = withTabLock(
    'order-send:101',
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
        taken();
      }),
  );
  await holding;
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({ kind: 'busyElsewhere' });
  expect(selectSendNotice(store.getState(), '101')).toEqual({ kind: 'busyElsewhere' });
  expect(sends.count).toBe(0);
  expect(last.asked).toBe(0);
  release();
  await held;
});

test('a send whose answer is lost is watched for: meanwhile the dialog shows a check and the send stands as lost', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10] });
  const seen: unknown[] = [];
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      seen.push({
        phase: selectSendPhase(store.getState(), '101'),
        status: store.getState().order.pendingSends['101']?.status ?? null,
      });
      // The order shows up at the watch's second look.
      return HttpResponse.json({ code: 200, result: seen.length < 3 ? previous : created });
    }),
    mswHttp.post('*/api/order/add', () => HttpResponse.error()),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(seen).toEqual([
    { phase: 'sending', status: null },
    { phase: 'checking', status: 'lost' },
    { phase: 'checking', status: 'lost' },
  ]);
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: created,
    sent: [],
  });
  expect(store.getState().orderSend.running).toEqual({});
});

test('the order sent is the draft as the buyer confirmed it, without its lines at 0', async () => {
  const store = await freshStore(tokens);
  lastOrderIs(previous);
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post('*/api/order/add', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, result: porkOrder });
    }),
  );
  const stepped = { ...porkLine, id: 'local-2', productid: 4, productquantity: 0 };
  await store.dispatch(
    submitOrder({ customerid: '101', draft: { ...draft, orderdetails: [porkLine, stepped] } }),
  );
  expect(bodies).toEqual([{ ...draft, orderdetails: [porkLine] }]);
});

test('a phone that keeps the pending send: the dialog never warns that a reload would lose it', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0] });
  lastOrderIs(previous);
  const warned: boolean[] = [];
  server.use(
    mswHttp.post('*/api/order/add', () => {
      warned.push(selectSendUnstored(store.getState(), '101'));
      return HttpResponse.error();
    }),
  );
  await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(warned).toEqual([false]);
  // Still pending (not found), still kept.
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
  expect(selectSendUnstored(store.getState(), '101')).toBe(false);
});

test('a phone whose storage keeps nothing: the buyer is warned while the send is on its way, and the warning goes with the order', async () => {
  const storages = memoryStorages();
  // Private mode: the order slice's writes are dropped without a word.
  storages.local.setItem = (key: string, value: string) => {
    if (key !== 'sorting-app:Order') storages.local.data.set(key, value);
    return Promise.resolve();
  };
  const store = await freshStore(tokens, { storages });
  lastOrderIs(previous);
  const warned: boolean[] = [];
  server.use(
    mswHttp.post('*/api/order/add', () => {
      warned.push(selectSendUnstored(store.getState(), '101'));
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(warned).toEqual([true]);
  expect(submitOrder.fulfilled.match(result) && result.payload?.kind).toBe('created');
  expect(selectSendUnstored(store.getState(), '101')).toBe(false);
});

test('the buyer signs out while the watch waits for its next look: the watch ends at once, nothing more is asked, and the send stays for the next sign-in', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [10_000, 20_000] });
  const last = lastOrderIs(previous);
  server.use(mswHttp.post('*/api/order/add', () => HttpResponse.error()));
  // The watch starts (the dialog shows a check) and then waits ten seconds for its first look.
  let signedOut = false;
  const unsubscribe = store.subscribe(() => {
    if (signedOut || selectSendPhase(store.getState(), '101') !== 'checking') return;
    signedOut = true;
    unsubscribe();
    setTimeout(() => store.dispatch(endSession()), 0);
  });
  const result = await settledWithin(store.dispatch(submitOrder({ customerid: '101', draft })));
  expect(result !== 'still running' && submitOrder.fulfilled.match(result) && result.payload).toBe(
    null,
  );
  expect(signedOut).toBe(true);
  // Only the look before the send: none after the sign-out.
  expect(last.asked).toBe(1);
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  expect(store.getState().order.pendingSends['101']).toEqual({
    customerid: '101',
    lastOrderno: 'SO-0',
    expecteddate: '2026-11-27',
    lines: [],
    status: 'lost',
    sentAt: expect.any(String) as string,
  });
});

test('another sign-in on this phone while a look of the watch is on its way: its answer is not used and the watch ends at once', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10_000] });
  let asked = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      asked += 1;
      if (asked === 2) store.dispatch(signedIn({ customer: shop }));
      return HttpResponse.json({ code: 200, result: previous });
    }),
    mswHttp.post('*/api/order/add', () => HttpResponse.error()),
  );
  const result = await settledWithin(store.dispatch(submitOrder({ customerid: '101', draft })));
  expect(result !== 'still running' && submitOrder.fulfilled.match(result) && result.payload).toBe(
    null,
  );
  expect(asked).toBe(2);
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  expect(store.getState().order.pendingSends['101']?.status).toBe('lost');
});

test('another sign-in on this phone while the last order is noted before the send: nothing is sent', async () => {
  const store = await freshStore(tokens);
  let sent = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      store.dispatch(signedIn({ customer: shop }));
      return HttpResponse.json({ code: 200, result: previous });
    }),
    mswHttp.post('*/api/order/add', () => {
      sent += 1;
      return HttpResponse.json({ code: 200, result: created });
    }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toBeNull();
  expect(sent).toBe(0);
  expect(store.getState().order.pendingSends).toEqual({});
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
});

test('確認 on a send not found, and the buyer signs out during the look: the dialog says nothing and the send stays', async () => {
  const store = await freshStore(tokens);
  pendingAtReload(store, 'notFound');
  let asked = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      asked += 1;
      store.dispatch(endSession());
      return HttpResponse.json({ code: 200, result: previous });
    }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101', draft }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toBeNull();
  expect(asked).toBe(1);
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  expect(store.getState().order.pendingSends['101']?.status).toBe('notFound');
});

test('a send on its way at a reload is watched for over time when the dialog opens, not looked for once', async () => {
  const store = await freshStore(tokens, { orderCheckDelays: [0, 10] });
  pendingAtReload(store, 'lost');
  let asked = 0;
  server.use(
    mswHttp.get('*/api/order/lastorder', () => {
      asked += 1;
      // The slow server commits between the first and the second look.
      return HttpResponse.json({ code: 200, result: asked === 1 ? previous : created });
    }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101' }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: created,
    sent: [],
  });
  expect(asked).toBe(2);
  expect(store.getState().order.pendingSends).toEqual({});
});

test('a resend asked without an order to send only looks for the pending one: nothing is sent', async () => {
  const store = await freshStore(tokens);
  pendingAtReload(store, 'notFound');
  const last = lastOrderIs(created);
  const sends = countSends(() => HttpResponse.json({ code: 200, result: created }));
  const result = await store.dispatch(submitOrder({ customerid: '101', resend: true }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: created,
    sent: [],
  });
  expect(sends.count).toBe(0);
  expect(last.asked).toBe(1);
});

test("another tab of this phone already saw the pending send's order land: the dialog opening here asks nothing and says nothing", async () => {
  const storages = memoryStorages();
  const store = await freshStore(tokens, { storages });
  const last = lastOrderIs(created);
  pendingAtReload(store, 'lost');
  const key = 'sorting-app:Order';
  const stored = JSON.parse(storages.local.data.get(key) ?? 'null') as Record<string, string>;
  expect(JSON.parse(stored.pendingSends ?? 'null')).toHaveProperty('101');
  // The other tab's copy: the send ended there with the order found.
  storages.local.data.set(
    key,
    JSON.stringify({ ...stored, pendingSends: '{}', newOrder: JSON.stringify([created]) }),
  );
  const result = await store.dispatch(submitOrder({ customerid: '101' }));
  expect(submitOrder.fulfilled.match(result) && result.payload).toBeNull();
  expect(last.asked).toBe(0);
  expect(selectSendNotice(store.getState(), '101')).toBeNull();
  expect(store.getState().order.pendingSends).toEqual({});
  expect(store.getState().order.newOrder).toEqual([created]);
});

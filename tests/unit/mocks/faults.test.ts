/**
 * The demo's fault switch as the demo backend plays it (src/mocks/faults.ts): for each call it can strike, each
 * fault's exact answer, and whether the backend kept the order or the cart line. Runs in jsdom for the tab's
 * sessionStorage, where the switch keeps what QA armed.
 */
import {
  armDemoFault,
  endDemoOffline,
  LATE_COMMIT_MS,
  SLOW_ANSWER_MS,
  type FaultCall,
} from '../../../src/config/demo-faults';
import { sameId } from '../../../src/domain/id';
import { getDb } from '../../../src/mocks/db';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { login } from './demo-backend';

serveDemoBackend();

const BASE = 'https://backend.example.test';

const tomorrowPlus = (days: number): string =>
  new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

interface Kind {
  call: FaultCall;
  body: unknown;
  /** What the backend keeps when the call lands; null for the product list, which keeps nothing. */
  kept: (() => boolean) | null;
}

const ordersOf101 = () => getDb().orders.filter((o) => sameId(o.customerid, 101)).length;
let ordersBefore = 0;

const KINDS: Kind[] = [
  {
    call: 'order/add',
    body: {
      customerid: 101,
      deliveryaddress: '台北市信義區松壽路12號B1',
      expecteddate: tomorrowPlus(2),
      deliverytype: '1',
      deliverytime: '01',
      ispayment: '2',
      orderstatus: '00',
      orderdetails: [{ productid: 1, productname: '豬五花肉片', productquantity: 1.5, qty: 0 }],
    },
    kept: () => ordersOf101() === ordersBefore + 1,
  },
  {
    call: 'shoppingcart/add',
    body: { productid: 1, productquantity: 1.5, qty: 0, customerid: 101 },
    kept: () => getDb().cartLines.some((l) => sameId(l.customerid, 101) && sameId(l.productid, 1)),
  },
  { call: 'product/list', body: { categories: [] }, kept: null },
];

let token = '';
beforeEach(async () => {
  ({ accessToken: token } = await login('demo'));
  ordersBefore = ordersOf101();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The call as the app makes it; resolves to the answer, or to the network error a lost answer is to fetch. */
function send(call: FaultCall, body: unknown): Promise<Response | TypeError> {
  return fetch(`${BASE}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    if (error instanceof TypeError) return error;
    throw error;
  });
}

async function answered(call: FaultCall, body: unknown): Promise<{ status: number; text: string }> {
  const answer = await send(call, body);
  if (answer instanceof TypeError) throw new Error(`${call}: no answer`, { cause: answer });
  return { status: answer.status, text: await answer.text() };
}

const codeOf = (text: string): unknown => (JSON.parse(text) as { code: unknown }).code;

describe.each(KINDS)('$call', ({ call, body, kept }) => {
  const expectKept = (yes: boolean) => {
    if (kept !== null) expect(kept()).toBe(yes);
  };

  test('nothing armed: answered and kept as ever', async () => {
    const { status, text } = await answered(call, body);
    expect([status, codeOf(text)]).toEqual([200, 200]);
    expectKept(true);
  });

  test('500: HTTP 500, nothing kept; the next call is answered as ever', async () => {
    armDemoFault(call, '500');
    expect(await answered(call, body)).toEqual({ status: 500, text: 'Internal Server Error' });
    expectKept(false);

    const { status, text } = await answered(call, body);
    expect([status, codeOf(text)]).toEqual([200, 200]);
    expectKept(true);
  });

  test('502: HTTP 502 from the gateway, nothing kept', async () => {
    armDemoFault(call, '502');
    expect(await answered(call, body)).toEqual({ status: 502, text: 'Bad Gateway' });
    expectKept(false);
  });

  test('cutBody: HTTP 200, application/json, the body cut off mid-list; nothing kept', async () => {
    armDemoFault(call, 'cutBody');
    const answer = await send(call, body);
    if (answer instanceof TypeError) throw answer;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.text()).toBe('{"code":200,"result":[');
    expectKept(false);
  });

  test('401: body code 401 (HTTP 200), the session is over; nothing kept', async () => {
    armDemoFault(call, '401');
    expect(await answered(call, body)).toEqual({ status: 200, text: '{"code":401}' });
    expectKept(false);
  });

  test('lost: the backend keeps it, then the answer is lost (a network error)', async () => {
    armDemoFault(call, 'lost');
    expect(await send(call, body)).toBeInstanceOf(TypeError);
    expectKept(true);
  });

  test('slowCommitAfterLost: the answer is lost at once, and the backend keeps it seconds later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], shouldAdvanceTime: true });
    armDemoFault(call, 'slowCommitAfterLost');
    expect(await send(call, body)).toBeInstanceOf(TypeError);
    expectKept(false);

    await vi.advanceTimersByTimeAsync(LATE_COMMIT_MS - 100);
    expectKept(false);
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expectKept(true));
  });

  test('slow: answered only after 8 seconds, and kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], shouldAdvanceTime: true });
    armDemoFault(call, 'slow');
    let done = false;
    const answer = answered(call, body).finally(() => (done = true));

    await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 500);
    expect(done).toBe(false);
    expectKept(false);
    await vi.advanceTimersByTimeAsync(500);

    const { status, text } = await answer;
    expect([status, codeOf(text)]).toEqual([200, 200]);
    expectKept(true);
  });

  test('offline: this call and every other fails before any answer, nothing kept, until 恢復網路', async () => {
    armDemoFault(call, 'offline');
    expect(await send(call, body)).toBeInstanceOf(TypeError);
    expect(await send(call, body)).toBeInstanceOf(TypeError);
    await expect(
      fetch(`${BASE}/api/order/lastorder?customerid=101`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    ).rejects.toThrow(TypeError);
    expectKept(false);

    endDemoOffline();
    const { status, text } = await answered(call, body);
    expect([status, codeOf(text)]).toEqual([200, 200]);
    expectKept(true);
  });
});

test('a fault armed for one call leaves the other calls alone', async () => {
  armDemoFault('order/add', '500');
  const list = await answered('product/list', {});
  expect([list.status, codeOf(list.text)]).toEqual([200, 200]);
  const add = await answered('shoppingcart/add', KINDS[1]?.body);
  expect([add.status, codeOf(add.text)]).toEqual([200, 200]);
  expect((await answered('order/add', KINDS[0]?.body)).status).toBe(500);
});

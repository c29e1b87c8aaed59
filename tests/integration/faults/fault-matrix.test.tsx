/**
 * The fault matrix (issue "Proof of quality", item 2): every call a screen makes on its own when it opens, answered
 * with each kind of failure. For each: the buyer sees a message (ErrorWithRetry, or the screen's own fallback), the
 * app does not fall to the route error page, the stored cart is intact, and only the two 401 kinds send the buyer
 * to /login2, exactly once. POST /api/order/add is covered in depth by tests/integration/checkout/submit-order.test.tsx,
 * the cart's add/update/delete by tests/integration/cart/cart-sync.test.tsx; docs/reliability.md has the whole table.
 */
import { act, screen, within } from '@testing-library/react';
import axios, { AxiosError } from 'axios';
import { HttpResponse, delay, http as mswHttp } from 'msw';
import { onTestFinished } from 'vitest';
import { http } from '../../../src/api/http';
import { resetDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import type { CartEntry, CartState } from '../../../src/store/cart-slice';
import type { AppStore } from '../../../src/store/store';
import { seedServerCart } from '../cart/cart-support';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';

vi.setConfig({ testTimeout: 30_000 });

/** Lazy routes and chunks are slow on a shared 2-core machine: the first find waits longer. */
const SLOW = { timeout: 8000 };
/** The http time-out while a time-out fault is installed (the app's own is 50 s). */
const SHORT_TIMEOUT = 1000;
/** How long a late answer gets to change anything before the counts are read. */
const SETTLE_MS = 150;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // The header (cart badge) and the screens are lazy chunks: transform them once, not inside the first test.
  await import('../../../src/app/layout/signed-in-header');
  await import('../../../src/features/catalogue/home-page');
}, 60_000);

beforeEach(() => {
  // A fixed "now" gives fixed order and order-line data (the seed dates orders relative to it).
  resetDb({ now: new Date('2026-11-22T02:00:00Z') });
});

// ---------------------------------------------------------------------------------------------------------------
// The faults

interface Fault {
  name: string;
  answer: () => Response | Promise<Response>;
  /** What ErrorWithRetry says for it (src/i18n/locales/zh-TW/common.ts errors, or the server's own message). */
  message: string;
  /** The two 401 kinds: the session ends, the buyer lands on /login2 once. */
  endsSession?: true;
  /** Never answers: the http layer's time-out (lowered for the test) gives up. */
  timesOut?: true;
}

const BUSINESS_MESSAGE = '資料維護中，請稍後再查詢';

const FAULTS: Fault[] = [
  {
    name: 'HTTP 500',
    answer: () => new HttpResponse('oops', { status: 500, statusText: 'Internal Server Error' }),
    message: '系統忙碌中，請稍後再試',
  },
  {
    name: 'a network error',
    answer: () => HttpResponse.error(),
    message: '網路連線異常，請稍後再試',
  },
  {
    name: 'a time-out',
    answer: async () => {
      await delay('infinite');
      return HttpResponse.json({ code: 200, result: null });
    },
    message: '連線逾時，請稍後再試',
    timesOut: true,
  },
  {
    name: 'body code 400',
    answer: () => HttpResponse.json({ code: 400, message: BUSINESS_MESSAGE }),
    message: BUSINESS_MESSAGE,
  },
  {
    name: 'body code 401',
    answer: () => HttpResponse.json({ code: 401 }),
    message: '',
    endsSession: true,
  },
  {
    name: 'header access-token: invalid_token',
    answer: () =>
      HttpResponse.json(
        { code: 200, result: null },
        { headers: { 'access-token': 'invalid_token' } },
      ),
    message: '',
    endsSession: true,
  },
  {
    name: 'an HTML page (200, text/html)',
    answer: () => HttpResponse.html('<!doctype html><html><body>ngrok</body></html>'),
    message: '系統忙碌中，請稍後再試',
  },
  {
    name: 'malformed JSON (200, application/json)',
    answer: () =>
      new HttpResponse('{"code":200,"result":[', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    message: '系統忙碌中，請稍後再試',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The calls a screen makes on its own, and what the buyer sees when one fails (without ending the session)

type Sees = (fault: Fault) => Promise<void>;

/** ErrorWithRetry (in `region` when given): the fault's message and a 重試 button. */
const retryBox =
  (region?: string): Sees =>
  async (fault) => {
    const scope =
      region === undefined
        ? screen
        : within(await screen.findByRole('region', { name: region }, SLOW));
    const alert = await scope.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(fault.message);
    expect(within(alert).getByRole('button', { name: '重試' })).toBeEnabled();
  };

/** The cart sync fails quietly: no message, the badge still counts the stored lines. */
const storedCartBadge: Sees = async () => {
  expect(await screen.findByRole('button', { name: '購物車，2 項' }, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
};

/** No dictionary: /orderdetail shows the status code (00) where its label (未出貨) would be, and no message. */
const statusCodes: Sees = async () => {
  const line = await screen.findByRole('listitem', { name: 'SO20261122-0001-1' }, SLOW);
  expect(within(line).getByText('00')).toBeInTheDocument();
  expect(within(line).queryByText('未出貨')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
};

interface Call {
  method: 'get' | 'post';
  path: string;
  screen: string;
  /** What the buyer sees, for the test's name; {message} is the fault's text. */
  shows: string;
  sees: Sees;
}

const CALLS: Call[] = [
  {
    method: 'get',
    path: '/api/category/list',
    screen: '/',
    shows: 'ErrorWithRetry「{message}」+ 重試',
    sees: retryBox(),
  },
  {
    method: 'post',
    path: '/api/product/list',
    screen: '/',
    shows: 'ErrorWithRetry「{message}」+ 重試',
    sees: retryBox(),
  },
  {
    method: 'get',
    path: '/api/order/lastorder',
    screen: '/',
    shows: 'in 上次購買, ErrorWithRetry「{message}」+ 重試',
    sees: retryBox('上次購買'),
  },
  {
    method: 'get',
    path: '/api/shoppingcart/list',
    screen: '/pagetwo',
    shows: 'no message, the badge still says 「購物車，2 項」',
    sees: storedCartBadge,
  },
  {
    method: 'get',
    path: '/api/order/list',
    screen: '/order',
    shows: 'ErrorWithRetry「{message}」+ 重試',
    sees: retryBox(),
  },
  {
    method: 'post',
    path: '/api/orderDetail/page2',
    screen: '/orderdetail',
    shows: 'ErrorWithRetry「{message}」+ 重試',
    sees: retryBox(),
  },
  {
    method: 'get',
    path: '/api/customer/detail',
    screen: '/address',
    shows: 'ErrorWithRetry「{message}」+ 重試',
    sees: retryBox(),
  },
  {
    method: 'get',
    path: '/api/sysDictType/allDictList',
    screen: '/orderdetail',
    shows: 'no message, line SO20261122-0001-1 shows 「00」 instead of 「未出貨」',
    sees: statusCodes,
  },
];

/** The session ended: the buyer is on /login2, asked for an account (src/i18n/locales/zh-TW/auth.ts). */
const login2: Sees = async () => {
  expect(await screen.findByRole('textbox', { name: '帳號' }, SLOW)).toBeInTheDocument();
};

// ---------------------------------------------------------------------------------------------------------------
// The helpers

/**
 * Lowers the http layer's time-out for this test. MSW's XMLHttpRequest interceptor ignores `xhr.timeout`, so the
 * adapter is wrapped to give up after `config.timeout` exactly as axios's XHR adapter does in a browser (the same
 * AxiosError), for every call; the app's own interceptors and screens see a real time-out.
 */
function shortenTimeout() {
  const { adapter, timeout } = http.defaults;
  const send = axios.getAdapter(adapter);
  http.defaults.timeout = SHORT_TIMEOUT;
  http.defaults.adapter = (config) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ms = config.timeout ?? 0;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(
          new AxiosError(`timeout of ${String(ms)}ms exceeded`, AxiosError.ECONNABORTED, config),
        );
      }, ms);
    });
    return Promise.race([send(config), timedOut]).finally(() => {
      clearTimeout(timer);
    });
  };
  onTestFinished(() => {
    http.defaults.timeout = timeout;
    http.defaults.adapter = adapter;
  });
}

/**
 * Answers `method path` with the fault from now to the end of the test. The answer waits for the returned release,
 * so it never arrives before the test counts /login2 landings. `answered` settles once the app has had the answer
 * (or, for a time-out, once its time-out has passed).
 */
function installFault(call: Call, fault: Fault) {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = (): void => undefined;
  const served = new Promise<void>((resolve) => {
    reached = resolve;
  });
  if (fault.timesOut === true) shortenTimeout();
  server.use(
    mswHttp[call.method](`*${call.path}`, async () => {
      await gate;
      reached();
      return fault.answer();
    }),
  );
  const answered = served.then(() => sleep(fault.timesOut === true ? SHORT_TIMEOUT : 0));
  return { release, answered };
}

/** Cart lines of shop 101, the same on the server and in the stored cart, so a successful sync changes nothing. */
function storedCart() {
  const lines = seedServerCart(101, [
    [1, 2.5],
    [4, 4],
  ]).map((line) => ({ ...line, customerid: String(line.customerid), synced: true }));
  const cart: CartState = { linesByCustomer: { '101': lines }, drawerOpen: false };
  return {
    cart,
    storages: memoryStorages({ 'sorting-app:ShoppingCart': persistedValue({ ...cart }) }),
  };
}

/**
 * The cart as the buyer has it. A shop id may be a number or text (DECISIONS 1: compared as text): the rehydrated
 * cart holds "101", a line fresh from the server 101.
 */
function cartOf(store: AppStore): CartState {
  const { linesByCustomer, drawerOpen } = store.getState().cart;
  const asText = (lines: CartEntry[]) =>
    lines.map((line) => ({ ...line, customerid: String(line.customerid) }));
  return {
    drawerOpen,
    linesByCustomer: Object.fromEntries(
      Object.entries(linesByCustomer).map(([shop, lines]) => [shop, asText(lines)]),
    ),
  };
}

/** Renders `path` signed in as demo with the stored cart, counting every landing on /login2 from the first render. */
async function renderCountingLogin2(path: string, release: () => void) {
  const { cart, storages } = storedCart();
  const app = await renderApp(path, { signedInAs: 'demo', storages });
  const landings = new Set<string>();
  const unsubscribe = app.router.subscribe((state) => {
    if (state.location.pathname === '/login2') landings.add(state.location.key);
  });
  onTestFinished(unsubscribe);
  release();
  return { ...app, storedCart: cart, landings };
}

/** What every fault must leave: the screen's message (or /login2), no crash, the cart intact, the right redirects. */
async function expectHandled(
  call: Call,
  fault: Fault,
  app: Awaited<ReturnType<typeof renderCountingLogin2>>,
  answered: Promise<void>,
) {
  await (fault.endsSession === true ? login2(fault) : call.sees(fault));
  // Let the answer (and anything it starts: a late sync, a second session end) land before counting.
  await act(() => answered.then(() => sleep(SETTLE_MS)));

  expect(screen.queryByText('頁面載入失敗')).not.toBeInTheDocument();
  expect(cartOf(app.store)).toEqual(app.storedCart);
  if (fault.endsSession === true) {
    expect(locationOf(app.router)).toBe('/login2');
    expect(app.landings.size).toBe(1);
    expect(app.store.getState().auth.loggedIn).toBe(false);
  } else {
    expect(locationOf(app.router)).toBe(call.screen);
    expect(app.landings.size).toBe(0);
    await call.sees(fault);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The matrix

const MATRIX = CALLS.flatMap((call) =>
  FAULTS.map(
    (fault) =>
      [
        `${call.method.toUpperCase()} ${call.path} (${call.screen})`,
        fault.name,
        fault.endsSession === true
          ? 'on /login2 (帳號) once'
          : call.shows.replace('{message}', fault.message),
        call,
        fault,
      ] as const,
  ),
);

test.each(MATRIX)('%s answers %s → %s', async (_call, _fault, _shows, call, fault) => {
  const { release, answered } = installFault(call, fault);
  const app = await renderCountingLogin2(call.screen, release);
  await expectHandled(call, fault, app, answered);
});

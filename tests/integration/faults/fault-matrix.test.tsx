/**
 * The fault matrix: every call a screen makes on its own when it opens, answered
 * with each kind of failure. For each: the buyer sees a message (ErrorWithRetry, or the screen's own fallback), the
 * app does not fall to the route error page, the stored cart is intact, and only the two 401 kinds send the buyer
 * to /login2, exactly once. The second block ("calls made by a tap") does the same for the calls a buyer makes by a
 * tap: the cart's add/update/delete (the line kept: unsynced, or marked as not deleted), the Email and address
 * saves (the typed value kept) and 確認收到. POST /api/order/add is covered in depth by
 * tests/integration/checkout/submit-order.test.tsx; docs/reliability.md has the whole table.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import axios, { AxiosError } from 'axios';
import { HttpResponse, delay, http as mswHttp } from 'msw';
import { onTestFinished } from 'vitest';
import { resetDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import type { CartEntry, CartState } from '../../../src/store/cart/cart-slice';
import type { AppStore } from '../../../src/store/root-state';
import { withQuantity } from '../../../src/features/cart/cart-line';
import { openDrawer, rowOf, seedServerCart } from '../cart/cart-support';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';
// The header (cart badge) and home are lazy chunks: imported statically, their transform falls in the file's import,
// which has no deadline, not inside the first test or a hook's 60 s.
import '../../../src/app/layout/signed-in-header';
import '../../../src/features/catalogue/home-page';

vi.setConfig({ testTimeout: 30_000 });

/** Lazy routes and chunks are slow on a shared 2-core machine: the first find waits longer. */
const SLOW = { timeout: 8000 };
/** The http time-out while a time-out fault is installed (the app's own is 50 s). */
const SHORT_TIMEOUT = 1000;
/** How long a late answer gets to change anything before the counts are read. */
const SETTLE_MS = 150;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  // A fixed "now" gives fixed order and order-line data (the seed dates orders relative to it).
  resetDb({ now: new Date('2026-11-22T02:00:00Z') });
});

// ---------------------------------------------------------------------------------------------------------------
// The faults

interface Fault {
  name: string;
  answer: () => Response | Promise<Response>;
  /** What ErrorWithRetry says for it (src/i18n/texts/zh-TW/common.ts errors, or the server's own message). */
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
    const alert =
      region === undefined
        ? await screen.findByRole('alert', {}, SLOW)
        : await within(await screen.findByRole('region', { name: region }, SLOW)).findByRole(
            'alert',
            {},
            SLOW,
          );
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
    method: 'get',
    path: '/api/order/list',
    screen: '/guide',
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

/** The session ended: the buyer is on /login2, asked for an account (src/features/auth/texts/zh-TW/auth.ts). */
const login2: Sees = async () => {
  expect(await screen.findByRole('textbox', { name: '帳號' }, SLOW)).toBeInTheDocument();
};

// ---------------------------------------------------------------------------------------------------------------
// The helpers

/**
 * Makes every call of this test time out after SHORT_TIMEOUT. MSW's XMLHttpRequest interceptor ignores
 * `xhr.timeout`, so the adapter is wrapped to give up as axios's XHR adapter does in a browser (the same
 * AxiosError); the app's own interceptors and screens see a real time-out. It wraps the adapter every new axios
 * instance starts from: the store's instance is made on its first call, after this runs.
 */
function shortenTimeout() {
  const { adapter } = axios.defaults;
  const send = axios.getAdapter(adapter);
  axios.defaults.adapter = (config) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(
          new AxiosError(
            `timeout of ${String(config.timeout ?? 0)}ms exceeded`,
            AxiosError.ECONNABORTED,
            config,
          ),
        );
      }, SHORT_TIMEOUT);
    });
    return Promise.race([send(config), timedOut]).finally(() => {
      clearTimeout(timer);
    });
  };
  onTestFinished(() => {
    axios.defaults.adapter = adapter;
  });
}

/**
 * Answers `method path` with the fault from now to the end of the test. The answer waits for the returned release,
 * so it never arrives before the test counts /login2 landings. `answered` settles once the app has had the answer
 * (or, for a time-out, once its time-out has passed).
 */
function installFault(call: Pick<Call, 'method' | 'path'>, fault: Fault) {
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
 * The cart as the buyer has it. A shop id may be a number or text (ids are compared as text): the rehydrated
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
  const view = await renderApp(path, { signedInAs: 'demo', storages });
  const landings = new Set<string>();
  const unsubscribe = view.router.subscribe((state) => {
    if (state.location.pathname === '/login2') landings.add(state.location.key);
  });
  onTestFinished(unsubscribe);
  release();
  return { ...view, storedCart: cart, landings };
}

/** What every fault must leave: the screen's message (or /login2), no crash, the cart intact, the right redirects. */
async function expectHandled(
  call: Call,
  fault: Fault,
  view: Awaited<ReturnType<typeof renderCountingLogin2>>,
  answered: Promise<void>,
) {
  await (fault.endsSession === true ? login2(fault) : call.sees(fault));
  // Let the answer (and anything it starts: a late sync, a second session end) land before counting.
  await act(() => answered.then(() => sleep(SETTLE_MS)));

  expect(screen.queryByText('頁面載入失敗')).not.toBeInTheDocument();
  expect(cartOf(view.store)).toEqual(view.storedCart);
  if (fault.endsSession === true) {
    expect(locationOf(view.router)).toBe('/login2');
    expect(view.landings.size).toBe(1);
    expect(view.store.getState().auth.loggedIn).toBe(false);
  } else {
    expect(locationOf(view.router)).toBe(call.screen);
    expect(view.landings.size).toBe(0);
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
  const view = await renderCountingLogin2(call.screen, release);
  await expectHandled(call, fault, view, answered);
});

// ---------------------------------------------------------------------------------------------------------------
// The calls a buyer makes by a tap (a failed cart call keeps the line): the fault answers the tap's call only, so the
// screen has opened normally first. The stored cart's 豬五花肉片 (server id 9001, 2.5 KG in steps of 0.5) is tapped.

type App = Awaited<ReturnType<typeof renderCountingLogin2>>;

interface TapCall extends Omit<Call, 'shows'> {
  /** What the buyer sees, for the test's name. */
  shows: (fault: Fault) => string;
  /** Makes the call by a tap on the opened screen. */
  tap: (view: App) => Promise<void>;
  /** What else the failed call must leave as it was (beyond the screen and the cart). */
  unchanged?: (view: App) => void;
  /** The cart the buyer must have afterwards (the line kept, marked as the view marks it). */
  cartAfter: (view: App, fault: Fault) => CartState;
}

const PORK = '豬五花肉片';

/** The stored cart with 豬五花肉片's line changed. */
function withPork(cart: CartState, change: (line: CartEntry) => CartEntry): CartState {
  const lines = cart.linesByCustomer['101'] ?? [];
  return {
    ...cart,
    linesByCustomer: {
      '101': lines.map((line) => (line.productname === PORK ? change(line) : line)),
    },
  };
}

/** The drawer's row of 豬五花肉片 (the drawer is open while the buyer is not sent away). */
async function porkRow(): Promise<HTMLElement> {
  return rowOf(await screen.findByRole('dialog', { name: '購物車' }, SLOW), PORK);
}

/** The row's mark for a failed send: the server's refusal (src/features/cart/texts/zh-TW/cart.ts), else 尚未同步. */
const unsyncedMark = (fault: Fault): string =>
  fault.message === BUSINESS_MESSAGE
    ? `尚未同步，伺服器回覆：${BUSINESS_MESSAGE}`
    : '尚未同步，連線恢復後會自動送出';

/** A failed update: the typed 3.00 stays, the row says it is not on the server yet (or the server's refusal). */
const unsyncedRow: Sees = async (fault) => {
  const row = await porkRow();
  expect(within(row).getByRole('textbox', { name: `${PORK} 數量` })).toHaveValue('3.00');
  expect(within(row).getByText('3.00 KG')).toBeInTheDocument();
  expect(await within(row).findByText(unsyncedMark(fault), {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
};

/** A failed delete: the row stays with the alert 刪除失敗，請稍後再試, its 刪除 button usable again. */
const deleteFailedRow: Sees = async () => {
  const row = await porkRow();
  expect(await within(row).findByRole('alert', {}, SLOW)).toHaveTextContent('刪除失敗，請稍後再試');
  // The button is re-enabled when the failed delete settles, which may be a render after the alert.
  await waitFor(() => {
    expect(within(row).getByRole('button', { name: `刪除 ${PORK}` })).toBeEnabled();
  });
  expect(within(row).getByRole('textbox', { name: `${PORK} 數量` })).toHaveValue('2.50');
};

/** /orderdetail's line of 豬大骨 waiting for the buyer's 確認收到. */
const boneRow = (): HTMLElement => screen.getByRole('listitem', { name: 'SO20261120-0001-2' });
const CONFIRM_BONES = '確認收到 豬大骨';

/** A failed 確認收到: the line says why, is still 待確認, and its button can be tapped again. */
const confirmFailedRow: Sees = async (fault) => {
  expect(
    await within(boneRow()).findByText(`確認失敗：${fault.message}`, {}, SLOW),
  ).toBeInTheDocument();
  expect(within(boneRow()).getByText('待確認')).toBeInTheDocument();
  expect(within(boneRow()).getByRole('button', { name: CONFIRM_BONES })).toBeEnabled();
};

const BONES = '豬大骨';
const ADDED_UNSYNCED = '已加入購物車，但尚未同步到伺服器；連線恢復後會自動送出。';

/** A failed add from the catalogue's dialog: the line is in the cart all the same, and the notice says so. */
const addedUnsynced: Sees = async () => {
  expect(await screen.findByText(ADDED_UNSYNCED, {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '購物車，3 項', hidden: true })).toBeInTheDocument();
};

const TYPED_EMAIL = 'new@hefeng.tw';

/** A failed Email save on /account: the editor stays open with the typed value and says why. */
const emailNotSaved: Sees = async (fault) => {
  expect(await screen.findByText(`Email 未儲存：${fault.message}`, {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(TYPED_EMAIL);
};

const SECOND_ADDRESS = '台北市大安區忠孝東路四段216巷27弄5號';
const TYPED_CONTACT = '王小姐';
const ADDRESS_NOT_SAVED = '收貨地址未儲存，您輸入的內容仍保留：';

/** A failed address save on /address: the row stays in edit mode with every typed value and says why. */
const addressNotSaved: Sees = async (fault) => {
  expect(
    await screen.findByText(`${ADDRESS_NOT_SAVED}${fault.message}`, {}, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '聯絡人' })).toHaveValue(TYPED_CONTACT);
  expect(screen.getByRole('textbox', { name: '送貨地址' })).toHaveValue(SECOND_ADDRESS);
};

async function openCart(view: App): Promise<HTMLElement> {
  await openDrawer(view.user, 2);
  return porkRow();
}

const TAP_CALLS: TapCall[] = [
  {
    method: 'post',
    path: '/api/shoppingcart/update',
    screen: '/pagetwo',
    shows: (fault) => `drawer 增加: 3.00 kept, 「${unsyncedMark(fault)}」`,
    sees: unsyncedRow,
    tap: async (view) => {
      const row = await openCart(view);
      await view.user.click(within(row).getByRole('button', { name: `增加 ${PORK} 數量` }));
    },
    cartAfter: (view, fault) =>
      withPork(view.storedCart, (line) => ({
        ...withQuantity(line, 3),
        synced: false,
        deleteFailed: false,
        sendFailed: true,
        sendError: fault.message === BUSINESS_MESSAGE ? BUSINESS_MESSAGE : '',
      })),
  },
  {
    method: 'post',
    path: '/api/shoppingcart/delete',
    screen: '/pagetwo',
    shows: () => 'drawer 刪除: line kept, alert 「刪除失敗，請稍後再試」',
    sees: deleteFailedRow,
    tap: async (view) => {
      const row = await openCart(view);
      await view.user.click(within(row).getByRole('button', { name: `刪除 ${PORK}` }));
    },
    cartAfter: (view) => withPork(view.storedCart, (line) => ({ ...line, deleteFailed: true })),
  },
  {
    method: 'post',
    path: '/api/shoppingcart/add',
    screen: '/',
    shows: () => `add dialog 加入購物車 豬大骨: 「${ADDED_UNSYNCED}」, the line kept unsynced`,
    sees: addedUnsynced,
    tap: async (view) => {
      await view.user.click(
        await screen.findByRole('button', { name: `加入購物車 ${BONES}` }, SLOW),
      );
      const dialog = await screen.findByRole('dialog', { name: BONES }, SLOW);
      await view.user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
    },
    cartAfter: (view, fault) => ({
      ...view.storedCart,
      linesByCustomer: {
        '101': [
          ...(view.storedCart.linesByCustomer['101'] ?? []),
          expect.objectContaining({
            productid: 7,
            productname: BONES,
            synced: false,
            sendFailed: true,
            sendError: fault.message === BUSINESS_MESSAGE ? BUSINESS_MESSAGE : '',
          }) as CartEntry,
        ],
      },
    }),
  },
  {
    method: 'post',
    path: '/api/orderDetail/updateSingleStatus',
    screen: '/orderdetail',
    shows: (fault) => `確認收到: 「確認失敗：${fault.message}」, still 待確認, 確認 usable`,
    sees: confirmFailedRow,
    tap: async (view) => {
      await screen.findByText('共 48 筆', {}, SLOW);
      await view.user.click(within(boneRow()).getByRole('button', { name: CONFIRM_BONES }));
    },
    cartAfter: (view) => view.storedCart,
  },
  {
    method: 'post',
    path: '/api/customer/update',
    screen: '/account',
    shows: (fault) => `Email 儲存: 「Email 未儲存：${fault.message}」, ${TYPED_EMAIL} kept`,
    sees: emailNotSaved,
    tap: async (view) => {
      await view.user.click(await screen.findByRole('button', { name: '編輯' }, SLOW));
      const box = screen.getByRole('textbox', { name: 'Email' });
      await view.user.clear(box);
      await view.user.type(box, TYPED_EMAIL);
      await view.user.click(screen.getByRole('button', { name: '儲存' }));
    },
    unchanged: (view) => {
      expect(view.store.getState().auth.customer?.email).toBe('purchase@hefeng-bbq.com.tw');
    },
    cartAfter: (view) => view.storedCart,
  },
  {
    method: 'post',
    path: '/api/customer/update',
    screen: '/address',
    shows: (fault) =>
      `address row 儲存: 「${ADDRESS_NOT_SAVED}${fault.message}」, ${TYPED_CONTACT} kept`,
    sees: addressNotSaved,
    tap: async (view) => {
      await view.user.click(
        await screen.findByRole('button', { name: `編輯 ${SECOND_ADDRESS}` }, SLOW),
      );
      const contact = screen.getByRole('textbox', { name: '聯絡人' });
      await view.user.clear(contact);
      await view.user.type(contact, TYPED_CONTACT);
      await view.user.click(screen.getByRole('button', { name: '儲存' }));
    },
    unchanged: (view) => {
      expect(view.store.getState().auth.customer?.addresses?.[1]?.contactperson).toBe('王怡君');
    },
    cartAfter: (view) => view.storedCart,
  },
];

const TAP_MATRIX = TAP_CALLS.flatMap((call) =>
  FAULTS.map(
    (fault) =>
      [
        `${call.method.toUpperCase()} ${call.path} (${call.screen})`,
        fault.name,
        fault.endsSession === true ? 'on /login2 (帳號) once, the cart kept' : call.shows(fault),
        call,
        fault,
      ] as const,
  ),
);

describe('calls made by a tap', () => {
  test.each(TAP_MATRIX)('%s answers %s → %s', async (_call, _fault, _shows, call, fault) => {
    const { release, answered } = installFault(call, fault);
    const view = await renderCountingLogin2(call.screen, release);
    await call.tap(view);
    await (fault.endsSession === true ? login2(fault) : call.sees(fault));
    await act(() => answered.then(() => sleep(SETTLE_MS)));

    expect(screen.queryByText('頁面載入失敗')).not.toBeInTheDocument();
    // The lines only: the drawer's open flag is the screen's, not the cart's.
    await waitFor(() =>
      expect(cartOf(view.store).linesByCustomer).toEqual(
        call.cartAfter(view, fault).linesByCustomer,
      ),
    );
    // The two 401 kinds end the session with one landing on /login2; every other fault leaves the buyer where they were.
    const endsSession = fault.endsSession === true;
    expect({ at: locationOf(view.router), landings: view.landings.size }).toEqual(
      endsSession ? { at: '/login2', landings: 1 } : { at: call.screen, landings: 0 },
    );
    expect(view.store.getState().auth.loggedIn).toBe(!endsSession);
    if (!endsSession) {
      await call.sees(fault);
      call.unchanged?.(view);
    }
  });
});

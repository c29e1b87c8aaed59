import { waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { catalogueApi } from '../../../src/api/endpoints/catalogue';
import { orderApi } from '../../../src/api/endpoints/order';
import { TAB_LOCK_BUSY, withTabLock } from '../../../src/phone/tab-lock';
import { createTokenStore } from '../../../src/phone/token-store';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { addToCart } from '../../../src/features/cart/cart-add';
import { decodeStored } from '../../../src/store/stored/phone-storage';
import {
  customerSelected,
  initialAuthState,
  selectIsLoggedIn,
} from '../../../src/store/session/auth-slice';
import { endSession } from '../../../src/store/session/end-session';
import { logoutCall } from '../../../src/store/session/sign-in';
import type { AppStore } from '../../../src/store/root-state';
import { captureRequests } from '../../support/capture-requests';
import { expiredJwt, freshJwt } from '../../support/jwt';
import { persistedValue } from '../../support/memory-storage';
import { signInAs } from '../../support/render-app';
import { storedTokens } from '../../support/stored-tokens';
import { openTab, sharedLocalStorage } from '../../support/tabs';

/**
 * Two tabs of one signed-in session (docs/architecture.md, "Two tabs"): both stores are made by the app's start-up
 * on one local storage and one token pair. The backend takes a refresh token once and answers 401 to its reuse.
 */
const customer = { id: 101, fullname: '禾豐燒肉餐飲有限公司', name: '禾豐燒肉', lineid: 'U-demo' };
const signedIn = {
  'sorting-app:authSetting': persistedValue({
    ...initialAuthState,
    loggedIn: true,
    lineId: 'U-demo',
    customer,
    customers: [customer],
    account: 'demo',
  }),
};
const expired = expiredJwt({ sub: 'demo', n: 1 });
const renewed = freshJwt({ sub: 'demo', n: 2 });

interface Seen {
  authorization: string | null;
  refresh: string | null;
}

/** category/list as a backend with single-use refresh tokens answers it; every request is recorded. */
function singleUseRefresh(seen: Seen[]) {
  let spent = false;
  return mswHttp.get('*/api/category/list', async ({ request }) => {
    const authorization = request.headers.get('authorization');
    const refresh = request.headers.get('x-authorization');
    seen.push({ authorization, refresh });
    if (authorization === `Bearer ${renewed}` && refresh === null)
      return HttpResponse.json({ code: 200, result: [] });
    if (authorization === `Bearer ${expired}` && refresh === 'Bearer refresh-1' && !spent) {
      spent = true;
      await delay(40);
      return HttpResponse.json(
        { code: 200, result: [] },
        { headers: { 'access-token': renewed, 'x-access-token': 'refresh-2' } },
      );
    }
    return HttpResponse.json({ code: 401, message: '登入已逾時' }, { status: 401 });
  });
}

test('two tabs whose access token has expired call at once: one refresh, neither tab is signed out, the new pair is kept', async () => {
  const seen: Seen[] = [];
  server.use(singleUseRefresh(seen));
  const storage = sharedLocalStorage(signedIn);
  const tabA = await openTab(storage.tab());
  const tabB = await openTab(storage.tab());
  createTokenStore().save(expired, 'refresh-1');

  const [answerA, answerB] = await Promise.all(
    [tabA, tabB].map((tab) =>
      tab.store.dispatch(catalogueApi.endpoints.getCategories.initiate(undefined)),
    ),
  );

  expect(seen).toEqual([
    { authorization: `Bearer ${expired}`, refresh: 'Bearer refresh-1' },
    { authorization: `Bearer ${renewed}`, refresh: null },
  ]);
  expect([answerA?.status, answerB?.status]).toEqual(['fulfilled', 'fulfilled']);
  expect(selectIsLoggedIn(tabA.store.getState())).toBe(true);
  expect(selectIsLoggedIn(tabB.store.getState())).toBe(true);
  expect(storedTokens()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('two tabs sending one shop’s order at once with the order-send lock: only one sends', async () => {
  const sends: string[] = [];
  const send = (tab: string) => async () => {
    sends.push(tab);
    await delay(20);
    return `order from ${tab}`;
  };
  const results = await Promise.all([
    withTabLock('order-send:101', send('A'), { ifAvailable: true }),
    withTabLock('order-send:101', send('B'), { ifAvailable: true }),
  ]);
  expect(sends).toEqual(['A']);
  expect(results).toEqual(['order from A', TAB_LOCK_BUSY]);
});

// A tab that notices a session that is not its own (docs/architecture.md, "Two tabs"): the other tab signed out, or
// signed in as someone else. Tab 1 signs in to the demo shop 101; tab 2 opens on the session it stored.

const AUTH_KEY = 'sorting-app:authSetting';

/** Two tabs of the demo shop's session, each with its start-up's navigation watched. */
async function demoInTwoTabs() {
  const storage = sharedLocalStorage();
  const view1 = storage.tab();
  const tab1 = await openTab(view1, 'demo');
  const tab2 = await openTab(storage.tab());
  const navigated1 = vi.fn();
  tab1.navigation.attach(navigated1);
  const navigated2 = vi.fn();
  tab2.navigation.attach(navigated2);
  return { storage, view1, tab1, tab2, navigated1, navigated2 };
}

/** Logout as the app does it (features/auth/use-logout.ts): the server is told, then the session ends. */
async function logOut(store: AppStore): Promise<void> {
  await store.dispatch(logoutCall());
  store.dispatch(endSession());
}

/** Every request with the bearer it carried, as the backend saw it. */
function recordBearers() {
  const seen: { call: string; bearer: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({
      call: `${request.method} ${url.pathname}${url.search}`,
      bearer: request.headers.get('authorization'),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

/** The session as stored (the auth key), for what no tab may write over. */
const storedSession = (data: Map<string, string>) => decodeStored(data.get(AUTH_KEY) ?? '') ?? {};

const cartOf = (store: AppStore) =>
  (store.getState().cart.linesByCustomer['101'] ?? []).map((line) => line.productid);

const fatPork = () => {
  const found = getDb().products.find((p) => p.id === 20);
  if (found === undefined) throw new Error('no product 20');
  return found;
};

test('the other tab signs out and in as chain: this tab starts again from chain’s session, once, and calls nothing for shop 101 with chain’s token', async () => {
  const { storage, tab1, tab2 } = await demoInTwoTabs();
  const bearers = recordBearers();

  await logOut(tab2.store);
  await signInAs(tab2.store, 'chain');
  const chain = storedTokens();

  await waitFor(() => expect(tab1.restart).toHaveBeenCalledTimes(1));
  // Until the page is gone, tab 1 may still ask for shop 101 (a screen's refetch): nothing leaves with chain's token.
  await tab1.store.dispatch(
    orderApi.endpoints.getLastOrder.initiate({ customerid: 101 }, { forceRefetch: true }),
  );
  await delay(50);

  expect(tab1.restart).toHaveBeenCalledTimes(1);
  expect(tab2.restart).not.toHaveBeenCalled();
  // Tab 2 (chain) asks nothing for shop 101, so any such call would be tab 1's.
  expect(bearers.filter(({ call }) => call.includes('customerid=101'))).toEqual([]);
  // Chain's session stays what storage holds: tab 1 wrote nothing of its own over it.
  expect(storedTokens()).toEqual(chain);
  expect(storedSession(storage.data)).toMatchObject({ loggedIn: true, account: 'chain' });
});

test('the other tab only signs out: this tab ends its session too, goes to /login2 once, keeps its cart and sends no second logout', async () => {
  const { storage, tab1, tab2, navigated1, navigated2 } = await demoInTwoTabs();
  await expect(tab1.store.dispatch(addToCart({ product: fatPork(), quantity: 3 }))).resolves.toBe(
    'added',
  );
  const capture = captureRequests();

  await logOut(tab2.store);

  await waitFor(() => expect(selectIsLoggedIn(tab1.store.getState())).toBe(false));
  await delay(50);
  expect(navigated1.mock.calls).toEqual([['/login2', { replace: true }]]);
  expect(navigated2).not.toHaveBeenCalled();
  expect([tab1.restart, tab2.restart].map((restart) => restart.mock.calls.length)).toEqual([0, 0]);
  expect(tab1.store.getState().auth).toMatchObject({ customer: null, customers: [] });
  expect(cartOf(tab1.store)).toEqual([20]);
  expect(storedSession(storage.data)).toMatchObject({ loggedIn: false, customer: null });
  const storedCart = decodeStored(storage.data.get('sorting-app:ShoppingCart') ?? '');
  expect(storedCart?.linesByCustomer).toMatchObject({ '101': [{ productid: 20 }] });
  expect(storedTokens()).toEqual({ access: null, refresh: null });
  expect((await capture.calls()).map(({ call }) => call)).toEqual(['POST /api/custAuth/loginOut']);
});

test('the other tab refreshes the token pair of the same session: this tab does nothing and goes on with the new pair', async () => {
  const seen: Seen[] = [];
  server.use(singleUseRefresh(seen));
  const { view1, tab1, tab2, navigated1, navigated2 } = await demoInTwoTabs();
  createTokenStore().save(expired, 'refresh-1');

  await tab2.store.dispatch(catalogueApi.endpoints.getCategories.initiate(undefined));
  // However this tab hears of it (the storage event, or being shown again): the same session.
  view1.show();
  await delay(50);
  await tab1.store.dispatch(
    catalogueApi.endpoints.getCategories.initiate(undefined, { forceRefetch: true }),
  );

  expect(seen).toEqual([
    { authorization: `Bearer ${expired}`, refresh: 'Bearer refresh-1' },
    { authorization: `Bearer ${renewed}`, refresh: null },
  ]);
  expect([tab1.restart, tab2.restart].map((restart) => restart.mock.calls.length)).toEqual([0, 0]);
  expect([navigated1, navigated2].map((navigate) => navigate.mock.calls.length)).toEqual([0, 0]);
  expect(selectIsLoggedIn(tab1.store.getState())).toBe(true);
  expect(storedTokens()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('a tab in the background missed the other tab’s sign-out and chain’s sign-in: shown again, it starts again from chain’s session', async () => {
  const { view1, tab1, tab2, navigated1 } = await demoInTwoTabs();
  view1.hide();

  await logOut(tab2.store);
  await signInAs(tab2.store, 'chain');
  await delay(50);
  expect(tab1.restart).not.toHaveBeenCalled();

  view1.show();
  await waitFor(() => expect(tab1.restart).toHaveBeenCalledTimes(1));
  await delay(50);
  expect(tab1.restart).toHaveBeenCalledTimes(1);
  expect(navigated1).not.toHaveBeenCalled();
  expect(tab2.restart).not.toHaveBeenCalled();
});

test('a tab that has not heard of chain’s sign-in yet acts for shop 101: it starts again first, writes nothing over chain’s session, and its call carries no token of chain', async () => {
  const { storage, view1, tab1, tab2 } = await demoInTwoTabs();
  view1.hide();
  await logOut(tab2.store);
  await signInAs(tab2.store, 'chain');
  const chain = storedTokens();
  const bearers = recordBearers();

  // A screen of tab 1 picks its shop again and asks for its last order.
  tab1.store.dispatch(customerSelected(101));
  await tab1.store.dispatch(
    orderApi.endpoints.getLastOrder.initiate({ customerid: 101 }, { forceRefetch: true }),
  );
  await delay(50);

  expect(tab1.restart).toHaveBeenCalledTimes(1);
  expect(bearers).toEqual([]);
  expect(storedTokens()).toEqual(chain);
  expect(storedSession(storage.data)).toMatchObject({ loggedIn: true, account: 'chain' });
});

import { act, screen, waitFor } from '@testing-library/react';
import { startApp } from '../../../src/start/start-app';
import { storedTokens } from '../../support/stored-tokens';
import type { LineClient } from '../../../src/line/line-client';
import { setDemoLineUser } from '../../../src/line/demo-line-user';
import { lineAdded } from '../../../src/store/cart/cart-slice';
import { CATALOGUE_SNAPSHOT_KEY } from '../../../src/config/storage-keys';
import type { PersistStorages } from '../../../src/store/stored/phone-storage';
import { captureRequests, type SentCall } from '../../support/capture-requests';
import { SHOP, porkBelly } from '../../support/cart-fixtures';
import { LINE_USERS, fakeLine } from '../../support/fake-line';
import { memoryStorages } from '../../support/memory-storage';
import { locationOf, noRestart, renderApp, renderStartedApp } from '../../support/render-app';
import { holdAnswer } from '../../support/hold-answer';

test('not logged in to LINE: the start-up notice shows in the app and the guard sends the buyer to /login2', async () => {
  const login = vi.fn();
  const { router } = await renderApp('/order', {
    startup: true,
    line: { isLoggedIn: () => false, login },
  });

  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('請先登入 LINE');
  expect(locationOf(router)).toBe('/login2');
  expect(login).toHaveBeenCalledTimes(1);
});

test('opened in LINE by the bound demo user, a deep link opens as asked after the start-up sign-in', async () => {
  const { router, store } = await renderApp('/address', { startup: true });

  expect(await screen.findByRole('heading', { level: 1, name: '出貨資料' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/address');
  expect(store.getState().auth.customer?.name).toBe('禾豐燒肉');
});

/** A buyer who used the app before: the session the last visit stored, as the next open finds it. */
async function returningBuyer(who: 'demo' | 'chain') {
  const view = await renderApp('/', { signedInAs: who });
  // They saw the products last time, and the app kept them for the next open.
  await screen.findAllByRole('button', { name: /^加入購物車/ }, { timeout: 5000 });
  await waitFor(() => expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).not.toBeNull(), {
    timeout: 5000,
  });
  await view.persistor.flush();
  view.unmount();
  return view.storages;
}

/** The price of 豬五花肉片 the last visit saw: not the server's today ($285), so the snapshot is told apart. */
function storedPorkBellyPrice(price: number): void {
  const snapshot = JSON.parse(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY) ?? 'null') as {
    shops: { products: { id: number; productPrice: number }[] }[];
  } | null;
  const pork = snapshot?.shops[0]?.products.find((p) => p.id === 1);
  if (snapshot === null || pork === undefined) throw new Error('no stored 豬五花肉片');
  pork.productPrice = price;
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify(snapshot));
}

/** LINE still starting until the test says it has. */
function lineStarting() {
  let started: (line: LineClient | null) => void = () => undefined;
  const promise = new Promise<LineClient | null>((resolve) => (started = resolve));
  return { promise, started };
}

test('a returning buyer sees home before LINE has started; LINE then confirms the same user and nothing changes', async () => {
  const storages = await returningBuyer('demo');
  const line = lineStarting();
  const getProfile = vi.fn(() =>
    Promise.resolve({ userId: LINE_USERS.demo, displayName: '測試採購' }),
  );

  const { router, store } = await renderApp('/', { storages, lineStart: line.promise });

  expect(
    await screen.findByRole('heading', { level: 2, name: /^豬肉/ }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(getProfile).not.toHaveBeenCalled();
  const capture = captureRequests();
  line.started(fakeLine({ getProfile }));

  await waitFor(() => expect(getProfile).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(store.getState().auth.lineId).toBe(LINE_USERS.demo));
  const sent = await capture.calls();
  expect(sent.filter((r) => r.call.startsWith('POST /api/custAuth'))).toEqual([]);
  expect(locationOf(router)).toBe('/');
  expect(store.getState().auth.customer?.name).toBe('禾豐燒肉');
});

test('LINE is about to name another user: nothing of the stored session is rendered before LINE has started; then that user is signed in by LINE id', async () => {
  const storages = await returningBuyer('demo');
  storedPorkBellyPrice(111);
  // The demo's LINE now acts as the chain's buyer: the app can tell before LINE has started.
  setDemoLineUser(LINE_USERS.chain);
  const tokensBefore = storedTokens().access;
  const capture = captureRequests();
  const line = lineStarting();
  let rendered = false;
  const opening = renderApp('/', { storages, lineStart: line.promise }).then((view) => {
    rendered = true;
    return view;
  });

  // Start-up runs for a while with LINE still starting: the last buyer's shop is not rendered, nor its prices.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(rendered).toBe(false);
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.queryByText('$111 / KG')).toBeNull();
  expect(screen.queryByText('總重 36.40 KG')).toBeNull();

  line.started(fakeLine({}, LINE_USERS.chain));
  const { router, store } = await opening;

  await waitFor(() => expect(store.getState().auth.customer?.lineid).toBe(LINE_USERS.chain));
  const sent = await capture.calls();
  // The session's end took the last view with it: the next open will not show it either.
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).toBeNull();
  expect(sent.find((r) => r.call === 'POST /api/custAuth/loginLine')?.body).toEqual({
    LineId: LINE_USERS.chain,
    IdToken: null,
  });
  expect(storedTokens().access).not.toBe(tokensBefore);
  await waitFor(() => expect(locationOf(router)).toBe('/'));
  // The chain's own shop on screen, nothing of the last one's.
  expect(await screen.findByText('總重 10.30 KG', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByText('$285 / KG')).toBeInTheDocument();
  expect(screen.queryByText('$111 / KG')).toBeNull();
  expect(screen.queryByText('總重 36.40 KG')).toBeNull();
  // The last shop's list was never asked for again: nothing of it was going to be shown.
  const lists = (await capture.calls()).filter((r) => r.call === 'POST /api/product/list');
  expect(lists.map((r) => r.body)).toEqual([{ customerid: 301, categories: [11, 12, 13, 14] }]);
});

test('LINE starts not logged in: the stored session ends, the buyer is told and LINE login starts; the cart stays', async () => {
  const storages = await returningBuyer('demo');
  const line = lineStarting();
  const login = vi.fn();
  const { router, store } = await renderApp('/', { storages, lineStart: line.promise });
  await screen.findByRole('heading', { level: 1, name: '商品總覽' }, { timeout: 5000 });
  await act(async () => {
    store.dispatch(lineAdded(porkBelly));
    await Promise.resolve();
  });
  const cartBefore = store.getState().cart.linesByCustomer;
  expect(cartBefore[SHOP]).toHaveLength(1);

  line.started(fakeLine({ isLoggedIn: () => false, login }));

  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
  expect(await screen.findByRole('alert')).toHaveTextContent('請先登入 LINE');
  expect(login).toHaveBeenCalledTimes(1);
  expect(storedTokens()).toEqual({ access: null, refresh: null });
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(store.getState().cart.linesByCustomer).toEqual(cartBefore);
});

test.each([
  ['a LIFF deep link', '/?liff.state=%2Forder'],
  ["LINE login's return", '/?code=abc123&state=xyz789'],
])('%s still waits for LINE: nothing renders until LINE has started', async (_what, path) => {
  const storages = await returningBuyer('demo');
  const line = lineStarting();
  let rendered = false;
  const opening = renderApp(path, { storages, lineStart: line.promise }).then((view) => {
    rendered = true;
    return view;
  });

  // Start-up runs for a while with LINE still starting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(rendered).toBe(false);
  expect(screen.queryByRole('heading')).toBeNull();

  line.started(fakeLine());
  expect(
    await screen.findByRole('heading', { level: 1, name: '商品總覽' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(rendered).toBe(true);
  await opening;
});

/**
 * Starts the app on home as boot does, without rendering: what is asked for now is start-up's doing. `line` may still
 * be starting, and `lineUserBeforeInit` is whom the entry read LINE as about to name (home may then render first).
 */
const startOnHome = (
  storages: PersistStorages,
  line: LineClient | Promise<LineClient | null>,
  lineUserBeforeInit: string | null = null,
) =>
  startApp({
    line: Promise.resolve(line),
    search: '',
    currentPath: () => '/',
    storages,
    lineUserBeforeInit,
    restart: noRestart,
  });

/** Home's calls among those sent so far, each with its body. */
const homeCalls = async (capture: ReturnType<typeof captureRequests>) =>
  (await capture.calls())
    .filter((r) => /category\/list|lastorder|product\/list/.test(r.call))
    .map((r: SentCall) => (r.body === undefined ? r.call : `${r.call} ${JSON.stringify(r.body)}`));

test("a cold open asks for home's data at sign-in, before home is rendered, and home asks for none of it again", async () => {
  const capture = captureRequests();
  const app = await startOnHome(memoryStorages(), fakeLine());
  await app.signIn;

  const asked = [
    'GET /api/order/lastorder?customerid=101',
    'GET /api/category/list',
    'POST /api/product/list {"customerid":101,"categories":[11,12,13,14]}',
  ];
  await waitFor(async () => expect((await homeCalls(capture)).sort()).toEqual([...asked].sort()));

  await renderStartedApp(app, '/');
  expect(await screen.findByRole('button', { name: '加入購物車 豬五花肉片' })).toBeInTheDocument();
  expect(await screen.findByText('總重 36.40 KG')).toBeInTheDocument();
  expect((await homeCalls(capture)).sort()).toEqual([...asked].sort());
});

test("a cold open renders home once the login has answered, not after the account's shop list", async () => {
  // The shop list (the picker's) on its way for as long as the test likes: home must not wait for it.
  const releaseShops = holdAnswer('get', '/api/customer/list');
  const { store } = await renderApp('/', { startup: true });

  expect(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(store.getState().auth.customer?.name).toBe('禾豐燒肉');
  expect(store.getState().signIn.pending).toBe(true);

  releaseShops();
  await waitFor(() => expect(store.getState().signIn.pending).toBe(false));
});

test("a returning shop's stored list is asked for again without waiting for the category list", async () => {
  const storages = await returningBuyer('demo');
  const answerCategories = holdAnswer('get', '/api/category/list');
  const capture = captureRequests();

  await renderApp('/', { storages, startup: true });

  await waitFor(async () =>
    expect(await homeCalls(capture)).toContain(
      'POST /api/product/list {"customerid":101,"categories":[11,12,13,14]}',
    ),
  );
  expect(await homeCalls(capture)).toContain('GET /api/category/list');
  answerCategories();
});

test("a returning shop's stored catalogue is asked for again only once the first screen is on the page", async () => {
  const storages = await returningBuyer('demo');
  const capture = captureRequests();
  // Started as boot starts it, LINE still starting and about to name the stored session's own user: home may render
  // at once.
  const app = await startOnHome(storages, lineStarting().promise, LINE_USERS.demo);
  expect(app.rendersBeforeLine).toBe(true);
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  // The first frame shows the stored catalogue: nothing of home's is asked for before it.
  expect(await homeCalls(capture)).toEqual([]);

  await renderStartedApp(app, '/');
  expect(await screen.findByRole('button', { name: '加入購物車 豬五花肉片' })).toBeInTheDocument();
  await waitFor(async () =>
    expect((await homeCalls(capture)).sort()).toEqual(
      [
        'GET /api/order/lastorder?customerid=101',
        'GET /api/category/list',
        'POST /api/product/list {"customerid":101,"categories":[11,12,13,14]}',
      ].sort(),
    ),
  );
});

test("LINE names another user before the first screen is on the page: the last shop's stored catalogue is never asked again", async () => {
  const storages = await returningBuyer('demo');
  const capture = captureRequests();
  const line = lineStarting();
  const app = await startOnHome(storages, line.promise, LINE_USERS.demo);
  expect(app.rendersBeforeLine).toBe(true);
  // The chain's buyer arrives before React has committed anything: the demo shop's session ends, the chain's begins.
  line.started(fakeLine({}, LINE_USERS.chain));
  await app.signIn;
  expect(app.store.getState().auth.customer?.lineid).toBe(LINE_USERS.chain);

  // The first screen is committed (app-tree.tsx says so to the start-up, as here).
  app.firstScreenCommitted();
  await waitFor(async () =>
    expect(
      (await homeCalls(capture)).some((call) => call.startsWith('POST /api/product/list')),
    ).toBe(true),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const calls = await homeCalls(capture);
  expect(
    calls.filter((call) => call.includes('"customerid":101') || call.includes('customerid=101')),
  ).toEqual([]);
  // The chain's own shop had its home data asked for at sign-in.
  expect(
    calls.some((call) => call.includes('"customerid":301') || call.includes('customerid=301')),
  ).toBe(true);
});

test("after LINE ends a stored session and signs its own user in, home's data is asked for that user's shop at once", async () => {
  const storages = await returningBuyer('demo');
  const capture = captureRequests();
  const app = await startOnHome(storages, fakeLine({}, LINE_USERS.chain));
  await app.signIn;

  // Nothing is rendered: only start-up asks, now for the chain's shop.
  await waitFor(async () =>
    expect(await homeCalls(capture)).toEqual(
      expect.arrayContaining([
        'GET /api/order/lastorder?customerid=301',
        'POST /api/product/list {"customerid":301,"categories":[11,12,13,14]}',
      ]),
    ),
  );
});

import { act, screen, waitFor } from '@testing-library/react';
import { storedTokens } from '../../support/stored-tokens';
import type { LineClient } from '../../../src/line/line-client';
import { lineAdded } from '../../../src/store/cart-slice';
import { captureRequests } from '../../support/capture-requests';
import { SHOP, porkBelly } from '../../support/cart-fixtures';
import { LINE_USERS, fakeLine } from '../../support/fake-line';
import { locationOf, renderApp } from '../../support/render-app';

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
  // They saw the products last time.
  await screen.findAllByRole('button', { name: /^加入購物車/ }, { timeout: 5000 });
  await view.persistor.flush();
  view.unmount();
  return view.storages;
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

test('LINE starts as another user: the stored session ends and that user is signed in by LINE id', async () => {
  const storages = await returningBuyer('demo');
  const tokensBefore = storedTokens().access;
  const line = lineStarting();
  const { router, store } = await renderApp('/', { storages, lineStart: line.promise });
  await screen.findByRole('heading', { level: 1, name: '商品總覽' }, { timeout: 5000 });
  const capture = captureRequests();

  line.started(fakeLine({}, LINE_USERS.chain));

  await waitFor(() => expect(store.getState().auth.customer?.lineid).toBe(LINE_USERS.chain));
  const sent = await capture.calls();
  expect(sent.find((r) => r.call === 'POST /api/custAuth/loginLine')?.body).toEqual({
    LineId: LINE_USERS.chain,
    IdToken: null,
  });
  expect(storedTokens().access).not.toBe(tokensBefore);
  await waitFor(() => expect(locationOf(router)).toBe('/'));
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

test('a LIFF deep link still waits for LINE: nothing renders until LINE has started', async () => {
  const storages = await returningBuyer('demo');
  const line = lineStarting();
  let rendered = false;
  const opening = renderApp('/?liff.state=%2Forder', { storages, lineStart: line.promise }).then(
    (view) => {
      rendered = true;
      return view;
    },
  );

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

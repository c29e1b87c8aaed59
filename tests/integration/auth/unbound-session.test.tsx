/**
 * A session signed in on /login2 whose shop is not bound to LINE yet (its customer's lineid is empty), as the next
 * open finds it. Its LINE user is the one it was signed in with: a start-up that shows another LINE user ends it, as
 * it ends a bound session of another user, so /login3 never binds the first buyer's account to the stranger's LINE.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { captureRequests, withoutCartSync } from '../../support/capture-requests';
import { LINE_USERS } from '../../support/fake-line';
import { memoryStorages } from '../../support/memory-storage';
import { storedTokens } from '../../support/stored-tokens';
import { locationOf, renderApp } from '../../support/render-app';

/** Where redux-persist keeps the session (config/storage-keys.ts: the original app's key name). */
const AUTH_KEY = 'sorting-app:authSetting';

/** A LINE user the demo backend knows nothing of: loginLine refuses them, so nothing replaces the stored session. */
const STRANGER = 'Ustranger000000000000000000009';

/** newshop signed in on /login2 by the unbound LINE user and sent on to /login3; the app is then closed. */
async function unboundSessionStored() {
  const storages = memoryStorages();
  const view = await renderApp('/login3', { signedInAs: 'newshop-unbound', storages });
  expect(
    await screen.findByRole('heading', { level: 1, name: '歡迎' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(view.store.getState().auth).toMatchObject({
    loggedIn: true,
    lineId: LINE_USERS.unbound,
    account: 'newshop',
    customer: { id: 201, lineid: '' },
  });
  // The flush dispatches into the store the screen on show reads, so it goes through act.
  await act(() => view.persistor.flush());
  view.unmount();
  return storages;
}

/** The session as the phone keeps it for the next open (redux-persist's JSON of JSON). */
function storedAuth(storages: ReturnType<typeof memoryStorages>): unknown {
  const raw = storages.local.data.get(AUTH_KEY);
  if (raw === undefined) throw new Error('no stored session');
  const fields = JSON.parse(raw) as Record<string, string>;
  return {
    loggedIn: JSON.parse(fields.loggedIn ?? 'null') as unknown,
    customer: JSON.parse(fields.customer ?? 'null') as unknown,
  };
}

const asLineUser = (userId: string) => ({
  getProfile: () => Promise.resolve({ userId, displayName: 'LINE 使用者' }),
});

test('another LINE user opens the app: the unbound session ends, /login3 is refused and nothing is bound to them', async () => {
  const storages = await unboundSessionStored();
  const capture = captureRequests();

  const { router, store, persistor } = await renderApp('/login3', {
    storages,
    startup: true,
    line: asLineUser(STRANGER),
  });

  expect(
    await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
  expect(screen.queryByRole('heading', { level: 1, name: '歡迎' })).toBeNull();
  expect(store.getState().auth).toMatchObject({
    loggedIn: false,
    lineId: STRANGER,
    customer: null,
    customers: [],
  });
  expect(storedTokens()).toEqual({ access: null, refresh: null });
  await persistor.flush();
  expect(storedAuth(storages)).toEqual({ loggedIn: false, customer: null });
  // The stranger's LINE id was tried on its own (and refused); no bind was sent for it.
  expect(withoutCartSync(await capture.calls()).map((c) => c.call)).toEqual([
    'POST /api/custAuth/loginLine',
  ]);
});

test('the same LINE user opens the app again: the unbound session stays and /login3 binds that user', async () => {
  const storages = await unboundSessionStored();
  const capture = captureRequests();

  const { router, store, user } = await renderApp('/login3', {
    storages,
    startup: true,
    line: asLineUser(LINE_USERS.unbound),
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: '歡迎' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login3');
  expect(store.getState().auth).toMatchObject({
    loggedIn: true,
    lineId: LINE_USERS.unbound,
    customer: { id: 201, lineid: '' },
  });

  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));

  expect(await screen.findByRole('dialog')).toHaveTextContent('綁定成功，請重新開啟網頁以連結帳號');
  // LINE vouches for the session's own user: start-up asks nothing, and the bind goes to that user.
  await waitFor(async () =>
    expect(withoutCartSync(await capture.calls())).toEqual([
      {
        call: 'POST /api/custAuth/loginLineAccount',
        body: { account: 'newshop', LineId: LINE_USERS.unbound },
      },
      { call: `GET /api/customer/list?lineid=${LINE_USERS.unbound}`, body: undefined },
    ]),
  );
  await user.click(screen.getByRole('button', { name: '確定' }));
  await waitFor(() => expect(locationOf(router)).toBe('/'));
  expect(store.getState().auth.customer).toMatchObject({ id: 201, lineid: LINE_USERS.unbound });
});

test("a LINE user bound to another shop opens the app: they are signed in as their own shop and /login3 has nothing of newshop's to bind", async () => {
  const storages = await unboundSessionStored();
  const capture = captureRequests();

  const { store } = await renderApp('/login3', {
    storages,
    startup: true,
    line: asLineUser(LINE_USERS.chain),
  });

  await waitFor(() => expect(store.getState().auth.customer).toMatchObject({ id: 301 }));
  expect(store.getState().auth.account).toBe('');
  expect(screen.queryByText(/newshop/)).toBeNull();
  const calls = withoutCartSync(await capture.calls()).map((c) => c.call);
  expect(calls).not.toContain('POST /api/custAuth/loginLineAccount');
  expect(calls[0]).toBe('POST /api/custAuth/loginLine');
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { storedTokens } from '../../support/stored-tokens';
import { server } from '../../../src/mocks/node';
import { initialAuthState } from '../../../src/store/session/auth-slice';
import { captureRequests, withoutCartSync } from '../../support/capture-requests';
import { LINE_USERS } from '../../support/fake-line';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';

/** /login2 opened in LINE by this user, after the (failed or skipped) start-up sign-in: the messaging id is known. */
function storedLineUser(lineId: string, extra: Record<string, unknown> = {}) {
  return memoryStorages({
    'sorting-app:authSetting': persistedValue({ ...initialAuthState, lineId, ...extra }),
  });
}

const accountField = () => screen.getByRole('textbox', { name: '帳號' });

/** The view at /login2, once its lazy screen is on screen. */
async function openLogin2(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp('/login2', options);
  await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  return view;
}
const submitButton = () => screen.getByRole('button', { name: '綁定 LINE 帳號' });

test('an empty or blank account says 請輸入帳號 under the field and sends nothing', async () => {
  const { user, router } = await openLogin2({ storages: storedLineUser(LINE_USERS.demo) });
  const capture = captureRequests();

  await user.click(submitButton());
  expect(accountField()).toHaveAccessibleDescription('請輸入帳號');
  expect(accountField()).toBeInvalid();

  await user.type(accountField(), '   ');
  expect(accountField()).not.toHaveAccessibleDescription('請輸入帳號');
  await user.click(submitButton());
  expect(accountField()).toHaveAccessibleDescription('請輸入帳號');

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await capture.calls()).toEqual([]);
  expect(locationOf(router)).toBe('/login2');
});

test('no messaging id: Line Id 不存在, nothing sent', async () => {
  const { user } = await openLogin2();
  const capture = captureRequests();

  await user.type(accountField(), 'demo');
  await user.click(submitButton());

  expect(screen.getByRole('alert')).toHaveTextContent('Line Id 不存在');
  expect(await capture.calls()).toEqual([]);
});

test('the demo account signs in (Enter submits) and lands on / with its shop and defaults', async () => {
  const { user, router, store } = await openLogin2({ storages: storedLineUser(LINE_USERS.demo) });
  const capture = captureRequests();

  await user.type(accountField(), ' demo {Enter}');

  await waitFor(() => expect(locationOf(router)).toBe('/'));
  // The guard sends a bound buyer home as soon as the login answered; the shop list is asked for right after.
  await waitFor(async () =>
    expect(withoutCartSync(await capture.calls()).slice(0, 2)).toEqual([
      { call: 'POST /api/custAuth/login', body: { account: 'demo', LineId: LINE_USERS.demo } },
      { call: `GET /api/customer/list?lineid=${LINE_USERS.demo}`, body: undefined },
    ]),
  );
  const { auth } = store.getState();
  expect(auth).toMatchObject({
    loggedIn: true,
    account: 'demo',
    orderDefaults: { deliverytype: '1', ispayment: '2' },
  });
  expect(auth.customer).toMatchObject({ id: 101, name: '禾豐燒肉', lineid: LINE_USERS.demo });
  expect(storedTokens().access).not.toBeNull();
});

test('a shop not bound to LINE yet goes on to /login3', async () => {
  const { user, router, store } = await openLogin2({
    storages: storedLineUser(LINE_USERS.unbound),
  });

  await user.type(accountField(), 'newshop');
  await user.click(submitButton());

  expect(await screen.findByRole('heading', { level: 1, name: '歡迎' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login3');
  expect(store.getState().auth).toMatchObject({
    loggedIn: true,
    account: 'newshop',
    customer: { id: 201, lineid: '' },
  });
});

test('an unknown account shows 登入失敗: with the server message, and the buyer can retry', async () => {
  const { user, router, store } = await openLogin2({ storages: storedLineUser(LINE_USERS.demo) });
  const capture = captureRequests();

  await user.type(accountField(), 'nobody');
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('登入失敗:帳號不存在');
  expect(await capture.calls()).toEqual([
    { call: 'POST /api/custAuth/login', body: { account: 'nobody', LineId: LINE_USERS.demo } },
  ]);
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(locationOf(router)).toBe('/login2');
  expect(submitButton()).toBeEnabled();
});

test('an answer without an access token: 登入失敗，請檢查帳號！', async () => {
  server.use(
    mswHttp.post('*/api/custAuth/login', () =>
      HttpResponse.json({
        code: 200,
        result: {
          accessToken: null,
          customer: { id: 101, name: '禾豐燒肉', fullname: '禾豐燒肉' },
        },
      }),
    ),
  );
  const { user, store } = await openLogin2({ storages: storedLineUser(LINE_USERS.demo) });

  await user.type(accountField(), 'demo');
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(/^登入失敗，請檢查帳號！$/);
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(storedTokens()).toEqual({ access: null, refresh: null });
});

test.each([
  [
    'HTTP 500',
    () => new HttpResponse('Internal Server Error', { status: 500 }),
    '登入失敗:系統忙碌中，請稍後再試',
  ],
  [
    'an HTML page',
    () =>
      new HttpResponse('<!doctype html><title>app</title>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    '登入失敗:系統忙碌中，請稍後再試',
  ],
  [
    'HTTP 401',
    () => HttpResponse.json({ code: 401, message: 'Unauthorized' }, { status: 401 }),
    '登入失敗:帳號驗證失敗，請重新登入',
  ],
  ['a network failure', () => HttpResponse.error(), '登入失敗:網路連線異常，請稍後再試'],
])(
  '%s during sign-in: a clear Chinese message, still on /login2, and a retry works',
  async (_name, answer, text) => {
    server.use(mswHttp.post('*/api/custAuth/login', answer, { once: true }));
    const { user, router } = await openLogin2({ storages: storedLineUser(LINE_USERS.demo) });

    await user.type(accountField(), 'demo');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(locationOf(router)).toBe('/login2');

    await user.click(submitButton());
    await waitFor(() => expect(locationOf(router)).toBe('/'));
  },
);

test('the alert closes on its close button', async () => {
  const { user } = await openLogin2();
  await user.type(accountField(), 'demo');
  await user.click(submitButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Line Id 不存在');

  await user.click(screen.getByRole('button', { name: '關閉' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the alert hides itself after 5000 ms', async () => {
  await openLogin2();
  fireEvent.change(accountField(), { target: { value: 'demo' } });
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });

  fireEvent.click(submitButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Line Id 不存在');

  act(() => {
    vi.advanceTimersByTime(4999);
  });
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a double tap sends one login; the button is disabled while it is sent', async () => {
  server.use(
    mswHttp.post('*/api/custAuth/login', async () => {
      await delay(150);
      // Nothing returned: the demo backend's own handler answers.
    }),
  );
  const { user, router } = await openLogin2({ storages: storedLineUser(LINE_USERS.demo) });
  const capture = captureRequests();
  await user.type(accountField(), 'demo');

  await user.dblClick(submitButton());
  expect(submitButton()).toBeDisabled();

  await waitFor(() => expect(locationOf(router)).toBe('/'));
  const logins = (await capture.calls()).filter((s) => s.call === 'POST /api/custAuth/login');
  expect(logins).toHaveLength(1);
});

test('on entry, a known LINE user whose stored shop has a positive id is signed in by messaging id', async () => {
  const storages = storedLineUser(LINE_USERS.demo, {
    customer: {
      id: 101,
      fullname: '禾豐燒肉餐飲有限公司',
      name: '禾豐燒肉',
      lineid: LINE_USERS.demo,
    },
  });
  const { router, store } = await renderApp('/login2', { storages });
  const capture = captureRequests();

  await waitFor(() => expect(locationOf(router)).toBe('/'));
  expect((await capture.calls())[0]).toEqual({
    call: 'POST /api/custAuth/loginLine',
    body: { LineId: LINE_USERS.demo, IdToken: null },
  });
  expect(store.getState().auth).toMatchObject({ loggedIn: true, customer: { id: 101 } });
});

test('no automatic sign-in without a stored shop, or with a shop id that is not positive', async () => {
  for (const extra of [
    {},
    { customer: { id: 0, fullname: 'x', name: 'x' } },
    { customer: { id: '-5', fullname: 'x', name: 'x' } },
  ]) {
    const capture = captureRequests();
    const { router, unmount } = await openLogin2({
      storages: storedLineUser(LINE_USERS.demo, extra),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await capture.calls()).toEqual([]);
    expect(locationOf(router)).toBe('/login2');
    unmount();
  }
});

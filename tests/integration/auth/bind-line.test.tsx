import { act, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { accountEntered } from '../../../src/store/session/auth-slice';
import { captureRequests, withoutCartSync } from '../../support/capture-requests';
import { LINE_USERS } from '../../support/fake-line';
import { locationOf, renderApp } from '../../support/render-app';

const bindButton = () => screen.getByRole('button', { name: '綁定 LINE 帳號' });

test('newshop: /login2 → /login3 → bind → the tip → OK → / with the shop now bound to this LINE user', async () => {
  // Opened in LINE by a user bound to no shop: the start-up sign-in fails silently and the guard shows /login2.
  // The fake LINE cannot close its window (as outside LINE or the mock).
  const closeWindow = vi.fn(() => false);
  const unbound = {
    getProfile: () => Promise.resolve({ userId: LINE_USERS.unbound, displayName: '新朋友' }),
    closeWindow,
  };
  const { user, router, store } = await renderApp('/', { startup: true, line: unbound });
  await user.type(
    await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 }),
    'newshop',
  );
  await user.click(bindButton());

  expect(await screen.findByRole('heading', { level: 1, name: '歡迎' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login3');
  const capture = captureRequests();
  await user.click(bindButton());

  const tip = await screen.findByRole('dialog');
  expect(tip).toHaveTextContent('綁定成功，請重新開啟網頁以連結帳號');
  const calls = withoutCartSync(await capture.calls());
  expect(calls[0]).toEqual({
    call: 'POST /api/custAuth/loginLineAccount',
    body: { account: 'newshop', LineId: LINE_USERS.unbound },
  });
  expect(calls[1]).toEqual({
    call: `GET /api/customer/list?lineid=${LINE_USERS.unbound}`,
    body: undefined,
  });

  await user.click(screen.getByRole('button', { name: '確定' }));
  // It could not close: the buyer goes home instead.
  expect(closeWindow).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(locationOf(router)).toBe('/'));
  expect(store.getState().auth.customer).toMatchObject({ id: 201, lineid: LINE_USERS.unbound });
  expect(store.getState().auth.customers).toEqual([store.getState().auth.customer]);
});

test('inside LINE the OK button closes the window and the app stays put', async () => {
  const closeWindow = vi.fn(() => true);
  const { user, router } = await renderApp('/login3', {
    signedInAs: 'newshop-unbound',
    line: { closeWindow },
  });

  await user.click(await screen.findByRole('button', { name: '綁定 LINE 帳號' }));
  await user.click(await screen.findByRole('button', { name: '確定' }));

  expect(closeWindow).toHaveBeenCalledTimes(1);
  expect(locationOf(router)).toBe('/login3');
});

test('a failed bind shows 登入失敗: with the reason and keeps the buyer on /login3', async () => {
  server.use(
    mswHttp.post('*/api/custAuth/loginLineAccount', () =>
      HttpResponse.json({ code: 400, message: '此 LINE 帳號已綁定其他帳號', result: null }),
    ),
  );
  const { user, router, store } = await renderApp('/login3', { signedInAs: 'newshop-unbound' });

  await user.click(await screen.findByRole('button', { name: '綁定 LINE 帳號' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('登入失敗:此 LINE 帳號已綁定其他帳號');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(locationOf(router)).toBe('/login3');
  expect(store.getState().auth.customer?.lineid).toBe('');
});

test('a bind answered without a token: 登入失敗，請檢查帳號！', async () => {
  server.use(
    mswHttp.post('*/api/custAuth/loginLineAccount', () =>
      HttpResponse.json({ code: 200, result: {} }),
    ),
  );
  const { user } = await renderApp('/login3', { signedInAs: 'newshop-unbound' });

  await user.click(await screen.findByRole('button', { name: '綁定 LINE 帳號' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/^登入失敗，請檢查帳號！$/);
});

test('no account known (a reload): the buyer is pointed back to /login2', async () => {
  const { user, router, store } = await renderApp('/login3', { signedInAs: 'newshop-unbound' });
  await screen.findByRole('heading', { level: 1, name: '歡迎' });
  act(() => {
    store.dispatch(accountEntered(''));
  });

  expect(screen.getByText('找不到要綁定的帳號，請回到帳號登入頁重新輸入。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '綁定 LINE 帳號' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '回到帳號登入' }));
  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
});

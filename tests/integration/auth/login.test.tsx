import { screen, waitFor, within } from '@testing-library/react';
import { storedTokens } from '../../support/stored-tokens';
import { DEMO_LINE_USER_KEY } from '../../../src/config/storage-keys';
import { reloadPage } from '../../../src/features/auth/reload-page';
import { LINE_USERS } from '../../support/fake-line';
import { locationOf, renderApp } from '../../support/render-app';

// jsdom cannot reload; the demo user switch is asserted up to the reload it asks for.
vi.mock('../../../src/features/auth/reload-page', () => ({ reloadPage: vi.fn() }));

async function openLogin(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp('/login', options);
  expect(
    await screen.findByRole('heading', { level: 1, name: '企業登入' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  return view;
}

test('the entry page: 企業登入 under the app name, LINE login and account login, no demo section outside the demo', async () => {
  const { user, router } = await openLogin();

  expect(screen.getAllByText('鮮享訂購平台').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: '使用 LINE 登入' })).toBeEnabled();
  expect(screen.queryByRole('region', { name: '示範模式' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: '帳號登入' }));
  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
});

test('not logged in to LINE: the LINE button starts LINE login and says why', async () => {
  const login = vi.fn();
  const { user } = await openLogin({ line: { isLoggedIn: () => false, login } });

  await user.click(screen.getByRole('button', { name: '使用 LINE 登入' }));

  expect(login).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alert')).toHaveTextContent('請先登入 LINE');
});

test('logged in to LINE as a bound user: the LINE button signs in by messaging id and goes home', async () => {
  const { user, router, store } = await openLogin({ line: { getIDToken: () => 'id-token' } });

  await user.click(screen.getByRole('button', { name: '使用 LINE 登入' }));

  await waitFor(() => expect(locationOf(router)).toBe('/'));
  expect(store.getState().auth).toMatchObject({
    loggedIn: true,
    lineId: LINE_USERS.demo,
    customer: { id: 101 },
  });
  expect(storedTokens().access).not.toBeNull();
});

test('LINE could not start: the LINE button is disabled, the account login still works', async () => {
  await openLogin({ line: null });
  expect(screen.getByRole('button', { name: '使用 LINE 登入' })).toBeDisabled();
  expect(screen.getByRole('link', { name: '帳號登入' })).toHaveAttribute('href', '/login2');
});

test('demo only: 示範模式 switches the mock LINE user, ends the session and reloads', async () => {
  const { user, store } = await openLogin({ signedInAs: 'demo', line: { mock: true } });
  const demo = screen.getByRole('region', { name: '示範模式' });
  const users = within(demo).getByRole('radiogroup', { name: '模擬的 LINE 使用者' });
  expect(
    within(users)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual([LINE_USERS.demo, LINE_USERS.chain, LINE_USERS.unbound, 'none']);
  expect(
    within(users).getByRole('radio', { name: '示範帳號 demo（已綁定）（目前）' }),
  ).toBeChecked();

  await user.click(within(users).getByRole('radio', { name: '未登入 LINE' }));
  await user.click(within(demo).getByRole('button', { name: '切換並重新載入' }));

  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(localStorage.getItem(DEMO_LINE_USER_KEY)).toBe('none');
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(storedTokens()).toEqual({ access: null, refresh: null });
});

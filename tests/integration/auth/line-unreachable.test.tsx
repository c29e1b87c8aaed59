/**
 * LINE out of reach as the app starts (its servers refused, no signal): /login2 says so with 重試, the account
 * sign-in still works for a LINE user the phone kept, and 綁定 LINE 帳號 gives that reason instead of Line Id 不存在.
 */
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { initialAuthState } from '../../../src/store/session/auth-slice';
import { captureRequests } from '../../support/capture-requests';
import { LINE_USERS, fakeLine } from '../../support/fake-line';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';
import { reloadPage } from '../../../src/features/auth/reload-page';

vi.mock('../../../src/features/auth/reload-page', () => ({ reloadPage: vi.fn() }));

const UNREACHABLE = '無法連線到 LINE，請確認網路後重試';

const notice = () =>
  screen.getAllByRole('alert').find((alert) => alert.textContent.includes(UNREACHABLE));

test('LIFF could not reach LINE: /login2 says 無法連線到 LINE with 重試, and 綁定 LINE 帳號 gives the same reason', async () => {
  const { user, router } = await renderApp('/', {
    lineStart: Promise.resolve(null),
    lineUnreachable: true,
  });
  await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  expect(locationOf(router)).toBe('/login2');
  const shown = notice();
  expect(shown).toHaveTextContent(`${UNREACHABLE}重試`);
  await user.click(within(shown as HTMLElement).getByRole('button', { name: '重試' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);

  const capture = captureRequests();
  await user.type(screen.getByRole('textbox', { name: '帳號' }), 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual([`${UNREACHABLE}重試`, UNREACHABLE]);
  expect(screen.queryByText('Line Id 不存在')).toBeNull();
  expect(await capture.calls()).toEqual([]);
});

test('LINE unreachable, but the phone kept the LINE user: the account sign-in on /login2 still works', async () => {
  const storages = memoryStorages({
    'sorting-app:authSetting': persistedValue({ ...initialAuthState, lineId: LINE_USERS.demo }),
  });
  const { user, router } = await renderApp('/login2', {
    storages,
    lineStart: Promise.resolve(null),
    lineUnreachable: true,
  });
  await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  expect(notice()).toBeDefined();
  await user.type(screen.getByRole('textbox', { name: '帳號' }), 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));
  await screen.findByRole('heading', { name: '商品總覽' }, { timeout: 5000 });
  expect(locationOf(router)).toBe('/');
});

test('LINE started, but its profile got no answer: the same notice, and no Line Id 不存在', async () => {
  const line = fakeLine({
    getProfile: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  });
  const { user } = await renderApp('/', { lineStart: Promise.resolve(line) });
  await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  expect(notice()).toHaveTextContent(`${UNREACHABLE}重試`);
  await user.type(screen.getByRole('textbox', { name: '帳號' }), 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));
  expect(screen.queryByText('Line Id 不存在')).toBeNull();
});

test('LINE not started for another reason (no network problem): no notice, and Line Id 不存在 as before', async () => {
  const { user } = await renderApp('/login2', { lineStart: Promise.resolve(null) });
  await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  expect(screen.queryByText(UNREACHABLE)).toBeNull();
  await user.type(screen.getByRole('textbox', { name: '帳號' }), 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Line Id 不存在/);
});

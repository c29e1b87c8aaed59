import { screen } from '@testing-library/react';
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

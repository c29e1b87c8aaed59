import { screen } from '@testing-library/react';
import { locationOf, renderApp } from '../../support/render-app';

test('an unknown path shows 找不到頁面 with a way back home', async () => {
  const { user, router } = await renderApp('/no-such-page', { signedInAs: 'demo' });

  expect(await screen.findByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/no-such-page');

  await user.click(screen.getByRole('link', { name: '回到首頁' }));
  expect(await screen.findByRole('heading', { level: 1, name: '商品總覽' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/');
});

test('the not-found page is open to a signed-out buyer, under the guest header', async () => {
  const { router } = await renderApp('/orders/12345');

  expect(await screen.findByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '企業登入' })).toHaveAttribute('href', '/login');
  expect(locationOf(router)).toBe('/orders/12345');
});

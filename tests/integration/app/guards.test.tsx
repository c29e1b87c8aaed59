import { act, screen } from '@testing-library/react';
import { locationOf, renderApp } from '../../support/render-app';

test.each(['/', '/order', '/orderdetail', '/account', '/address', '/createorder'])(
  'signed out, %s lands on /login2',
  async (path) => {
    const { router } = await renderApp(path);

    expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login2');
  },
);

test('a signed-in shop that is not bound to LINE may open /login3 but not the shop screens', async () => {
  const { router } = await renderApp('/login3', { signedInAs: 'newshop-unbound' });
  expect(await screen.findByRole('button', { name: '綁定 LINE 帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login3');

  await act(() => router.navigate('/order'));
  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
});

test('signed out, /login3 and /login4 land on /login2', async () => {
  const { router } = await renderApp('/login4');
  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');

  await act(() => router.navigate('/login3'));
  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
});

test('a signed-in, bound buyer opening /login2 goes home', async () => {
  const { router } = await renderApp('/login2', { signedInAs: 'demo' });

  expect(await screen.findByRole('heading', { level: 1, name: '商品總覽' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/');
});

test('a signed-in, bound buyer opens a protected deep link as asked', async () => {
  const { router } = await renderApp('/account', { signedInAs: 'demo' });

  expect(await screen.findByRole('heading', { level: 1, name: '帳號管理' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/account');
});

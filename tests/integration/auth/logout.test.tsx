import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../src/phone/token-store';
import { storedTokens } from '../../support/stored-tokens';
import { server } from '../../../src/mocks/node';
import { getDb } from '../../../src/mocks/db';
import type { CartEntry } from '../../../src/store/cart/cart-slice';
import { locationOf, renderApp } from '../../support/render-app';

const cartLine: CartEntry = {
  id: '31',
  productid: 1,
  productcode: 'PK001',
  productname: '豬五花肉片',
  productprice: 285,
  productquantity: 2.5,
  productquantity_text: '2.50',
  ordermultiple: 0.5,
  unitcode: 'KG',
  qty: 0,
  salesunitcode: 'KG',
  customerid: '101',
  synced: true,
};

async function logOutFromTheDrawer() {
  // The shop's cart on the server: the sign-in sync brings it in, and logout must keep it.
  const { synced: _synced, ...serverLine } = cartLine;
  getDb().cartLines.push(serverLine);
  const view = await renderApp('/', { signedInAs: 'demo' });
  await waitFor(() =>
    expect(view.store.getState().cart.linesByCustomer['101']).toEqual([cartLine]),
  );
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: '開啟選單' }, { timeout: 5000 }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  await user.click(within(menu).getByRole('button', { name: '登出' }));
  return view;
}

test('logout from the drawer: loginOut sent with the token, session and cookie cleared, cart kept, on /login2', async () => {
  const sent: { body: unknown; authorization: string | null }[] = [];
  server.use(
    mswHttp.post('*/api/custAuth/loginOut', async ({ request }) => {
      sent.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json({ code: 200, result: true });
    }),
  );
  expect(document.cookie).toBe('');

  const { router, store } = await logOutFromTheDrawer();

  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({});
  expect(sent[0]?.authorization).toMatch(/^Bearer \S+/);
  expect(storedTokens()).toEqual({ access: null, refresh: null });
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  expect(document.cookie).not.toContain('access-token=');
  expect(store.getState().auth).toMatchObject({ loggedIn: false, customer: null, customers: [] });
  expect(store.getState().cart.linesByCustomer['101']).toEqual([cartLine]);
});

test('a failed loginOut call does not stop the logout', async () => {
  server.use(
    mswHttp.post('*/api/custAuth/loginOut', () => new HttpResponse('down', { status: 503 })),
  );

  const { router, store } = await logOutFromTheDrawer();

  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(storedTokens()).toEqual({ access: null, refresh: null });
});

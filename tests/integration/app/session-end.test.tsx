import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../src/phone/token-store';
import { customerApi } from '../../../src/api/endpoints/customer';
import { server } from '../../../src/mocks/node';
import { getDb } from '../../../src/mocks/db';
import type { CartEntry } from '../../../src/store/cart/cart-slice';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';

const cartLine: CartEntry = {
  id: '9001',
  productid: 1,
  productcode: 'P001',
  productname: '台灣豬五花肉片',
  productquantity: 2,
  productquantity_text: '2.00',
  ordermultiple: 1,
  unitcode: 'KG',
  qty: 0,
  salesunitcode: 'KG',
  customerid: '101',
  synced: true,
};

test('a 401 from any call signs out and lands on /login2 once, keeping the cart', async () => {
  const cart = { linesByCustomer: { '101': [cartLine] }, drawerOpen: false };
  // The server has the same line: the sign-in sync keeps it, so only the session end could lose it.
  const { synced: _synced, ...serverLine } = cartLine;
  getDb().cartLines.push(serverLine);
  const storages = memoryStorages({ 'sorting-app:ShoppingCart': persistedValue(cart) });
  // Two calls fail together: the buyer must be sent away once, not twice.
  server.use(
    http.get('*/api/category/list', () =>
      HttpResponse.json({ code: 401, message: 'Unauthorized' }),
    ),
    http.get('*/api/customer/detail', () => new HttpResponse(null, { status: 401 })),
  );
  const { store, router } = await renderApp('/', { signedInAs: 'demo', storages });
  const landings = new Set<string>();
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === '/login2') landings.add(state.location.key);
  });
  void store.dispatch(
    customerApi.endpoints.customerDetail.initiate({ id: 101 }, { subscribe: false }),
  );

  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  // Let any straggling answer arrive before counting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  unsubscribe();

  expect(locationOf(router)).toBe('/login2');
  expect(landings.size).toBe(1);
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(store.getState().auth.customer).toBeNull();
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  expect(store.getState().cart.linesByCustomer['101']).toEqual([cartLine]);
  expect(screen.getByRole('link', { name: '企業登入' })).toBeInTheDocument();
});

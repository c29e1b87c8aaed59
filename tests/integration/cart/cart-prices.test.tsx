import { act, screen, within } from '@testing-library/react';
import { getDb } from '../../../src/mocks/db';
import { renderApp } from '../../support/render-app';
import { CART_PAGE, openDrawer, allowSlowCartTests, rowOf, seedServerCart } from './cart-support';

allowSlowCartTests();

test("a line added at yesterday's price takes today's when the catalogue answers, and the drawer says so", async () => {
  // 2 KG of 豬五花肉片 went into the cart at $285; the distributor's price is $300 today.
  seedServerCart(101, [[1, 2]]);
  const pork = getDb().products.find((p) => p.id === 1);
  if (pork === undefined) throw new Error('no 豬五花肉片');
  pork.productPrice = 300;
  const { user, router, store } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  await screen.findByRole('button', { name: '購物車，1 項' }, { timeout: 5000 });
  expect(store.getState().cart.linesByCustomer['101']?.[0]?.productprice).toBe(285);

  // Home asks for the catalogue: its answer carries today's price.
  await act(() => router.navigate('/'));
  await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 });
  const drawer = await openDrawer(user, 1);

  const row = rowOf(drawer, '豬五花肉片');
  expect(within(row).getByText('$600')).toBeInTheDocument();
  expect(within(row).getByText('價格已更新，原為 $285')).toBeInTheDocument();
  expect(store.getState().cart.linesByCustomer['101']?.[0]).toMatchObject({
    productprice: 300,
    priceWas: 285,
  });
});

import { waitFor } from '@testing-library/react';
import { http as mswHttp, delay } from 'msw';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { addToCart } from '../../../src/features/cart/cart-add';
import { retryUnsynced } from '../../../src/features/cart/cart-add';
import type { AppStore } from '../../../src/store/root-state';
import { captureRequests } from '../../support/capture-requests';
import { openTab, sharedLocalStorage } from '../../support/tabs';
import { serverCart } from '../cart/cart-support';

/**
 * One cart across two tabs (docs/architecture.md, "Two tabs"): both tabs are the app's own start-up on one local
 * storage, signed in to the demo shop 101 against the demo backend.
 */
const product = (id: number) => {
  const found = getDb().products.find((p) => p.id === id);
  if (found === undefined) throw new Error(`no product ${String(id)}`);
  return found;
};
const productIds = (store: AppStore) =>
  (store.getState().cart.linesByCustomer['101'] ?? []).map((line) => line.productid);

/**
 * Two tabs of one session whose sign-in cart sync has come back: tab A signs in, tab B opens on the session it stored
 * (a sign-in in tab B would be another session, which tab A would start again from).
 */
async function twoTabs() {
  const storage = sharedLocalStorage();
  const tabA = await openTab(storage.tab(), 'demo');
  const tabB = await openTab(storage.tab());
  await waitFor(() => {
    expect(productIds(tabA.store)).toEqual([]);
    expect(productIds(tabB.store)).toEqual([]);
  });
  return { storage, tabA, tabB };
}

test('a line added in one tab shows in the other without a reload, and a reload keeps both tabs’ lines', async () => {
  const capture = captureRequests();
  const { storage, tabA, tabB } = await twoTabs();

  await expect(tabA.store.dispatch(addToCart({ product: product(20), quantity: 3 }))).resolves.toBe(
    'added',
  );
  await waitFor(() => expect(productIds(tabB.store)).toEqual([20]));

  await expect(tabB.store.dispatch(addToCart({ product: product(1), quantity: 2 }))).resolves.toBe(
    'added',
  );
  await waitFor(() => expect(productIds(tabA.store)).toEqual([20, 1]));

  const reloaded = await openTab(storage.tab());
  expect(productIds(reloaded.store)).toEqual([20, 1]);
  expect(
    reloaded.store
      .getState()
      .cart.linesByCustomer['101']?.map((l) => [l.productquantity, l.synced]),
  ).toEqual([
    [3, true],
    [2, true],
  ]);
  expect((await capture.to('/api/shoppingcart/add')).map((r) => r.body)).toMatchObject([
    { productid: 20, productquantity: 3 },
    { productid: 1, productquantity: 2 },
  ]);
  expect(serverCart(101).map((line) => line.productid)).toEqual([20, 1]);
});

test('a line another tab is still adding is not added again by this tab’s resend', async () => {
  const capture = captureRequests();
  const { tabA, tabB } = await twoTabs();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    mswHttp.post('*/api/shoppingcart/add', async () => {
      await released;
      return undefined;
    }),
  );

  const addA = tabA.store.dispatch(addToCart({ product: product(20), quantity: 3 }));
  await waitFor(() => expect(productIds(tabB.store)).toEqual([20]));
  expect(tabB.store.getState().cart.linesByCustomer['101']?.[0]?.synced).toBe(false);

  // Tab B resends its unsynced lines (focus, its own add) while tab A's add of the same line is on its way.
  const resendB = tabB.store.dispatch(retryUnsynced());
  await delay(100);
  expect((await capture.to('/api/shoppingcart/add')).map((r) => r.body)).toMatchObject([
    { productid: 20 },
  ]);

  release();
  await expect(addA).resolves.toBe('added');
  await expect(resendB).resolves.toBe(true);
  expect((await capture.to('/api/shoppingcart/add')).map((r) => r.body)).toMatchObject([
    { productid: 20 },
  ]);
  expect(serverCart(101).map((line) => line.productid)).toEqual([20]);
  const serverId = String(serverCart(101)[0]?.id);
  await waitFor(() =>
    expect(
      tabB.store.getState().cart.linesByCustomer['101']?.map((l) => [l.productid, l.id, l.synced]),
    ).toEqual([[20, serverId, true]]),
  );
});

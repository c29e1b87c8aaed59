/**
 * Storage that fills up while the app is open: the first add wrote its tab lock to storage, every write after it is
 * refused. The lock falls back to holding within this tab (src/phone/tab-lock.ts), so the next add and the order send
 * still go out, once each. The whole app on the browser's real storage, the demo backend behind MSW.
 */
import { screen, waitFor, within } from '@testing-library/react';
import localStorageAdapter from 'redux-persist/es/storage';
import sessionStorageAdapter from 'redux-persist/es/storage/session';
import { sameId } from '../../../src/domain/id';
import { getDb } from '../../../src/mocks/db';
import type { PersistStorages } from '../../../src/store/stored/phone-storage';
import { captureRequests } from '../../support/capture-requests';
import { locationOf, renderApp } from '../../support/render-app';
import { confirmButton, countOrderAdds, fillDialog } from '../checkout/checkout-support';

const browserStorages: PersistStorages = {
  local: localStorageAdapter,
  session: sessionStorageAdapter,
};

/** redux-persist logs each failed write in development builds (never in production): expected here, nothing else. */
function expectPersistWriteLogs(): void {
  const failOnOthers = console.error;
  // The test setup puts its own console.error back after the test.
  console.error = (...args: unknown[]) => {
    if (args[0] === 'Error storing data') return;
    failOnOthers(...args);
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const ordersOf = (customerid: string) =>
  getDb().orders.filter((o) => sameId(o.customerid, customerid)).length;

/** Adds `product` from home's card through the add dialog and waits for 已加入購物車. */
async function addFromHome(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  product: string,
): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `加入購物車 ${product}` }));
  const dialog = await screen.findByRole('dialog', { name: product });
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  expect(await screen.findByText('已加入購物車')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: product })).toBeNull());
}

test('storage fills up after the first add (every write then refused with QuotaExceededError): the next add and the order send go out, one order', async () => {
  const { user, router } = await renderApp('/', { startup: true, storages: browserStorages });
  const capture = captureRequests();
  // The first add takes the tab lock while storage still writes: the lock is set up on storage.
  await addFromHome(user, '豬五花肉片');
  await waitFor(async () =>
    expect((await capture.to('/api/shoppingcart/add')).map((a) => a.body)).toEqual([
      expect.objectContaining({ productid: 1, customerid: 101 }),
    ]),
  );

  expectPersistWriteLogs();
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

  await addFromHome(user, '梅花豬肉片');
  await waitFor(async () =>
    expect((await capture.to('/api/shoppingcart/add')).map((a) => a.body)).toEqual([
      expect.objectContaining({ productid: 1, customerid: 101 }),
      expect.objectContaining({ productid: 2, customerid: 101 }),
    ]),
  );
  // The second add's lock was offered to storage and refused.
  expect(setItem.mock.calls.map(([key]) => key)).toContain('sorting-app:lock:cart-add:101:2');

  const before = ordersOf('101');
  const orderAdds = countOrderAdds();
  await user.click(await screen.findByRole('button', { name: '購物車，2 項', hidden: true }));
  const drawer = await screen.findByRole('dialog', { name: /購物車/ });
  await user.click(within(drawer).getByRole('button', { name: '送出訂單' }));
  const dialog = await screen.findByRole('dialog', { name: '選擇收貨地址' });
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));

  await waitFor(() => expect(locationOf(router)).toBe('/createorder'), { timeout: 5000 });
  expect(await screen.findByRole('region', { name: '您的訂單已送出！' })).toBeInTheDocument();
  expect(setItem.mock.calls.map(([key]) => key)).toContain('sorting-app:lock:order-send:101');
  expect(orderAdds).toHaveLength(1);
  expect(orderAdds[0]).toMatchObject({
    customerid: '101',
    orderdetails: [
      expect.objectContaining({ productid: 1 }),
      expect.objectContaining({ productid: 2 }),
    ],
  });
  expect(ordersOf('101')).toBe(before + 1);
});

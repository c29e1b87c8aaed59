import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Product } from '../../../src/api/types';
import { server } from '../../../src/mocks/node';
import { customerSelected } from '../../../src/store/session/auth-slice';
import { addToCart } from '../../../src/features/cart/cart-add';
import { getDb } from '../../../src/mocks/db';
import { renderApp } from '../../support/render-app';
import { memoryStorages } from '../../support/memory-storage';
import { captureRequests } from '../../support/capture-requests';
import {
  CART_PAGE,
  openDrawer,
  allowSlowCartTests,
  rowOf,
  seedServerCart,
  serverCart,
} from './cart-support';

allowSlowCartTests();

const serverError = () => new HttpResponse(null, { status: 500, statusText: 'Server Error' });
const badge = (count: number) =>
  screen.findByRole('button', { name: `購物車，${String(count)} 項` }, { timeout: 20000 });

test('an add sends the line without an id, and the server id comes back as text', async () => {
  const capture = captureRequests();
  try {
    const { store } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
    await badge(0);
    const product = getDb().products.find((p) => p.id === 20);
    if (product === undefined) throw new Error('no product 20');
    await expect(act(() => store.dispatch(addToCart({ product, quantity: 3 })))).resolves.toBe(
      'added',
    );
    expect((await capture.to('/api/shoppingcart/add')).map((r) => r.body)).toEqual([
      {
        productid: 20,
        productcode: 'CK005',
        productname: '烏骨雞',
        productimage: 'P0020.webp',
        productprice: 420,
        productquantity: 3,
        productquantity_text: '3.00',
        ordermultiple: 1,
        unitcode: '隻',
        unitweight: 1.5,
        qty: 3,
        salesunitcode: '隻',
        customerid: 101,
        product: { showqty: true },
      },
    ]);
    const [line] = store.getState().cart.linesByCustomer['101'] ?? [];
    expect(line?.id).toBe(serverCart(101)[0]?.id);
    expect(line?.synced).toBe(true);
    await badge(1);
  } finally {
    capture.stop();
  }
});

test('a reload (a new store on the same storages) keeps the cart, even when the list call fails', async () => {
  seedServerCart(101, [
    [1, 2.5],
    [7, 3],
  ]);
  const storages = memoryStorages();
  const view = await renderApp(CART_PAGE, { signedInAs: 'demo', storages });
  await badge(2);
  await view.persistor.flush();
  view.unmount();

  server.use(mswHttp.get('*/api/shoppingcart/list', serverError));
  const { user } = await renderApp(CART_PAGE, { storages });
  const drawer = await openDrawer(user, 2);
  expect(rowOf(drawer, '豬五花肉片')).toBeInTheDocument();
  expect(rowOf(drawer, '豬大骨')).toBeInTheDocument();
});

test('the cart follows the shop: switching shop shows that shop’s cart; another account never sees it', async () => {
  seedServerCart(301, [[1, 1]]);
  seedServerCart(302, [
    [7, 1],
    [20, 1],
  ]);
  seedServerCart(101, [[16, 2]]);
  const storages = memoryStorages();
  // One phone, one render at a time: the chain account's, then the demo account's.
  let view = await renderApp(CART_PAGE, { signedInAs: 'chain', storages });
  let drawer = await openDrawer(view.user, 1);
  expect(rowOf(drawer, '豬五花肉片')).toBeInTheDocument();
  await view.user.click(within(drawer).getByRole('button', { name: '關閉購物車' }));
  await view.persistor.flush();

  act(() => {
    view.store.dispatch(customerSelected(302));
  });
  drawer = await openDrawer(view.user, 2);
  expect(within(drawer).queryByRole('listitem', { name: '豬五花肉片' })).toBeNull();
  expect(rowOf(drawer, '烏骨雞')).toBeInTheDocument();
  await view.persistor.flush();
  view.unmount();

  // Another account on the same phone: only its own shop's lines, never the chain's.
  view = await renderApp(CART_PAGE, { signedInAs: 'demo', storages });
  drawer = await openDrawer(view.user, 1);
  expect(rowOf(drawer, '仿土雞全雞')).toBeInTheDocument();
  expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
});

/** 豬五花肉片 in shop 101's drawer, its raise to 3.00 refused by the server: the row says it is not synced yet. */
async function unsyncedRow(): Promise<HTMLElement> {
  seedServerCart(101, [[1, 2.5]]);
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  const row = rowOf(await openDrawer(user, 1), '豬五花肉片');
  server.use(mswHttp.post('*/api/shoppingcart/update', serverError));
  await user.click(within(row).getByRole('button', { name: '增加 豬五花肉片 數量' }));
  expect(
    await within(row).findByText('尚未同步，連線恢復後會自動送出', {}, { timeout: 10000 }),
  ).toBeInTheDocument();
  return row;
}

test('a failed update is told and kept, then sent again when the app regains focus', async () => {
  const row = await unsyncedRow();
  expect(within(row).getByRole('textbox', { name: '豬五花肉片 數量' })).toHaveValue('3.00');
  expect(serverCart(101)[0]?.productquantity).toBe(2.5);

  server.resetHandlers();
  window.dispatchEvent(new Event('focus'));
  await waitFor(() => expect(serverCart(101)[0]?.productquantity).toBe(3), { timeout: 10000 });
  await waitFor(() => expect(within(row).queryByText('尚未同步，連線恢復後會自動送出')).toBeNull());
});

test('focus and visibility arriving together send an unsynced line again once', async () => {
  await unsyncedRow();

  server.resetHandlers();
  const capture = captureRequests();
  // The phone woken in LINE: both events, in the same moment.
  window.dispatchEvent(new Event('focus'));
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(serverCart(101)[0]?.productquantity).toBe(3), { timeout: 10000 });
  const updates = (await capture.calls()).filter((c) => c.call === 'POST /api/shoppingcart/update');
  expect(updates).toHaveLength(1);
});

test('a failed delete keeps the line and says so', async () => {
  seedServerCart(101, [[1, 2.5]]);
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  const drawer = await openDrawer(user, 1);
  server.use(mswHttp.post('*/api/shoppingcart/delete', serverError));
  await user.click(within(drawer).getByRole('button', { name: '刪除 豬五花肉片' }));
  const row = rowOf(drawer, '豬五花肉片');
  expect(await within(row).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
    '刪除失敗，請稍後再試',
  );
  expect(serverCart(101)).toHaveLength(1);
  expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
});

test('sign-in merges: local unsynced lines join the server cart and are sent again', async () => {
  seedServerCart(101, [[7, 1]]);
  const storages = memoryStorages();
  let view = await renderApp(CART_PAGE, { signedInAs: 'demo', storages });
  await badge(1);
  // Offline: the add is kept locally only.
  server.use(mswHttp.post('*/api/shoppingcart/add', serverError));
  const product = getDb().products.find((p) => p.id === 1);
  if (product === undefined) throw new Error('no product 1');
  await expect(act(() => view.store.dispatch(addToCart({ product, quantity: 1 })))).resolves.toBe(
    'unsynced',
  );
  // What a closing LINE window leaves behind: the persisted cart.
  await view.persistor.flush();
  view.unmount();
  server.resetHandlers();

  view = await renderApp(CART_PAGE, { signedInAs: 'demo', storages });
  await waitFor(() => expect(serverCart(101).map((l) => l.productid)).toEqual([7, 1]), {
    timeout: 10000,
  });
  const drawer = await openDrawer(view.user, 2);
  expect(rowOf(drawer, '豬五花肉片')).toBeInTheDocument();
  expect(within(drawer).queryByText('尚未同步，連線恢復後會自動送出')).toBeNull();
});

test('a send the server refuses shows the server’s own reason, and the line is kept', async () => {
  const { user, store } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  await badge(0);
  const first = getDb().products[0];
  if (first === undefined) throw new Error('no products');
  // A product the catalogue no longer has: the demo backend answers 商品不存在.
  const gone: Product = { ...first, id: 99999, productname: '已停售的商品' };
  await expect(act(() => store.dispatch(addToCart({ product: gone, quantity: 1 })))).resolves.toBe(
    'unsynced',
  );
  const drawer = await openDrawer(user, 1);
  expect(rowOf(drawer, '已停售的商品')).toHaveTextContent('尚未同步，伺服器回覆：商品不存在');
});

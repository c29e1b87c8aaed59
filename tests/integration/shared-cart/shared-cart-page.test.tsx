import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '../../../src/mocks/db';
import { captureRequests } from '../../support/capture-requests';
import { LINE_USERS } from '../../support/fake-line';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';
import { initialAuthState } from '../../../src/store/session/auth-slice';
import { allowSlowCartTests, seedServerCart, serverCart } from '../cart/cart-support';
import { sharedCartPath, tokenOf } from './shared-cart-support';

allowSlowCartTests();

// 豬五花肉片 KG ×0.5; 豬大骨 箱(10KG) ×1 $650; 烏骨雞 隻 ×1 $420. 99999 is in no catalogue.
const SHARED = tokenOf('101', '王小明', [
  { productId: '1', quantity: 1 },
  { productId: '7', quantity: 2 },
  { productId: '99999', quantity: 3 },
]);

/** The cart calls (add, update, delete) the server received, in order. */
async function cartChanges(capture: ReturnType<typeof captureRequests>) {
  return (await capture.calls()).filter((c) =>
    /\/api\/shoppingcart\/(add|update|delete)$/.test(c.call),
  );
}

/** The shop's cart as the server holds it: [product id, quantity], by product. */
const serverQuantities = (customerid: number) =>
  serverCart(customerid)
    .map((l) => [l.productid, l.productquantity])
    .sort();

const heading = () =>
  screen.findByRole('heading', { name: '來自 王小明 的購物車' }, { timeout: 5000 });

test('same shop: the lines at today’s prices, 已停售 marked; 加入我的購物車 adds onto existing lines', async () => {
  seedServerCart(101, [[1, 2.5]]);
  // Today's price, not one the link could carry.
  const pork = getDb().products.find((p) => p.id === 1);
  if (pork === undefined) throw new Error('no product 1');
  pork.productPrice = 299;
  const { user } = await renderApp(sharedCartPath(SHARED), { signedInAs: 'demo' });
  await heading();
  expect(screen.getByText('店家：禾豐燒肉')).toBeInTheDocument();

  const rows = await screen.findAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('豬五花肉片');
  expect(rows[0]).toHaveTextContent('$299 / KG');
  expect(rows[0]).toHaveTextContent('數量 1.00 KG');
  expect(rows[0]).toHaveTextContent('小計 $299');
  expect(rows[1]).toHaveTextContent('豬大骨');
  expect(rows[1]).toHaveTextContent('數量 2.00 箱(10KG)');
  expect(rows[1]).toHaveTextContent('小計 $1,300');
  expect(rows[2]).toHaveTextContent('商品 99999');
  expect(within(rows[2] as HTMLElement).getByText('已停售')).toBeInTheDocument();
  expect(screen.getByText('共 2 項，合計 $1,599')).toBeInTheDocument();
  expect(screen.getByText('已停售的商品不會加入購物車。')).toBeInTheDocument();

  const capture = captureRequests();
  await user.click(screen.getByRole('button', { name: '加入我的購物車' }));

  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
    '已加入購物車：豬五花肉片、豬大骨',
  );
  const changes = await cartChanges(capture);
  expect(changes.map((c) => c.call)).toEqual([
    'POST /api/shoppingcart/update',
    'POST /api/shoppingcart/add',
  ]);
  // 2.5 in the cart + 1 shared, on the multiple of 0.5.
  expect(changes[0]?.body).toMatchObject({ id: '9001', productid: 1, productquantity: 3.5 });
  expect(changes[1]?.body).toMatchObject({ productid: 7, productquantity: 2 });
  expect(serverQuantities(101)).toEqual([
    [1, 3.5],
    [7, 2],
  ]);
});

test('shared quantities go on today’s multiple; an odd one snaps', async () => {
  // 0.7 KG of a 0.5 multiple is 0.5; 1.3 boxes of a 1 multiple is 1.
  const token = tokenOf('101', '王小明', [
    { productId: '1', quantity: 0.7 },
    { productId: '7', quantity: 1.3 },
  ]);
  const { user } = await renderApp(sharedCartPath(token), { signedInAs: 'demo' });
  await heading();
  const rows = await screen.findAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('數量 0.50 KG');
  expect(rows[1]).toHaveTextContent('數量 1.00 箱(10KG)');
  const capture = captureRequests();
  await user.click(screen.getByRole('button', { name: '加入我的購物車' }));
  await screen.findByRole('status', {}, { timeout: 5000 });
  const changes = await cartChanges(capture);
  expect(changes.map((c) => (c.body as { productquantity: number }).productquantity)).toEqual([
    0.5, 1,
  ]);
});

test('two taps on 加入我的購物車 in one frame add the shared quantities once', async () => {
  seedServerCart(101, [[1, 2.5]]);
  await renderApp(sharedCartPath(SHARED), { signedInAs: 'demo' });
  await heading();
  await screen.findAllByRole('listitem');
  const capture = captureRequests();

  // Both land before the screen re-renders with the button disabled: only the add's own guard is left.
  const add = screen.getByRole('button', { name: '加入我的購物車' });
  // eslint-disable-next-line testing-library/no-unnecessary-act -- one act, so React re-renders after both taps
  act(() => {
    fireEvent.click(add);
    fireEvent.click(add);
  });

  await screen.findByRole('status', {}, { timeout: 5000 });
  const changes = await cartChanges(capture);
  expect(changes.map((c) => c.call)).toEqual([
    'POST /api/shoppingcart/update',
    'POST /api/shoppingcart/add',
  ]);
  expect(serverQuantities(101)).toEqual([
    [1, 3.5],
    [7, 2],
  ]);
});

test('取代購物車 asks first; 取消 changes nothing, 取代 leaves exactly the shared lines', async () => {
  seedServerCart(101, [
    [20, 2],
    [7, 5],
  ]);
  const { user } = await renderApp(sharedCartPath(SHARED), { signedInAs: 'demo' });
  await heading();
  await screen.findAllByRole('listitem');
  const capture = captureRequests();

  await user.click(screen.getByRole('button', { name: '取代購物車' }));
  const dialog = await screen.findByRole('dialog', { name: '取代目前的購物車？' });
  expect(dialog).toHaveTextContent('您購物車中的 2 個品項會被移除，換成這份購物車的品項。');
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  expect(await cartChanges(capture)).toEqual([]);

  await user.click(screen.getByRole('button', { name: '取代購物車' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取代' }));
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
    '購物車已換成這份購物車的品項',
  );
  const changes = await cartChanges(capture);
  expect(changes.map((c) => c.call)).toEqual([
    'POST /api/shoppingcart/delete',
    'POST /api/shoppingcart/add',
    'POST /api/shoppingcart/update',
  ]);
  expect(changes[0]?.body).toEqual({ id: '9020' });
  expect(changes[1]?.body).toMatchObject({ productid: 1, productquantity: 1 });
  expect(changes[2]?.body).toMatchObject({ id: '9007', productid: 7, productquantity: 2 });
  expect(serverQuantities(101)).toEqual([
    [1, 1],
    [7, 2],
  ]);
});

test('another shop of the same account: the switch is offered, then the shared cart shows', async () => {
  const token = tokenOf('302', '王小明', [{ productId: '1', quantity: 1 }]);
  const { user, store } = await renderApp(sharedCartPath(token), { signedInAs: 'chain' });
  const current = store.getState().auth.customer?.name ?? '';
  expect(current).not.toBe('海港鍋物 板橋店');
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    `這份購物車屬於「海港鍋物 板橋店」，您目前在「${current}」。`,
  );
  const capture = captureRequests();

  await user.click(screen.getByRole('button', { name: '切換到「海港鍋物 板橋店」' }));

  await heading();
  expect(store.getState().auth.customer?.name).toBe('海港鍋物 板橋店');
  expect(screen.getByText('店家：海港鍋物 板橋店')).toBeInTheDocument();
  expect(await cartChanges(capture)).toEqual([]);
});

test('a shop of another account: refused in words, nothing added', async () => {
  const token = tokenOf('301', '王小明', [{ productId: '1', quantity: 1 }]);
  const capture = captureRequests();
  await renderApp(sharedCartPath(token), { signedInAs: 'demo' });
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    '這份購物車屬於其他帳號的店家，無法在此開啟',
  );
  expect(screen.queryByRole('button', { name: '加入我的購物車' })).toBeNull();
  expect(await cartChanges(capture)).toEqual([]);
});

test.each([
  [
    'one character changed',
    `${SHARED.slice(0, 10)}${SHARED[10] === 'A' ? 'B' : 'A'}${SHARED.slice(11)}`,
  ],
  ['truncated', SHARED.slice(0, -3)],
  ['empty', ''],
  ['not base64url', `${SHARED}%3Cscript%3E`],
])('a link %s says 連結無效或已損壞 and adds nothing', async (_, token) => {
  const capture = captureRequests();
  await renderApp(sharedCartPath(token), { signedInAs: 'demo' });
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    '連結無效或已損壞',
  );
  expect(screen.queryByRole('button', { name: '加入我的購物車' })).toBeNull();
  expect(await cartChanges(capture)).toEqual([]);
});

test('the sender is plain text: markup in a name shows as written', async () => {
  const token = tokenOf('101', '<img src=x onerror=alert(1)>', [{ productId: '1', quantity: 1 }]);
  await renderApp(sharedCartPath(token), { signedInAs: 'demo' });
  // Cut to 20 characters; shown as text, never parsed.
  expect(
    await screen.findByRole(
      'heading',
      { name: '來自 <img src=x onerror=a 的購物車' },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: '' })).toBeNull();
});

test('not signed in: sign in on /login2, then on to the shared cart', async () => {
  const storages = memoryStorages({
    'sorting-app:authSetting': persistedValue({ ...initialAuthState, lineId: LINE_USERS.demo }),
  });
  const { user, router } = await renderApp(sharedCartPath(SHARED), { storages });
  const field = await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  expect(locationOf(router)).toBe('/login2');

  await user.type(field, 'demo');
  await user.click(screen.getByRole('button', { name: '綁定 LINE 帳號' }));

  await heading();
  expect(locationOf(router)).toBe(sharedCartPath(SHARED));
});

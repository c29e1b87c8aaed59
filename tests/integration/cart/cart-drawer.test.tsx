import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';
import {
  CART_PAGE,
  figure,
  openDrawer,
  allowSlowCartTests,
  rowOf,
  seedServerCart,
  serverCart,
} from './cart-support';

allowSlowCartTests();

// 豬五花肉片 KG ×0.5 $285; 豬大骨 箱(10KG) ×1 10 KG $650; 烏骨雞 隻 ×1 1.5 KG $420, showqty.
const KNOWN: [number, number][] = [
  [1, 2.5],
  [7, 3],
  [20, 2],
];

test('the drawer shows every line and the totals computed from them', async () => {
  seedServerCart(101, KNOWN);
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  const drawer = await openDrawer(user, 3);

  const pork = rowOf(drawer, '豬五花肉片');
  expect(within(pork).getByText('規格：0.5 KG')).toBeInTheDocument();
  expect(within(pork).getByText('2.50 KG')).toBeInTheDocument();
  expect(within(pork).getByText('$713')).toBeInTheDocument();
  expect(within(pork).queryByText(/隻數/)).toBeNull();
  expect(within(pork).getByRole('textbox', { name: '豬五花肉片 數量' })).toHaveValue('2.50');

  const bones = rowOf(drawer, '豬大骨');
  expect(within(bones).getByText('規格：1 箱(10KG)')).toBeInTheDocument();
  expect(within(bones).getByText('3.00 箱(10KG)')).toBeInTheDocument();
  expect(within(bones).getByText('$1,950')).toBeInTheDocument();

  const chicken = rowOf(drawer, '烏骨雞');
  expect(within(chicken).getByText('隻數 2')).toBeInTheDocument();
  expect(within(chicken).getByText('$840')).toBeInTheDocument();

  expect(figure(drawer, '品項')).toBe('3');
  // 2.5 KG + 3 × 10 KG + 2 × 1.5 KG
  expect(figure(drawer, '總重')).toBe('35.50 KG');
  // 712.5 + 1,950 + 840 = 3,502.5, rounded once
  expect(figure(drawer, '訂單金額')).toBe('$3,503');
  expect(figure(drawer, '免運門檻')).toBe('$8,000');
  expect(figure(drawer, '還差')).toBe('$4,497');
  expect(within(drawer).getByText('實際金額以出貨金額為準')).toBeInTheDocument();
});

test('the gap is $0 once the free-shipping threshold is reached', async () => {
  seedServerCart(101, [[7, 13]]);
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  const drawer = await openDrawer(user, 1);
  expect(figure(drawer, '訂單金額')).toBe('$8,450');
  expect(figure(drawer, '還差')).toBe('$0');
});

test('plus, minus and a typed odd value change the quantity and send the whole line', async () => {
  seedServerCart(101, [[1, 2.5]]);
  const capture = captureRequests();
  try {
    const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
    const drawer = await openDrawer(user, 1);
    const row = rowOf(drawer, '豬五花肉片');
    const input = within(row).getByRole('textbox', { name: '豬五花肉片 數量' });

    await user.click(within(row).getByRole('button', { name: '增加 豬五花肉片 數量' }));
    expect(input).toHaveValue('3.00');
    await user.click(within(row).getByRole('button', { name: '減少 豬五花肉片 數量' }));
    await user.click(within(row).getByRole('button', { name: '減少 豬五花肉片 數量' }));
    expect(input).toHaveValue('2.00');

    await user.clear(input);
    await user.type(input, '3.3{Enter}');
    // 3.3 is not a multiple of 0.5: it snaps to the nearest, 3.5.
    expect(input).toHaveValue('3.50');
    expect(within(row).getByText('$998')).toBeInTheDocument();

    await waitFor(() => expect(serverCart(101)[0]?.productquantity).toBe(3.5));
    const updates = await capture.to('/api/shoppingcart/update');
    expect(updates.map((u) => (u.body as { productquantity: number }).productquantity)).toEqual([
      3, 2.5, 2, 3.5,
    ]);
    expect(updates.at(-1)?.body).toEqual({
      id: '9001',
      productid: 1,
      productcode: 'PK001',
      productname: '豬五花肉片',
      productimage: 'P0001.webp',
      productprice: 285,
      productquantity: 3.5,
      productquantity_text: '3.50',
      ordermultiple: 0.5,
      unitcode: 'KG',
      unitweight: 0.5,
      qty: 0,
      salesunitcode: 'KG',
      customerid: 101,
      product: { showqty: false },
    });
  } finally {
    capture.stop();
  }
});

test('delete sends the line id and removes the row once the server confirms', async () => {
  seedServerCart(101, KNOWN);
  const capture = captureRequests();
  try {
    const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
    const drawer = await openDrawer(user, 3);
    await user.click(within(drawer).getByRole('button', { name: '刪除 豬大骨' }));
    await waitFor(() =>
      expect(within(drawer).queryByRole('listitem', { name: '豬大骨' })).toBeNull(),
    );
    expect((await capture.to('/api/shoppingcart/delete')).map((r) => r.body)).toEqual([
      { id: '9007' },
    ]);
    expect(figure(drawer, '品項')).toBe('2');
    // The header sits behind the open drawer (aria-hidden) and already counts 2.
    expect(screen.getByRole('button', { name: '購物車，2 項', hidden: true })).toBeInTheDocument();
    expect(serverCart(101).map((l) => l.productid)).toEqual([1, 20]);
  } finally {
    capture.stop();
  }
});

test('送出訂單 with no lines says 最少要有一筆資料; with lines it closes and opens the delivery dialog', async () => {
  const { user, store } = await renderApp(CART_PAGE, { signedInAs: 'demo' });
  const empty = await openDrawer(user, 0);
  expect(within(empty).getByText('購物車是空的，到商品總覽挑選商品吧。')).toBeInTheDocument();
  await user.click(within(empty).getByRole('button', { name: '送出訂單' }));
  expect(within(empty).getByText('最少要有一筆資料')).toBeInTheDocument();
  expect(store.getState().order.showDeliveryOption).toBe(false);
  await user.click(within(empty).getByRole('button', { name: '關閉購物車' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '購物車' })).toBeNull());

  seedServerCart(101, [[1, 1]]);
  // A shop switch (to the same shop) asks the server again.
  const { customerSelected } = await import('../../../src/store/session/auth-slice');
  act(() => {
    store.dispatch(customerSelected(101));
  });
  const drawer = await openDrawer(user, 1);
  await user.click(within(drawer).getByRole('button', { name: '送出訂單' }));
  expect(store.getState().order.showDeliveryOption).toBe(true);
  expect(store.getState().cart.drawerOpen).toBe(false);
});

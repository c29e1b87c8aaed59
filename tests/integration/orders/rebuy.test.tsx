import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { captureRequests } from '../../support/capture-requests';
import { addProductsToCart } from '../../../src/features/cart/cart-adds';
import { renderApp } from '../../support/render-app';
import { holdAnswer } from '../../support/hold-answer';
import { orderCard, seedDemo } from './orders-support';

beforeEach(() => {
  seedDemo();
});

async function openOrders() {
  const view = await renderApp('/order', { signedInAs: 'demo' });
  await screen.findByText('共 10 筆', {}, { timeout: 5000 });
  return view;
}

const cartOf = (view: Awaited<ReturnType<typeof openOrders>>) =>
  (view.store.getState().cart.linesByCustomer['101'] ?? []).map((l) => [
    l.productname,
    l.productquantity,
  ]);

test('再買一次 adds the lines with catalogue prices and says what was added', async () => {
  const capture = captureRequests();
  const view = await openOrders();
  const card = orderCard('SO20261120-0001');
  await view.user.click(within(card).getByRole('button', { name: '再買一次' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '已加入購物車：紐西蘭羊肉片、豬大骨、空心菜、杏鮑菇',
  );
  expect(cartOf(view)).toEqual([
    ['紐西蘭羊肉片', 1.5],
    ['豬大骨', 4],
    ['空心菜', 2],
    ['杏鮑菇', 4],
  ]);
  const prices = new Map(getDb().products.map((p) => [String(p.id), p.productPrice ?? null]));
  for (const line of view.store.getState().cart.linesByCustomer['101'] ?? []) {
    expect(line.productprice).toBe(prices.get(String(line.productid)));
  }
  // The whole catalogue of the shop is read once for current prices.
  const sent = await capture.calls();
  const productCalls = sent.filter((r) => r.call === 'POST /api/product/list');
  expect(productCalls.map((r) => r.body)).toEqual([{ customerid: '101', categories: [] }]);
  const adds = sent.filter((r) => r.call === 'POST /api/shoppingcart/add');
  expect(adds).toHaveLength(4);
});

test('products already in the cart are skipped, products no longer sold are named', async () => {
  const view = await openOrders();
  await view.user.click(
    within(orderCard('SO20261120-0001')).getByRole('button', { name: '再買一次' }),
  );
  await screen.findByText('已加入購物車：紐西蘭羊肉片、豬大骨、空心菜、杏鮑菇');
  await view.user.click(screen.getByRole('button', { name: '關閉' }));
  // 秀珍菇 (product 72) left the catalogue since that order.
  const db = getDb();
  db.products = db.products.filter((p) => String(p.id) !== '72');
  await view.user.click(
    within(orderCard('SO20261118-0001')).getByRole('button', { name: '再買一次' }),
  );
  expect(
    await screen.findByText(
      '已在購物車中，未重複加入：豬大骨、紐西蘭羊肉片；商品已停售，無法加入：秀珍菇',
    ),
  ).toBeInTheDocument();
  expect(cartOf(view)).toHaveLength(4);
});

test('a failed catalogue call adds nothing and says so', async () => {
  server.use(http.post('*/api/product/list', () => HttpResponse.error()));
  const view = await openOrders();
  await view.user.click(
    within(orderCard('SO20261120-0001')).getByRole('button', { name: '再買一次' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '再買一次失敗：網路連線異常，請稍後再試',
  );
  expect(cartOf(view)).toEqual([]);
});

const line = (productid: number, productname: string, productquantity: number) => ({
  id: productid,
  orderid: 1,
  productid,
  productname,
  productquantity,
  orderstatus: '99',
});

test('再買一次 of an order: quantities snap to the current multiple, a product twice is added once, a refused product is named', async () => {
  const view = await openOrders();
  const db = getDb();
  db.products = db.products.map((p) =>
    String(p.id) === '56'
      ? { ...p, ordermultiple: 0.5 }
      : String(p.id) === '70'
        ? { ...p, ordermultiple: 0 }
        : p,
  );
  // In act: the cart button re-renders as lines arrive, as it would after a tap.
  const result = await act(() =>
    view.store
      .dispatch(
        addProductsToCart({
          from: 'order',
          order: {
            orderno: 'SO-X',
            orderdate: '2026-11-20 08:00:00',
            orderstatus: '40',
            orderdetails: [
              line(56, '空心菜', 1.3),
              line(7, '豬大骨', 2),
              line(7, '豬大骨', 3),
              line(70, '杏鮑菇', 1),
            ],
          },
        }),
      )
      .unwrap(),
  );
  expect(result).toEqual({ added: ['空心菜', '豬大骨'], alreadyInCart: [], missing: ['杏鮑菇'] });
  expect(cartOf(view)).toEqual([
    ['空心菜', 1.5],
    ['豬大骨', 2],
  ]);
});

test('one 再買一次 of an order at a time: its button is busy, and a second run of it meanwhile sends nothing more', async () => {
  const capture = captureRequests();
  const view = await openOrders();
  const card = orderCard('SO20261120-0001');
  const button = within(card).getByRole('button', { name: '再買一次' });
  const order = { from: 'order', order: { orderno: 'SO20261120-0001' } } as const;
  // Today's catalogue is held back, so the run is caught on its way.
  const release = holdAnswer('post', '/api/product/list');
  await view.user.click(button);
  // While it runs: the button is busy, for this order only.
  expect(await within(card).findByRole('button', { name: '加入中…' })).toBeDisabled();
  expect(
    within(orderCard('SO20261118-0001')).getByRole('button', { name: '再買一次' }),
  ).toBeEnabled();
  // Home's 再買一次 of the same order, tapped meanwhile, starts nothing: one catalogue call and one add per line below.
  await act(() =>
    view.store.dispatch(
      addProductsToCart({
        from: 'order',
        order: { ...order.order, orderdate: '', orderstatus: '40', orderdetails: [] },
      }),
    ),
  );
  release();

  await screen.findByText('已加入購物車：紐西蘭羊肉片、豬大骨、空心菜、杏鮑菇');
  expect(within(card).getByRole('button', { name: '再買一次' })).toBeEnabled();
  const sent = await capture.calls();
  expect(sent.filter((r) => r.call === 'POST /api/product/list')).toHaveLength(1);
  expect(sent.filter((r) => r.call === 'POST /api/shoppingcart/add')).toHaveLength(4);
});

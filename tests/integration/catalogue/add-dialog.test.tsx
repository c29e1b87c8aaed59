import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
  vi.useRealTimers();
});

async function openDialog(name: string) {
  const view = await renderApp('/', { signedInAs: 'demo' });
  const button = await screen.findByRole(
    'button',
    { name: `加入購物車 ${name}` },
    { timeout: 5000 },
  );
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name });
  return { ...view, dialog, quantity: within(dialog).getByRole('textbox', { name: '數量' }) };
}

const cartLines = (store: Awaited<ReturnType<typeof renderApp>>['store']) =>
  store.getState().cart.linesByCustomer['101'] ?? [];

test('the dialog: name, spec, price, the quantity at the order multiple', async () => {
  const { dialog, quantity } = await openDialog('松阪豬');
  expect(dialog).toHaveTextContent('規格：2 包(500G)');
  expect(dialog).toHaveTextContent('$300 / 包(500G)');
  expect(dialog).toHaveTextContent('500g/包，2包起訂');
  expect(quantity).toHaveValue('2.00');
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeEnabled();
});

test('a typed odd quantity snaps, 加入購物車 sends it, the overlay says 已加入購物車 and a tap closes it', async () => {
  const { user, dialog, quantity, store } = await openDialog('松阪豬');
  await user.clear(quantity);
  await user.type(quantity, '5');
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  expect(quantity).toHaveValue('6.00');

  const overlay = await screen.findByRole('status', { name: '' });
  expect(overlay).toHaveTextContent('已加入購物車');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: '松阪豬' })).not.toBeInTheDocument(),
  );
  const adds = await capture.to('/api/shoppingcart/add');
  expect(adds.map((a) => a.body)).toEqual([
    {
      productid: 4,
      productcode: 'PK004',
      productname: '松阪豬',
      productimage: 'P0004.webp',
      productprice: 300,
      productquantity: 6,
      productquantity_text: '6.00',
      ordermultiple: 2,
      unitcode: '包(500G)',
      unitweight: 1,
      qty: 0,
      salesunitcode: '包(500G)',
      customerid: 101,
      product: { showqty: false },
    },
  ]);
  expect(cartLines(store).map((l) => [l.productname, l.productquantity])).toEqual([['松阪豬', 6]]);

  await user.click(screen.getByText('已加入購物車'));
  await waitFor(() => expect(screen.queryByText('已加入購物車')).not.toBeInTheDocument());
});

test('the overlay hides itself after 3 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user, dialog } = await openDialog('豬大骨');
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  expect(await screen.findByText('已加入購物車')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(2800);
  });
  expect(screen.getByText('已加入購物車')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(300);
  });
  await waitFor(() => expect(screen.queryByText('已加入購物車')).not.toBeInTheDocument());
});

test('a double tap on 加入購物車 sends one add', async () => {
  const { user, dialog } = await openDialog('豬大骨');
  await user.dblClick(within(dialog).getByRole('button', { name: '加入購物車' }));
  expect(await screen.findByText('已加入購物車')).toBeInTheDocument();
  expect(await capture.to('/api/shoppingcart/add')).toHaveLength(1);
});

test('a product already in the cart: 已在購物車中, nothing sent', async () => {
  const { user, dialog, store } = await openDialog('豬大骨');
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  await screen.findByText('已加入購物車');
  await user.click(screen.getByText('已加入購物車'));
  await waitFor(() => expect(screen.queryByText('已加入購物車')).not.toBeInTheDocument());

  // A second visit, not a double tap: once the dialog has closed, a tap on the card opens it again at once, even
  // within the 300 ms in which a tap that repeats the one that opened it is ignored (on a fast machine the steps
  // above take less).
  await user.click(screen.getByRole('button', { name: '加入購物車 豬大骨' }));
  const again = await screen.findByRole('dialog', { name: '豬大骨' });
  await user.click(within(again).getByRole('button', { name: '加入購物車' }));
  expect(await within(again).findByText('已在購物車中')).toBeInTheDocument();
  expect(await capture.to('/api/shoppingcart/add')).toHaveLength(1);
  expect(cartLines(store)).toHaveLength(1);
});

test('quantity 0: 數量必須大於 0, nothing sent', async () => {
  const { user, dialog, quantity, store } = await openDialog('豬大骨');
  await user.click(within(dialog).getByRole('button', { name: '減少數量' }));
  expect(quantity).toHaveValue('0.00');
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  expect(within(dialog).getByText('數量必須大於 0')).toBeInTheDocument();
  expect(await capture.to('/api/shoppingcart/add')).toHaveLength(0);
  expect(cartLines(store)).toHaveLength(0);
});

test('a typed quantity that is not a number reverts and says why', async () => {
  const { user, dialog, quantity } = await openDialog('豬大骨');
  await user.clear(quantity);
  await user.type(quantity, '1e3{Enter}');
  expect(quantity).toHaveValue('1.00');
  expect(
    within(dialog).getByText('請輸入數字（可含小數點），已還原為原本的數量'),
  ).toBeInTheDocument();
});

const oneProduct = (ordermultiple: number | null) =>
  http.post('*/api/product/list', () =>
    HttpResponse.json({
      code: 200,
      result: [
        {
          id: 4,
          productname: '松阪豬',
          productcode: 'PK004',
          salesunitcode: '包(500G)',
          ordermultiple,
          weight: 1,
          productPrice: 300,
          imagefile: null,
          categoryid: 11,
        },
      ],
    }),
  );

test('an order multiple of 0: 訂購倍數必須大於 0 and no add', async () => {
  server.use(oneProduct(0));
  const { dialog, quantity } = await openDialog('松阪豬');
  expect(within(dialog).getByText('訂購倍數必須大於 0')).toBeVisible();
  // Shown as the dialog opens, not announced as an alert.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(quantity).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();
});

test('a missing order multiple counts as 1', async () => {
  server.use(oneProduct(null));
  const { user, dialog, quantity } = await openDialog('松阪豬');
  expect(dialog).toHaveTextContent('規格：1 包(500G)');
  expect(quantity).toHaveValue('1.00');
  await user.click(within(dialog).getByRole('button', { name: '增加數量' }));
  expect(quantity).toHaveValue('2.00');
});

test('a failed add keeps the line and says it will be sent again', async () => {
  const { user, dialog, store } = await openDialog('豬大骨');
  server.use(http.post('*/api/shoppingcart/add', () => HttpResponse.error()));
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  expect(await screen.findByText('已加入購物車')).toBeInTheDocument();
  expect(
    await screen.findByText('已加入購物車，但尚未同步到伺服器；連線恢復後會自動送出。'),
  ).toBeInTheDocument();
  expect(cartLines(store).map((l) => [l.productname, l.synced])).toEqual([['豬大骨', false]]);
});

test('取消 closes the dialog without adding', async () => {
  const { user, dialog } = await openDialog('豬大骨');
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await capture.to('/api/shoppingcart/add')).toHaveLength(0);
});

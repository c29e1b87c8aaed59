import { screen, waitFor, within } from '@testing-library/react';
import { draftChanged } from '../../../src/store/order/order-slice';
import { renderApp } from '../../support/render-app';
import { CART_PAGE, openDrawer, allowSlowCartTests, seedServerCart } from '../cart/cart-support';
import { LIFF_URL, fakeSharing, sharedCartPath, tokenOf } from './shared-cart-support';

allowSlowCartTests();

// 豬五花肉片 KG ×0.5 $285; 豬大骨 箱(10KG) ×1 10 KG $650.
const LINES: [number, number][] = [
  [1, 2.5],
  [7, 3],
];
// The fake LINE's user is 測試採購 (tests/support/fake-line.ts).
const TOKEN = tokenOf('101', '測試採購', [
  { productId: '1', quantity: 2.5 },
  { productId: '7', quantity: 3 },
]);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

test('in LINE: the picker gets one Flex card with the cart and a button to its permanent link', async () => {
  seedServerCart(101, LINES);
  const { sharing, line } = fakeSharing(true);
  const { user, store } = await renderApp(CART_PAGE, { signedInAs: 'demo', line });
  store.dispatch(
    draftChanged({
      customerid: '101',
      draft: {
        addressId: '',
        expecteddate: '2026-11-28',
        deliverytype: '',
        deliverytime: '',
        deliverytimeremark: '',
        ispayment: '',
      },
    }),
  );
  const drawer = await openDrawer(user, 2);

  await user.click(within(drawer).getByRole('button', { name: '傳給負責人' }));

  expect(await within(drawer).findByRole('status')).toHaveTextContent('已傳送給負責人');
  const url = `${LIFF_URL}${sharedCartPath(TOKEN)}`;
  expect(sharing.permanentLink).toHaveBeenCalledWith(
    `${window.location.origin}${sharedCartPath(TOKEN)}`,
  );
  const row = (label: string, value: string) => ({
    type: 'box',
    layout: 'baseline',
    spacing: 'sm',
    contents: [
      { type: 'text', text: label, size: 'sm', color: '#888888', flex: 2 },
      { type: 'text', text: value, size: 'sm', color: '#222222', flex: 4, wrap: true },
    ],
  });
  expect(sharing.pick).toHaveBeenCalledTimes(1);
  expect(sharing.pick).toHaveBeenCalledWith([
    {
      type: 'flex',
      altText: '測試採購傳來 禾豐燒肉 的購物車',
      contents: {
        type: 'bubble',
        body: {
          type: 'box',
          layout: 'vertical',
          spacing: 'md',
          contents: [
            { type: 'text', text: '購物車', weight: 'bold', size: 'lg', wrap: true },
            { type: 'text', text: '來自 測試採購', size: 'sm', color: '#888888', wrap: true },
            row('店家', '禾豐燒肉'),
            row('希望配送日期', '2026-11-28'),
            row('品項', '2'),
            // 2.5 KG + 3 × 10 KG; $712.5 + $1,950
            row('總重', '32.50 KG'),
            row('訂單金額', '$2,663'),
          ],
        },
        footer: {
          type: 'box',
          layout: 'vertical',
          contents: [
            {
              type: 'button',
              style: 'primary',
              action: { type: 'uri', label: '開啟購物車', uri: url },
            },
          ],
        },
      },
    },
  ]);
});

test('in LINE without a delivery date: the card leaves its row out; a closed picker says nothing', async () => {
  seedServerCart(101, LINES);
  const { sharing, line } = fakeSharing(true, 'cancelled');
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo', line });
  const drawer = await openDrawer(user, 2);

  await user.click(within(drawer).getByRole('button', { name: '傳給負責人' }));

  await waitFor(() => {
    expect(sharing.pick).toHaveBeenCalledTimes(1);
  });
  const [messages] = sharing.pick.mock.calls[0] ?? [];
  expect(JSON.stringify(messages)).not.toContain('希望配送日期');
  await waitFor(() => {
    expect(within(drawer).getByRole('button', { name: '傳給負責人' })).toBeEnabled();
  });
  expect(within(drawer).queryByRole('status')).toBeNull();
  expect(within(drawer).queryByRole('alert')).toBeNull();
});

test('outside LINE: the phone share sheet gets the link', async () => {
  seedServerCart(101, LINES);
  const share = vi.fn((_data: ShareData) => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const { sharing, line } = fakeSharing(false);
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo', line });
  const drawer = await openDrawer(user, 2);

  await user.click(within(drawer).getByRole('button', { name: '傳給負責人' }));

  expect(await within(drawer).findByRole('status')).toHaveTextContent('已開啟分享，請選擇要傳給誰');
  expect(sharing.pick).not.toHaveBeenCalled();
  expect(share).toHaveBeenCalledWith({
    title: '禾豐燒肉 的購物車',
    text: '測試採購傳來 禾豐燒肉 的購物車，請開啟連結查看並下單：',
    url: `${LIFF_URL}${sharedCartPath(TOKEN)}`,
  });
});

test('outside LINE without a share sheet: the link is copied and the drawer says 已複製連結', async () => {
  seedServerCart(101, LINES);
  // LINE could not start at all: the link is the app's own address.
  const { user } = await renderApp(CART_PAGE, { signedInAs: 'demo', line: null });
  const drawer = await openDrawer(user, 2);

  await user.click(within(drawer).getByRole('button', { name: '傳給負責人' }));

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    '已複製連結，請貼到聊天室傳給負責人',
  );
  // No LINE, no display name: the link carries no sender.
  const token = tokenOf('101', '', [
    { productId: '1', quantity: 2.5 },
    { productId: '7', quantity: 3 },
  ]);
  expect(await navigator.clipboard.readText()).toBe(
    `${window.location.origin}${sharedCartPath(token)}`,
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

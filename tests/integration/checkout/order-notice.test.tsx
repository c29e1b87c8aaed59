import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { LineClient } from '../../../src/line/line-client';
import { getDb } from '../../../src/mocks/db';
import { locationOf, renderApp } from '../../support/render-app';
import { confirmButton, fillDialog, openDialog } from './checkout-support';

afterEach(() => {
  vi.restoreAllMocks();
});

async function placeOrder(line: Partial<LineClient>) {
  const view = await renderApp('/pagetwo', { signedInAs: 'demo', line });
  const dialog = await openDialog(view.store);
  await fillDialog(view.user, dialog);
  await view.user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(view.router)).toBe('/createorder'));
  const orderno = getDb().orders.at(-1)?.orderno ?? '';
  return { ...view, orderno };
}

test('inside LINE one Flex bubble is sent with the vendor altText and the send is logged at level 2', async () => {
  const sendMessages = vi.fn<LineClient['sendMessages']>(() => Promise.resolve());
  const { orderno } = await placeOrder({ sendMessages });
  await waitFor(() => expect(sendMessages).toHaveBeenCalledTimes(1));
  const [messages] = sendMessages.mock.calls[0] ?? [];
  expect(messages).toHaveLength(1);
  expect(messages?.[0]).toMatchObject({
    type: 'flex',
    altText: '廠商 禾豐燒肉 已下單，請至訂單查詢頁面查看',
    contents: { type: 'bubble' },
  });
  const json = JSON.stringify(messages);
  expect(json).toContain(orderno);
  expect(json).toContain('"uri":"https://liff.line.me/');
  await waitFor(() =>
    expect(getDb().logs).toContainEqual({
      logLevel: 2,
      message: `sendMessages sent: order ${orderno}`,
    }),
  );
});

test.each([
  ['outside LINE', { isInClient: () => false }],
  ['opened outside a chat', { getContextType: () => 'none' as const }],
  [
    'without the chat permission',
    { permissionQuery: () => Promise.resolve('unavailable' as const) },
  ],
])('%s nothing is sent or logged', async (_name, overrides) => {
  const sendMessages = vi.fn<LineClient['sendMessages']>(() => Promise.resolve());
  await placeOrder({ ...overrides, sendMessages });
  // The order is shown; give the notice a moment it must not use.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sendMessages).not.toHaveBeenCalled();
  expect(getDb().logs).toEqual([]);
});

test('a failed send is logged at level 4 with the order and the error, alerted, and the order stays placed', async () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const failure = Object.assign(new Error('message rejected'), { code: '400' });
  const { orderno, router } = await placeOrder({
    sendMessages: vi.fn(() => Promise.reject(failure)),
  });
  await waitFor(() =>
    expect(getDb().logs).toContainEqual({
      logLevel: 4,
      message: `sendMessages failed: order ${orderno}: 400 message rejected`,
    }),
  );
  expect(alert).toHaveBeenCalledWith('LINE 通知傳送失敗（訂單已成立）：400 message rejected');
  expect(locationOf(router)).toBe('/createorder');
  expect(getDb().orders.filter((o) => o.orderno === orderno)).toHaveLength(1);
});

test('a 403 on LINE 12.0.0 for iOS asks the buyer to update LINE', async () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const failure = Object.assign(new Error('Forbidden'), { code: '403' });
  await placeOrder({
    getOS: () => 'ios',
    getLineVersion: () => '12.0.0',
    sendMessages: vi.fn(() => Promise.reject(failure)),
  });
  await waitFor(() => expect(alert).toHaveBeenCalledWith('請將 LINE 更新至 12.0.1 以上版本'));
});

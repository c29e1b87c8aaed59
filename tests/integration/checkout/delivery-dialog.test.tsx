import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { selectCartLines } from '../../../src/store/cart/cart-slice';
import { draftChanged } from '../../../src/store/order/order-slice';
import { locationOf, renderApp } from '../../support/render-app';
import {
  confirmButton,
  countOrderAdds,
  earliest,
  fillDialog,
  openDialog,
  SHOP,
} from './checkout-support';

const inlineMessage = (dialog: HTMLElement) => within(dialog).getByRole('status');

test('the dialog opens with only logistics and cash on delivery pre-filled, and says which date is the earliest', async () => {
  const { store } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  for (const address of ['台北市信義區松壽路12號B1', '台北市大安區忠孝東路四段216巷27弄5號']) {
    expect(within(dialog).getByRole('radio', { name: address })).not.toBeChecked();
  }
  const date = within(dialog).getByLabelText('希望配送日期');
  expect(date).toHaveValue('');
  expect(date).toHaveAttribute('min', earliest());
  expect(await within(dialog).findByRole('radio', { name: '公司配送' })).toBeChecked();
  for (const time of ['13:00前', '14:00-18:00', '不指定']) {
    expect(within(dialog).getByRole('radio', { name: time })).not.toBeChecked();
  }
  expect(within(dialog).getByRole('radio', { name: '否' })).toBeChecked();
  expect(within(dialog).queryByRole('textbox', { name: '備註' })).toBeNull();
  const beforeSix = dayjs().tz('Asia/Taipei').hour() <= 5;
  expect(
    within(dialog).getByText(
      beforeSix
        ? `現在是 06:00 前，最早可選明天 ${earliest()} 配送。`
        : `06:00 以後下單，最早可選後天 ${earliest()} 配送（06:00 前下單才能隔天配送）。`,
    ),
  ).toBeInTheDocument();
});

test('confirm shows the first failing check: address, date missing, date too early, time', async () => {
  const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds();
  const dialog = await openDialog(store);
  await user.click(confirmButton(dialog));
  expect(inlineMessage(dialog)).toHaveTextContent('請選擇收貨地址');

  await user.click(within(dialog).getByRole('radio', { name: '台北市信義區松壽路12號B1' }));
  await user.click(confirmButton(dialog));
  expect(inlineMessage(dialog)).toHaveTextContent('請選擇希望配送日期');

  // A draft kept overnight: its date is yesterday's earliest, now too early.
  const draft = store.getState().order.drafts['101'];
  if (draft === undefined) throw new Error('the draft should be kept');
  act(() => {
    store.dispatch(
      draftChanged({ customerid: '101', draft: { ...draft, expecteddate: '2020-01-01' } }),
    );
  });
  await user.click(confirmButton(dialog));
  expect(inlineMessage(dialog)).toHaveTextContent('5:00AM以後下單為隔日出貨');

  fireEvent.change(within(dialog).getByLabelText('希望配送日期'), {
    target: { value: earliest() },
  });
  await user.click(confirmButton(dialog));
  expect(inlineMessage(dialog)).toHaveTextContent('請選擇希望配送時間');
  expect(bodies).toHaveLength(0);
});

test('an earlier date, picked or typed, is reset to the earliest with the 5 AM alert', async () => {
  const { store } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  const date = within(dialog).getByLabelText('希望配送日期');
  const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
  fireEvent.change(date, { target: { value: yesterday } });
  expect(date).toHaveValue(earliest());
  expect(within(dialog).getByRole('alert')).toHaveTextContent('5:00AM以後下單為隔日出貨');
  // A far-future date is allowed: there is no latest date.
  fireEvent.change(date, { target: { value: '2099-12-31' } });
  expect(date).toHaveValue('2099-12-31');
});

test('the remark of 不指定 keeps HTML and emoji as text, stops at 512 and counts', async () => {
  const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  await user.click(within(dialog).getByRole('radio', { name: '不指定' }));
  const remark = within(dialog).getByRole('textbox', { name: '備註' });
  fireEvent.change(remark, { target: { value: '<b>後門</b>🥩' } });
  expect(remark).toHaveValue('<b>後門</b>🥩');
  expect(within(dialog).getByText('11/512')).toBeInTheDocument();
  fireEvent.change(remark, { target: { value: 'a'.repeat(513) } });
  expect(remark).toHaveValue('a'.repeat(512));
  expect(within(dialog).getByText('512/512')).toBeInTheDocument();
});

test('a failed logistics list offers one stand-in that cannot be confirmed, and 重試 loads it', async () => {
  let failing = true;
  server.use(
    http.get('*/api/sysDictData/DataList/Delivery_method', () =>
      failing ? new HttpResponse(null, { status: 500 }) : undefined,
    ),
  );
  const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds();
  const dialog = await openDialog(store);
  const fallback = await within(dialog).findByRole('radio', { name: 'Error fetching data' });
  expect(within(dialog).getByRole('group', { name: '物流方式' })).toHaveTextContent(
    '物流方式載入失敗，請重試',
  );
  await fillDialog(user, dialog);
  await user.click(fallback);
  await user.click(confirmButton(dialog));
  expect(inlineMessage(dialog)).toHaveTextContent('物流方式載入失敗，請重試');
  expect(bodies).toHaveLength(0);

  failing = false;
  await user.click(within(dialog).getByRole('button', { name: '重試' }));
  await user.click(await within(dialog).findByRole('radio', { name: '黑貓宅急便' }));
  expect(within(dialog).queryByRole('radio', { name: 'Error fetching data' })).toBeNull();
});

test('offline, the logistics list and 確認 say the connection is down; nothing is sent and the cart stays', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  // The phone goes offline once signed in: every call fails before reaching the server.
  const refused: string[] = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      refused.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.error();
    }),
  );
  const dialog = await openDialog(store);
  const logistics = within(dialog).getByRole('group', { name: '物流方式' });
  expect(await within(logistics).findByRole('alert')).toHaveTextContent(
    /^網路連線異常，請稍後再試重試$/,
  );
  await fillDialog(user, dialog);
  await user.click(within(dialog).getByRole('radio', { name: 'Error fetching data' }));
  await user.click(confirmButton(dialog));

  // No whole order without a logistics choice: nothing to keep for later.
  expect(inlineMessage(dialog)).toHaveTextContent(/^目前沒有網路連線$/);
  expect(within(dialog).queryByText('物流方式載入失敗，請重試')).toBeNull();
  expect(refused).toContain('GET /api/sysDictData/DataList/Delivery_method');
  expect(refused.filter((call) => call.includes('/api/order/'))).toEqual([]);
  expect(locationOf(router)).toBe('/pagetwo');
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
  expect(store.getState().order.pendingSends).toEqual({});
});

test('the phone says it is offline: 確認 says 目前沒有網路連線 and asks the server nothing', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  await within(dialog).findByRole('radio', { name: '公司配送' });
  await fillDialog(user, dialog);
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await user.click(confirmButton(dialog));
    // The reason, and the offer to keep the order until the connection returns.
    await waitFor(() =>
      expect(inlineMessage(dialog)).toHaveTextContent(/^目前沒有網路連線網路恢復後自動送出$/),
    );
    expect(within(dialog).getByRole('button', { name: '網路恢復後自動送出' })).toBeEnabled();
  } finally {
    online.mockRestore();
    server.events.removeAllListeners('request:start');
  }
  expect(asked).toEqual([]);
  expect(confirmButton(dialog)).toBeEnabled();
  expect(locationOf(router)).toBe('/pagetwo');
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
  expect(store.getState().order.pendingSends).toEqual({});
});

test('offline after the logistics loaded, 確認 says the connection is down before anything is sent', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  await within(dialog).findByRole('radio', { name: '公司配送' });
  await fillDialog(user, dialog);
  // The send first notes the shop's last order: that call fails, so order/add never leaves.
  const refused: string[] = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      refused.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.error();
    }),
  );
  await user.click(confirmButton(dialog));

  await waitFor(() =>
    expect(inlineMessage(dialog)).toHaveTextContent(/^目前沒有網路連線網路恢復後自動送出$/),
  );
  expect(refused.filter((call) => call.includes('/api/order/'))).toEqual([
    'GET /api/order/lastorder',
  ]);
  expect(confirmButton(dialog)).toBeEnabled();
  expect(locationOf(router)).toBe('/pagetwo');
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
  expect(store.getState().order.pendingSends).toEqual({});
});

test('a shop without a saved address is told so and pointed to 出貨資料', async () => {
  // The demo shop has no address on the server: the session's copy comes from the sign-in's customer list.
  for (const shop of getDb().customers) if (shop.id === 101) shop.addresses = [];
  const { store } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  expect(
    within(dialog).getByText(/這家店還沒有收貨地址，請先到出貨資料新增。/),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: '出貨資料' })).toHaveAttribute(
    'href',
    '/address',
  );
});

test('取消 closes the dialog and keeps the cart', async () => {
  const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(store.getState().order.showDeliveryOption).toBe(false);
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
});

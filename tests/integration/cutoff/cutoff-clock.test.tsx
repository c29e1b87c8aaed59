import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import {
  confirmButton,
  countOrderAdds,
  fillDialog,
  openDialog,
  SHOP,
} from '../checkout/checkout-support';
import { drawerOpened, lineAdded } from '../../../src/store/cart/cart-slice';
import { porkBelly } from '../../support/cart-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

/** The line as a screen reader reads it: its text, not a live region. */
async function cutoffLine(within_: HTMLElement = document.body) {
  const paragraph = await within(within_).findByText(
    (_text, element) => element?.tagName === 'P' && element.textContent.includes('前下單，'),
    {},
    { timeout: 5000 },
  );
  expect(paragraph).not.toHaveAttribute('aria-live');
  expect(paragraph).not.toHaveAttribute('role');
  return paragraph;
}

test('home: the line above 上次購買, counting down to 06:00 in Taipei, before the cutoff', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T03:46:00+08:00'));
  await renderApp('/', { signedInAs: 'demo' });
  const line = await cutoffLine();
  expect(line).toHaveTextContent('06:00 前下單，最快 11/25（三）到貨 · 還有 2 小時 14 分');
  const lastPurchase = await screen.findByRole('region', { name: '上次購買' });
  // Above 上次購買 in the page.
  expect(
    line.compareDocumentPosition(lastPurchase) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

test('home: after the cutoff the earliest date is the day after tomorrow', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T06:20:00+08:00'));
  await renderApp('/', { signedInAs: 'demo' });
  expect(await cutoffLine()).toHaveTextContent(
    '06:00 前下單，最快 11/26（四）到貨 · 還有 23 小時 40 分',
  );
});

test('home: the last hour shows minutes only, across the year end', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-31T05:46:00+08:00'));
  await renderApp('/', { signedInAs: 'demo' });
  expect(await cutoffLine()).toHaveTextContent('06:00 前下單，最快 1/1（五）到貨 · 還有 14 分');
});

test('the cart drawer: the same line above 送出訂單, and it moves on its own when the cutoff passes', async () => {
  // Only the date is fake: the app's minute timer runs for real, a moment before the boundary.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T05:59:59.800+08:00'));
  const { store } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  act(() => {
    store.dispatch(lineAdded({ ...porkBelly, customerid: SHOP }));
    store.dispatch(drawerOpened());
  });
  const drawer = await screen.findByRole('dialog', { name: /購物車/ });
  const line = await cutoffLine(drawer);
  // 0.2 s before the cutoff: less than a minute, never "1 分".
  expect(line).toHaveTextContent('06:00 前下單，最快 11/25（三）到貨 · 還有不到 1 分');
  const submit = within(drawer).getByRole('button', { name: '送出訂單' });
  expect(line.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  vi.setSystemTime(new Date('2026-11-24T06:00:00.100+08:00'));
  await waitFor(() =>
    expect(line).toHaveTextContent('06:00 前下單，最快 11/26（四）到貨 · 還有 23 小時 59 分'),
  );
});

test('the delivery dialog follows the same clock: its earliest date moves when the cutoff passes while it is open', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T05:59:59.800+08:00'));
  const { store } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  const date = within(dialog).getByLabelText('希望配送日期');
  expect(date).toHaveAttribute('min', '2026-11-25');
  vi.setSystemTime(new Date('2026-11-24T06:00:00.100+08:00'));
  await waitFor(() => expect(date).toHaveAttribute('min', '2026-11-26'));
});

test('a date chosen before the cutoff passed is checked again on 確認 with the dialog’s message', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T05:59:59.800+08:00'));
  const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const dialog = await openDialog(store);
  const orderAdds = countOrderAdds();
  // The earliest date before 06:00 (2026-11-25) is chosen, with everything else.
  await fillDialog(user, dialog);
  expect(within(dialog).getByLabelText('希望配送日期')).toHaveValue('2026-11-25');

  vi.setSystemTime(new Date('2026-11-24T06:00:00.100+08:00'));
  await user.click(confirmButton(dialog));
  expect(within(dialog).getByRole('status')).toHaveTextContent('5:00AM以後下單為隔日出貨');
  expect(orderAdds).toHaveLength(0);
});

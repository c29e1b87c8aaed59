/**
 * Every send ends in something the buyer sees on every screen of the shop (docs/reliability.md, "A send whose outcome
 * is unknown, on every screen of its shop"): the bar under the header, not only a dialog the buyer may never open
 * again. The whole app on /pagetwo, a fresh store, the demo backend behind MSW.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sameId } from '../../../src/domain/id';
import { submitOrder } from '../../../src/features/checkout/order-send';
import { keepOrder } from '../../../src/features/checkout/kept-order';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { lineAdded } from '../../../src/store/cart/cart-slice';
import { porkBelly } from '../../support/cart-fixtures';
import { cutNextOrderAdd } from '../../support/cut-order-add';
import { deliveryChoices, orderDraftFor } from '../../support/order-fixtures';
import { renderApp } from '../../support/render-app';

const theBar = () => screen.getByRole('status', { name: '等待送出的訂單' });
const ordersOf = (customerid: string) =>
  getDb().orders.filter((order) => sameId(order.customerid, customerid)).length;

/** The shop's last order answers, or fails before any answer while `down` says so. */
function lastOrderLine() {
  const state = { down: false };
  server.use(
    http.get('*/api/order/lastorder', () => (state.down ? HttpResponse.error() : undefined)),
  );
  return state;
}

test('a send from the delivery dialog whose answer was lost and whose order is not found: the bar says it may not have gone out, with 重新送出 and 查看我的訂單', async () => {
  const view = await renderApp('/pagetwo', { signedInAs: 'demo', orderCheckDelays: [0, 10] });
  act(() => {
    view.store.dispatch(lineAdded(porkBelly));
  });
  cutNextOrderAdd({ committed: false, answer: 'network' });
  await act(async () => {
    await view.store.dispatch(submitOrder({ customerid: '101', draft: orderDraftFor('101') }));
  });
  await waitFor(() =>
    expect(theBar()).toHaveTextContent(
      '訂單可能沒有送出：系統查不到這筆訂單。請先到「我的訂單」確認，沒有再重新送出。',
    ),
  );
  expect(within(theBar()).getByRole('link', { name: '查看我的訂單' })).toHaveAttribute(
    'href',
    '/order',
  );
  await view.user.click(within(theBar()).getByRole('button', { name: '重新送出' }));
  expect(await screen.findByRole('dialog', { name: '選擇收貨地址' })).toBeInTheDocument();
  // The dialog looks for the order once as it opens: that look ends before the next test's sends.
  await waitFor(() => expect(view.store.getState().orderSend.running).toEqual({}));
});

test('a kept order whose send was cut short and whose last order cannot be asked: the bar says it may not have gone out; 重新送出 asks the second yes and sends it once', async () => {
  const view = await renderApp('/pagetwo', { signedInAs: 'demo', orderCheckDelays: [0, 10] });
  const before = ordersOf('101');
  const line = lastOrderLine();
  const draft = orderDraftFor('101');
  act(() => {
    view.store.dispatch(lineAdded(porkBelly));
    view.store.dispatch(keepOrder(draft, { ...deliveryChoices, expecteddate: draft.expecteddate }));
  });
  // The order/add leaves, is cut, and from then on the last order cannot be asked.
  server.use(
    http.post(
      '*/api/order/add',
      () => {
        line.down = true;
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() =>
    expect(theBar()).toHaveTextContent(
      '等待中的訂單可能沒有送出：系統還查不到它。確定沒有送出時，系統會自動再送一次；您也可以先到「我的訂單」確認。',
    ),
  );
  expect(view.store.getState().order.kept['101']?.status).toBe('sending');
  expect(within(theBar()).getByRole('link', { name: '查看我的訂單' })).toHaveAttribute(
    'href',
    '/order',
  );

  line.down = false;
  await view.user.click(within(theBar()).getByRole('button', { name: '重新送出' }));
  const confirm = await screen.findByRole('dialog', { name: '重新送出訂單？' });
  await view.user.click(within(confirm).getByRole('button', { name: '確定重新送出' }));
  await waitFor(() => expect(theBar()).toHaveTextContent(/訂單已送出（訂單編號 SO\d{8}-\d{4}）/));
  expect(ordersOf('101')).toBe(before + 1);
  // A keep, a cut send, a watch, a resend and its look: several seconds on a loaded 2-core machine.
}, 30_000);

test('storage that refuses the kept order’s pending send: the bar says it is not sent by itself, and 立即送出 sends it', async () => {
  const view = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const before = ordersOf('101');
  const draft = orderDraftFor('101');
  act(() => {
    view.store.dispatch(lineAdded(porkBelly));
    view.store.dispatch(keepOrder(draft, { ...deliveryChoices, expecteddate: draft.expecteddate }));
  });
  // From now on the phone keeps nothing: what is read back is not what was written.
  const storage = view.storages.local as { setItem: (key: string, value: string) => Promise<void> };
  storage.setItem = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
  console.error = (
    (original) =>
    (...args: unknown[]) => {
      if (args[0] !== 'Error storing data') original(...args);
    }
  )(console.error);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() =>
    expect(theBar()).toHaveTextContent(
      '這支手機目前無法儲存資料（空間已滿或無痕模式），等待中的訂單不會自動送出，以免重新整理後重複下單。請按「立即送出」，並在看到結果前不要關閉這個畫面。',
    ),
  );
  expect(ordersOf('101')).toBe(before);
  await view.user.click(within(theBar()).getByRole('button', { name: '立即送出' }));
  await waitFor(() => expect(theBar()).toHaveTextContent(/訂單已送出（訂單編號 SO\d{8}-\d{4}）/));
  expect(ordersOf('101')).toBe(before + 1);
});

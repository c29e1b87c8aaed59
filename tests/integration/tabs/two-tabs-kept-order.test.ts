/**
 * An order kept for the signal is sent once (docs/reliability.md, "An order kept for the signal"): by one of two
 * tabs, never again after a reload during its send, never when its date has passed the cutoff, never by another
 * shop or another account. The app's own start-up on shared storage, against the demo backend.
 */
import { waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { OrderDraft } from '../../../src/api/types';
import { earliestDeliveryDate } from '../../../src/domain/delivery-date';
import { keepOrder } from '../../../src/features/checkout/kept-order';
import { startKeptOrderSends } from '../../../src/features/checkout/kept-order-sends';
import { lineAdded } from '../../../src/store/cart/cart-slice';
import { customerSelected, signedOut } from '../../../src/store/session/auth-slice';
import {
  draftChanged,
  orderSendBegan,
  orderSendStarted,
  orderSendUnknown,
  selectKeptOrder,
  selectKeptRun,
} from '../../../src/store/order/order-slice';
import { getDb } from '../../../src/mocks/db';
import { selectKeptSent } from '../../../src/store/order/order-slice';
import { captureRequests } from '../../support/capture-requests';
import { porkBelly } from '../../support/cart-fixtures';
import { deliveryChoices, orderDraftFor } from '../../support/order-fixtures';
import { holdAnswer } from '../../support/hold-answer';
import { openTab, sharedLocalStorage } from '../../support/tabs';

type Tab = Awaited<ReturnType<typeof openTab>>;

/** The shop's cart holds the line, and the order is kept for it (the dialog's 網路恢復後自動送出). */
function keep(tab: Tab, customerid: string, expecteddate?: string) {
  tab.store.dispatch(lineAdded({ ...porkBelly, customerid }));
  tab.store.dispatch(keepOrder(orderDraftFor(customerid, expecteddate), deliveryChoices));
}

/** The tab's sends of kept orders, as the session wiring starts them; stopped when the test ends. */
function wire(tab: Tab) {
  const stop = startKeptOrderSends(tab.store, tab.startListening);
  onTestFinished(stop);
}

const online = () => window.dispatchEvent(new Event('online'));

test('two tabs, both told the connection is back: one order/add, and neither tab keeps the order', async () => {
  const storage = sharedLocalStorage();
  const tabA = await openTab(storage.tab(), 'demo');
  const tabB = await openTab(storage.tab());
  keep(tabA, '101');
  await waitFor(() => expect(selectKeptOrder(tabB.store.getState())?.customerid).toBe('101'));
  const capture = captureRequests();

  wire(tabA);
  wire(tabB);
  online();
  await waitFor(() =>
    expect(
      selectKeptSent(tabA.store.getState(), '101') ?? selectKeptSent(tabB.store.getState(), '101'),
    ).not.toBeNull(),
  );
  online();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await capture.to('/api/order/add')).toHaveLength(1);
  await waitFor(() => expect(tabB.store.getState().order.kept).toEqual({}));
  expect(tabA.store.getState().order.kept).toEqual({});
});

test('a reload while its order/add is on its way finds the pending send and the kept order marked as sending: it is sent once', async () => {
  const storage = sharedLocalStorage();
  const tabA = await openTab(storage.tab(), 'demo');
  keep(tabA, '101');
  const capture = captureRequests();
  const release = holdAnswer('post', '/api/order/add');
  wire(tabA);
  await waitFor(async () => expect(await capture.to('/api/order/add')).toHaveLength(1));

  // The page reloads now: the new start reads storage as it is while order/add is on its way.
  const reloaded = await openTab(storage.tab());
  expect(reloaded.store.getState().order.kept['101']?.status).toBe('sending');
  expect(reloaded.store.getState().order.pendingSends['101']).toMatchObject({
    status: 'lost',
    keptId: reloaded.store.getState().order.kept['101']?.id,
  });
  wire(reloaded);
  online();
  release();
  await waitFor(() => expect(selectKeptSent(tabA.store.getState(), '101')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await capture.to('/api/order/add')).toHaveLength(1);
});

test('a delivery date past the cutoff is never sent by itself: marked, and nothing is asked of the server', async () => {
  const storage = sharedLocalStorage();
  const tab = await openTab(storage.tab(), 'demo');
  // Kept on an earlier night: its date is before today's earliest.
  const past = dayjs(earliestDeliveryDate(new Date(), 'Asia/Taipei'))
    .subtract(3, 'day')
    .format('YYYY-MM-DD');
  keep(tab, '101', past);
  const capture = captureRequests();
  wire(tab);
  online();
  await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired'));
  online();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await capture.calls()).filter((c) => c.call.includes('/api/order/'))).toEqual([]);
});

test("another shop's kept order is not sent while this shop is active; it is sent once its own shop is", async () => {
  const storage = sharedLocalStorage();
  const tab = await openTab(storage.tab(), 'chain');
  expect(tab.store.getState().auth.customer?.id).toBe(301);
  keep(tab, '302');
  const capture = captureRequests();
  wire(tab);
  online();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await capture.to('/api/order/add')).toHaveLength(0);
  expect(selectKeptOrder(tab.store.getState())).toBeNull();

  tab.store.dispatch(customerSelected(302));
  await waitFor(() => expect(selectKeptSent(tab.store.getState(), '302')).not.toBeNull());
  const adds = await capture.to('/api/order/add');
  expect(adds.map((a) => (a.body as OrderDraft).customerid)).toEqual(['302']);
});

test('another account signed in on the phone never sees or sends it; the same account signing back in finds it, marked as kept over the sign-out', async () => {
  const storage = sharedLocalStorage();
  const tab = await openTab(storage.tab(), 'demo');
  keep(tab, '101');
  tab.store.dispatch(signedOut());
  expect(tab.store.getState().order.kept['101']).toMatchObject({
    owner: 'demo',
    keptOverSignOut: true,
  });

  const other = await openTab(storage.tab(), 'chain');
  const capture = captureRequests();
  wire(other);
  online();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(selectKeptOrder(other.store.getState())).toBeNull();
  expect(await capture.to('/api/order/add')).toHaveLength(0);
  expect(other.store.getState().order.kept['101']?.owner).toBe('demo');

  const again = await openTab(storage.tab(), 'demo');
  expect(selectKeptOrder(again.store.getState())).toMatchObject({
    customerid: '101',
    keptOverSignOut: true,
    status: 'waiting',
  });
});

test('kept after a confirmed resend, with an earlier send still unknown: that send is looked for first, then the kept order is sent once', async () => {
  const storage = sharedLocalStorage();
  const tab = await openTab(storage.tab(), 'demo');
  const last = getDb()
    .orders.filter((o) => String(o.customerid) === '101')
    .at(-1);
  tab.store.dispatch(
    orderSendStarted({
      customerid: '101',
      lastOrderno: last?.orderno ?? null,
      expecteddate: earliestDeliveryDate(new Date(), 'Asia/Taipei'),
      lines: [{ productid: '1', quantity: 2.5 }],
    }),
  );
  tab.store.dispatch(orderSendUnknown({ customerid: '101', status: 'notFound' }));
  keep(tab, '101');
  const capture = captureRequests();
  wire(tab);
  await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
  expect(
    (await capture.calls()).filter((c) => c.call.includes('/api/order/')).map((c) => c.call),
  ).toEqual(['GET /api/order/lastorder?customerid=101', 'POST /api/order/add']);
  expect(tab.store.getState().order.pendingSends).toEqual({});
});

test("a tab's run of its kept order is its own: neither stored nor taken by, or from, another tab", async () => {
  const storage = sharedLocalStorage();
  const tabA = await openTab(storage.tab(), 'demo');
  const tabB = await openTab(storage.tab());
  keep(tabA, '101');
  await waitFor(() => expect(selectKeptOrder(tabB.store.getState())?.customerid).toBe('101'));
  tabA.store.dispatch(orderSendBegan({ customerid: '101', phase: 'sending', kept: true }));
  expect(selectKeptRun(tabA.store.getState(), '101')).toBe(true);
  expect(storage.data.get('sorting-app:Order')).not.toContain('keptRuns');
  // Tab B changes the order slice: tab A takes B's copy and keeps its own run, and B's bar has no run to show.
  tabB.store.dispatch(draftChanged({ customerid: '102', draft: deliveryChoices }));
  await waitFor(() => expect(tabA.store.getState().order.drafts['102']).toEqual(deliveryChoices));
  expect(selectKeptRun(tabA.store.getState(), '101')).toBe(true);
  expect(selectKeptRun(tabB.store.getState(), '101')).toBe(false);
  expect(tabB.store.getState().order.keptRuns).toEqual({});
});

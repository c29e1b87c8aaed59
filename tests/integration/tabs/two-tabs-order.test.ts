/**
 * One order send per shop across two tabs (docs/architecture.md, "Two tabs"): both tabs are the app's own start-up
 * on one local storage, signed in to the demo shop 101 against the demo backend.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { signedOut } from '../../../src/store/session/auth-slice';
import { draftChanged, orderSendStarted } from '../../../src/store/order/order-slice';
import { selectSendNotice } from '../../../src/store/order/order-send-slice';
import { captureRequests } from '../../support/capture-requests';
import { orderDraftFor } from '../../support/order-fixtures';
import { openTab, sharedLocalStorage } from '../../support/tabs';
import { submitOrder } from '../../../src/features/checkout/order-send';

const draft = () => orderDraftFor('101');

/** Tab A signs in; tab B opens on the session it stored (a sign-in there would be another session). */
async function twoTabs() {
  const storage = sharedLocalStorage();
  const tabA = await openTab(storage.tab(), 'demo');
  const tabB = await openTab(storage.tab());
  return { storage, tabA, tabB };
}

test('both tabs tap 確認 for the same shop at once: one order/add; the other tab is told another window is sending', async () => {
  const { tabA, tabB } = await twoTabs();
  const capture = captureRequests();
  const [a, b] = await Promise.all([
    tabA.store.dispatch(submitOrder({ customerid: '101', draft: draft() })),
    tabB.store.dispatch(submitOrder({ customerid: '101', draft: draft() })),
  ]);
  const kinds = [a, b].map((r) =>
    submitOrder.fulfilled.match(r) ? (r.payload?.kind ?? 'none') : 'rejected',
  );
  expect([...kinds].sort()).toEqual(['busyElsewhere', 'created']);
  expect(await capture.to('/api/order/add')).toHaveLength(1);
  const refused = kinds[0] === 'busyElsewhere' ? tabA : tabB;
  expect(selectSendNotice(refused.store.getState(), '101')).toEqual({ kind: 'busyElsewhere' });
});

test("a tab's pending send is not written over by the other tab's older copy: the other tab checks it instead of sending", async () => {
  const { storage, tabA, tabB } = await twoTabs();
  // Tab A's answer is lost and its order never lands: its send stays pending, not found.
  server.use(http.post('*/api/order/add', () => HttpResponse.error(), { once: true }));
  const capture = captureRequests();
  await tabA.store.dispatch(submitOrder({ customerid: '101', draft: draft() }));
  expect(tabA.store.getState().order.pendingSends['101']?.status).toBe('notFound');

  // Tab B, started before, changes its delivery choices: its write must keep A's pending send.
  tabB.store.dispatch(
    draftChanged({
      customerid: '101',
      draft: {
        addressId: '1011',
        expecteddate: '',
        deliverytype: '1',
        deliverytime: '',
        deliverytimeremark: '後門',
        ispayment: '2',
      },
    }),
  );
  await waitFor(() =>
    expect(tabB.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
  );
  const reloaded = await openTab(storage.tab());
  expect(reloaded.store.getState().order.pendingSends['101']?.status).toBe('notFound');
  expect(reloaded.store.getState().order.drafts['101']?.deliverytimeremark).toBe('後門');

  // Tab B's 確認 checks A's send rather than sending the same cart again.
  const result = await tabB.store.dispatch(submitOrder({ customerid: '101', draft: draft() }));
  expect(submitOrder.fulfilled.match(result) && result.payload?.kind).toBe('notFound');
  expect(await capture.to('/api/order/add')).toHaveLength(1);
});

test("a sign-out in another tab, before that tab has heard of this tab's pending send, does not write it away", async () => {
  const { storage, tabA, tabB } = await twoTabs();
  tabA.store.dispatch(
    orderSendStarted({
      customerid: '101',
      lastOrderno: 'SO-PREV',
      expecteddate: '2026-11-27',
      lines: [{ productid: '1', quantity: 2.5 }],
    }),
  );
  // At once, before the storage event reaches tab B: its session ends (a 401, a logout).
  tabB.store.dispatch(signedOut());
  await waitFor(() => expect(tabB.store.getState().order.pendingSends['101']).toBeDefined());
  const reloaded = await openTab(storage.tab());
  expect(reloaded.store.getState().order.pendingSends['101']).toEqual({
    customerid: '101',
    lastOrderno: 'SO-PREV',
    expecteddate: '2026-11-27',
    lines: [{ productid: '1', quantity: 2.5 }],
    status: 'lost',
  });
});

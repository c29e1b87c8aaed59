/**
 * An order kept for the signal in the two-tab harness (tabs.ts): shop 101's cart of 豬五花肉片 and 松阪豬 kept as one
 * order, the app's tries wired as the session wiring starts them, and a reload while its order/add is on its way.
 * Shared by the kept order's tests and the reviewer's probes of it.
 */
import { waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import type { OrderDraft } from '../../src/api/types';
import { sameId } from '../../src/domain/id';
import { lineBody } from '../../src/features/cart/cart-line';
import { keepOrder } from '../../src/features/checkout/kept-order';
import { startKeptOrderSends } from '../../src/features/checkout/kept-order-sends';
import { getDb } from '../../src/mocks/db';
import { lineAdded } from '../../src/store/cart/cart-slice';
import { signedOut } from '../../src/store/session/auth-slice';
import { captureRequests } from './capture-requests';
import { cutNextOrderAdd } from './cut-order-add';
import { porkBelly, tontoro } from './cart-fixtures';
import { deliveryChoices, orderDraftFor } from './order-fixtures';
import { openTab, sharedLocalStorage } from './tabs';

export type Tab = Awaited<ReturnType<typeof openTab>>;
export type Phone = ReturnType<typeof sharedLocalStorage>;

/** The demo backend's orders of a shop. */
export const ordersOf = (customerid: string) =>
  getDb().orders.filter((order) => sameId(order.customerid, customerid));

/** The order/add body of shop 101's 豬五花肉片 and 松阪豬 on the earliest delivery day. */
export const keptDraft = (): OrderDraft => ({
  ...orderDraftFor('101'),
  orderdetails: [lineBody(porkBelly), lineBody(tontoro)],
});

/** 豬五花肉片 and 松阪豬 in shop 101's cart, and the order kept for them with the dialog's choices, its date included. */
export function keepTwoLines(tab: Tab): void {
  tab.store.dispatch(lineAdded(porkBelly));
  tab.store.dispatch(lineAdded(tontoro));
  const draft = keptDraft();
  tab.store.dispatch(keepOrder(draft, { ...deliveryChoices, expecteddate: draft.expecteddate }));
}

/** The tab's tries of its kept order, as the session wiring starts them; stopped when the test ends. */
export function wire(tab: Tab): void {
  onTestFinished(startKeptOrderSends(tab.store, tab.startListening));
}

export const online = () => window.dispatchEvent(new Event('online'));

/** Lets whatever the app would do meanwhile happen (a send that should not). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** How many order/add calls the backend was sent. */
export const addCount = async (capture: ReturnType<typeof captureRequests>): Promise<number> =>
  (await capture.to('/api/order/add')).length;

/**
 * The page goes away while its order/add is on its way: storage as it was at that moment (copied for the new page),
 * and the old page's call and lock die with it (its session ends, which cancels the call and frees the lock).
 */
export async function reloadMidSend(storage: Phone, old: Tab): Promise<Phone> {
  const snapshot = Object.fromEntries(storage.data);
  old.store.dispatch(signedOut());
  await waitFor(() => expect(old.store.getState().orderSend.running).toEqual({}));
  return sharedLocalStorage(snapshot);
}

/**
 * The send that a reload cuts short: shop 101's kept order tried on a demo tab, its order/add never committed and
 * never answered, and the page gone while it is on its way. What comes back: the phone as the new page finds it, the
 * shop's orders before, and the requests seen so far (one order/add).
 */
export async function cutShortByReload(): Promise<{
  phone: Phone;
  before: number;
  capture: ReturnType<typeof captureRequests>;
}> {
  const storage = sharedLocalStorage();
  const tab = await openTab(storage.tab(), 'demo');
  keepTwoLines(tab);
  const before = ordersOf('101').length;
  const capture = captureRequests();
  cutNextOrderAdd({ committed: false, answer: 'never' });
  wire(tab);
  await waitFor(async () => expect(await addCount(capture)).toBe(1));
  return { phone: await reloadMidSend(storage, tab), before, capture };
}

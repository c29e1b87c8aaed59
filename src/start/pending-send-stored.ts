/**
 * Whether the phone kept the shop's pending send: read back from storage after the write, since redux-persist
 * swallows a refused write (storage full, private mode) and a reload would then find no trace of the send.
 */
import { STORAGE_PREFIX } from '../config/paths';
import { readOrder } from './migrations';
import { decodeStored, type SharedKeys } from './persist';
import type { OrderState } from '../store/order/order-slice';

const ORDER_KEY = `${STORAGE_PREFIX}Order`;

/** The shop's pending send as it reads back from storage (ids as text), for comparing. */
const pendingText = (order: unknown, customerid: string): string =>
  JSON.stringify(readOrder(order).pendingSends[customerid] ?? null);

export function pendingSendStored(
  shared: SharedKeys | undefined,
  state: { order: OrderState },
  customerid: string,
): boolean {
  // Without a view of storage (a test's store of its own) there is nothing to tell.
  if (shared === undefined) return true;
  const raw = shared.read(ORDER_KEY);
  const stored = raw === null ? null : decodeStored(raw);
  return (
    stored !== null && pendingText(stored, customerid) === pendingText(state.order, customerid)
  );
}

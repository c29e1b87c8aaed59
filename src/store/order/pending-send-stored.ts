/**
 * Whether the phone kept the shop's pending send: read back from storage after the write, since redux-persist
 * swallows a refused write (storage full, private mode) and a reload would then find no trace of the send.
 */
import { ORDER_PERSIST_KEY, storageKey } from '../../config/storage-keys';
import { decodeStored, type SharedKeys } from '../stored/phone-storage';
import { readOrder } from './order-stored';
import type { OrderState } from './order-slice';

const ORDER_KEY = storageKey(ORDER_PERSIST_KEY);

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

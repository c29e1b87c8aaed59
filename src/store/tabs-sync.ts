/**
 * The cart and the order slice across the app's tabs. redux-persist writes a whole key from each tab's own state,
 * later and on its own timer, so the tab that wrote last used to win: a line added in another tab was gone after a
 * reload, and a pending send of another tab could be written over (and then sent a second time). This middleware
 * keeps each shared key and the state together:
 *
 * - before an action of the part (`cart/…` and a product list answer, which reprices lines; `order/…` and
 *   `orderSend/…`) it reads the key and, when another tab has written it since this tab last read or wrote it,
 *   takes that copy into the state first (through the slice's reader in migrations.ts), so the action applies to
 *   the newest copy;
 * - after any action that changed the part it writes at once (persistor.flush: synchronous with web storage), so no
 *   write of an older state is left pending to overwrite another tab's newer one;
 * - another tab's write (the `storage` event) dispatches the part's `checked` action, which takes it the same way.
 *
 * Equal copies are not taken again, and a write of an equal value raises no storage event, so two tabs never loop.
 */
import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_PREFIX } from '../config/paths';
import { linesTaken, otherTabsChecked, type CartState } from './cart-slice';
import { readCart, readOrder } from './migrations';
import { orderTaken, orderTabsChecked, type OrderState } from './order-slice';
import { CART_STORAGE_KEY, decodeStored, type SharedKeys } from './persist';
import { isProductListAnswer } from './product-list-answer';

type SharedState = { cart: CartState; order: OrderState };

/** One persisted part that the tabs share. */
interface SharedPart {
  key: string;
  /** The actions before which another tab's copy is taken. */
  concerns: (action: UnknownAction) => boolean;
  /** The part of the state the key keeps (compared by reference to see a change). */
  select: (state: SharedState) => unknown;
  /** A stored copy and this tab's part, each as it would read back from storage, to compare (ids come back as text). */
  storedText: (fields: Record<string, unknown>) => string;
  ownText: (state: SharedState) => string;
  /** Takes a stored copy into the state. */
  taken: (fields: Record<string, unknown>) => UnknownAction;
  /** Dispatched when another tab wrote the key: it is one of `concerns`, so the copy comes in now. */
  checked: () => UnknownAction;
}

const cartPart: SharedPart = {
  key: CART_STORAGE_KEY,
  concerns: (action) => action.type.startsWith('cart/') || isProductListAnswer(action),
  select: (state) => state.cart.linesByCustomer,
  storedText: (fields) => JSON.stringify(readCart(fields).linesByCustomer),
  ownText: (state) => JSON.stringify(readCart(state.cart).linesByCustomer),
  taken: (fields) => linesTaken(readCart(fields).linesByCustomer),
  checked: otherTabsChecked,
};

const orderText = ({ drafts, pendingSends, newOrder }: OrderState): string =>
  JSON.stringify({ drafts, pendingSends, newOrder });

const orderPart: SharedPart = {
  key: `${STORAGE_PREFIX}Order`,
  concerns: (action) => action.type.startsWith('order/') || action.type.startsWith('orderSend/'),
  select: (state) => state.order,
  storedText: (fields) => orderText(readOrder(fields)),
  ownText: (state) => orderText(readOrder(state.order)),
  taken: (fields) => {
    const { drafts, pendingSends, newOrder } = readOrder(fields);
    return orderTaken({ drafts, pendingSends, newOrder });
  },
  checked: orderTabsChecked,
};

export const SHARED_PARTS: readonly SharedPart[] = [cartPart, orderPart];

export function tabsSyncMiddleware(
  shared: SharedKeys | undefined,
  flush: () => void,
): Middleware<object, SharedState> {
  // Each key's value as this tab last read or wrote it: anything else there was written by another tab.
  const lastSeen = new Map<string, string | null>();
  return (api) => (next) => (action) => {
    if (shared === undefined || !isAction(action) || action.type.startsWith('persist/'))
      return next(action);
    const before = SHARED_PARTS.map((part) => part.select(api.getState()));
    for (const part of SHARED_PARTS) {
      if (!part.concerns(action)) continue;
      const raw = shared.read(part.key);
      if (raw === null || raw === lastSeen.get(part.key)) continue;
      lastSeen.set(part.key, raw);
      const fields = decodeStored(raw);
      if (fields === null) continue;
      if (part.storedText(fields) !== part.ownText(api.getState())) next(part.taken(fields));
    }
    const result = next(action);
    const changed = SHARED_PARTS.filter((part, i) => part.select(api.getState()) !== before[i]);
    if (changed.length > 0) {
      flush();
      for (const part of changed) lastSeen.set(part.key, shared.read(part.key));
    }
    return result;
  };
}

/** Tells the store when another tab wrote a shared key (null: every key). */
export function listenToOtherTabs(
  shared: SharedKeys | undefined,
  dispatch: (action: UnknownAction) => unknown,
): void {
  shared?.onOtherTabWrite((key) => {
    for (const part of SHARED_PARTS) {
      if (key === null || key === part.key) dispatch(part.checked());
    }
  });
}

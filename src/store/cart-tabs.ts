/**
 * One cart across the app's tabs. redux-persist writes the whole cart key from each tab's own state, later and on
 * its own timer, so the tab that wrote last used to win and a line added in another tab was gone after a reload.
 * This middleware keeps the key and the state together:
 *
 * - before a cart action (every `cart/…`, and a product list answer, which reprices lines) it reads the key and,
 *   when another tab has written it since this tab last read or wrote it, takes that cart into the state first
 *   (through migrations' readCart), so the action applies to the newest cart;
 * - after any action that changed the lines it writes the key at once (persistor.flush: synchronous with web
 *   storage), so no write of an older state is left pending to overwrite another tab's newer one;
 * - another tab's write (the `storage` event) dispatches otherTabsChecked, which takes its cart the same way.
 *
 * Equal carts are not taken again, and a write of an equal value raises no storage event, so two tabs never loop.
 */
import { isAction, type Middleware } from '@reduxjs/toolkit';
import { linesTaken, type CartState } from './cart-slice';
import { readCart } from './migrations';
import { CART_STORAGE_KEY, type SharedKeys } from './persist';
import { isProductListAnswer } from './product-list-answer';

type Lines = CartState['linesByCustomer'];

/** The lines of a stored cart value (redux-persist's format: each top-level key JSON inside JSON); null if unreadable. */
function storedLines(raw: string): Lines | null {
  try {
    const stored = JSON.parse(raw) as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const decoded = Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [
        key,
        typeof value === 'string' ? (JSON.parse(value) as unknown) : value,
      ]),
    );
    return readCart(decoded).linesByCustomer;
  } catch {
    return null;
  }
}

/**
 * Whether the stored lines are the state's, compared as both read back (a stored customer id is text): this tab's
 * own deferred writes (redux-persist's, after rehydration) change the key without changing the cart.
 */
const sameLines = (stored: Lines, state: Lines): boolean =>
  JSON.stringify(stored) === JSON.stringify(readCart({ linesByCustomer: state }).linesByCustomer);

export function cartTabsMiddleware(
  shared: SharedKeys | undefined,
  flush: () => void,
): Middleware<object, { cart: CartState }> {
  // The key's value as this tab last read or wrote it: anything else there was written by another tab.
  let lastSeen: string | null = null;
  return (api) => (next) => (action) => {
    if (shared === undefined || !isAction(action) || action.type.startsWith('persist/'))
      return next(action);
    const before = api.getState().cart.linesByCustomer;
    if (action.type.startsWith('cart/') || isProductListAnswer(action)) {
      const raw = shared.read(CART_STORAGE_KEY);
      if (raw !== null && raw !== lastSeen) {
        lastSeen = raw;
        const lines = storedLines(raw);
        if (lines !== null && !sameLines(lines, before)) next(linesTaken(lines));
      }
    }
    const result = next(action);
    if (api.getState().cart.linesByCustomer !== before) {
      flush();
      lastSeen = shared.read(CART_STORAGE_KEY);
    }
    return result;
  };
}

/**
 * The cart's add of one product, from the line to the server, top to bottom: the line goes into the shop's cart at
 * once (the buyer never waits for the server), then it is sent: a local id is added, a server id updated, once,
 * under a lock shared with the phone's other tabs (a line another tab has just added is not added again). A line the
 * buyer changed while its call was on its way is sent again with the newer quantity, and `synced` is set only when
 * the server holds what the buyer sees. A failed send rejects nothing: the line stays, unsynced, and is sent again on
 * the next change, on sign-in and when the app regains focus.
 */
import { cartApi, type CartAddResult } from './cart-endpoints';
import type { Id } from '../../api/types';
import { readFailure } from '../../domain/failure';
import { sameId } from '../../domain/id';
import type { RootState } from '../../store/root-state';
import { withTabLock } from '../../phone/tab-lock';
import {
  lineAdded,
  lineChanged,
  otherTabsChecked,
  selectCartLines,
  type CartEntry,
} from '../../store/cart/cart-slice';
import {
  selectCustomer,
  selectCustomerId,
  selectCustomers,
  selectIsLoggedIn,
} from '../../store/session/auth-slice';
import type { AppThunk, ThunkApi } from '../../store/thunk';
import type { ProductToAdd } from './cart-adds-model';
import { cartLineFromProduct, isLocalId, lineBody } from './cart-line';
import { idText } from './cart-merge';

export type AddToCartOutcome = 'added' | 'alreadyInCart' | 'unsynced';

/**
 * The shop a cart change is for: the one named (各店訂購 changes every shop's cart from one screen) or else the
 * active one; null without either. Only a shop of the signed-in account counts: a cart is never another account's.
 */
export function shopOf(getState: () => RootState, named?: string): string | null {
  if (named === undefined) return selectCustomerId(getState());
  return selectCustomers(getState()).some((c) => sameId(c.id, named)) ? named : null;
}

/** The shop's id as the server gave it (a number stays a number in the bodies). */
function shopServerId(getState: () => RootState, customerid: string): Id {
  const customer =
    selectCustomers(getState()).find((c) => sameId(c.id, customerid)) ?? selectCustomer(getState());
  return customer !== null && sameId(customer.id, customerid) ? customer.id : customerid;
}

/**
 * Adds `quantity` of `product` to a shop's cart: the active shop's, or `customerid`'s when named (the product must
 * then be that shop's own, at its own price). Throws a RangeError for a quantity ≤ 0 (the dialog says
 * `數量必須大於 0` before calling) and an Error without such a shop. A product already in that cart sends
 * nothing. 'unsynced': the line is in the cart but the server has not taken it yet (it is sent again later).
 */
export const addToCart =
  ({ product, quantity }: ProductToAdd, named?: string): AppThunk<Promise<AddToCartOutcome>> =>
  async (dispatch, getState, extra) => {
    if (!Number.isFinite(quantity) || quantity <= 0) {
      throw new RangeError(`addToCart: the quantity must be greater than 0, got ${quantity}`);
    }
    const customerid = shopOf(getState, named);
    if (customerid === null) throw new Error('No active customer: the cart belongs to a shop');
    if (findLine(getState, customerid, product.id) !== undefined) return 'alreadyInCart';
    dispatch(lineAdded(cartLineFromProduct(product, quantity, shopServerId(getState, customerid))));
    const sent = await sendLine({ dispatch, getState, extra }, customerid, product.id);
    if (sent) void dispatch(retryUnsynced(named));
    return sent ? 'added' : 'unsynced';
  };

export const findLine = (
  getState: () => RootState,
  customerid: string,
  productid: Id,
): CartEntry | undefined =>
  selectCartLines(getState(), customerid).find((l) => sameId(l.productid, productid));

/** The server's id of an added line: the answer's `id`, or a bare id; null when it gives none. */
function serverIdOf(result: CartAddResult): string | null {
  const id = idText(typeof result === 'object' && result !== null ? result.id : result);
  return id === '' ? null : id;
}

/** A business refusal (e.g. 商品不存在) will not pass on a retry by itself: the buyer is shown why. */
function refusalOf(error: unknown): string {
  const { kind, message } = readFailure(error);
  return kind === 'business' ? message : '';
}

function markFailed({ dispatch, getState }: ThunkApi, line: CartEntry, error: unknown): void {
  const now = findLine(getState, String(line.customerid), line.productid);
  if (now !== undefined) {
    const changes = { sendFailed: true, sendError: refusalOf(error) };
    dispatch(lineChanged({ customerid: String(line.customerid), id: now.id, changes }));
  }
}

async function sendAdd(cart: ThunkApi, line: CartEntry): Promise<boolean> {
  const { dispatch, getState } = cart;
  const { id: _local, ...body } = lineBody(line);
  try {
    const result = await dispatch(
      cartApi.endpoints.addCartLine.initiate(body, { track: false }),
    ).unwrap();
    const now = findLine(getState, String(line.customerid), line.productid);
    if (now === undefined) return true;
    // Without an id in the answer the line keeps its local one; the next change adds it again (the server merges).
    const id = serverIdOf(result) ?? now.id;
    const same = now.productquantity === line.productquantity;
    dispatch(
      lineChanged({
        customerid: String(line.customerid),
        id: now.id,
        changes: { id, synced: same, sendFailed: false, sendError: '' },
      }),
    );
    if (same) return true;
    // Still local (no id came back): the next retry adds it again, as this add is still marked in flight.
    if (isLocalId(id)) return false;
    return await sendLine(cart, String(line.customerid), line.productid);
  } catch (error) {
    markFailed(cart, line, error);
    return false;
  }
}

async function sendUpdate(cart: ThunkApi, line: CartEntry): Promise<boolean> {
  const { dispatch, getState } = cart;
  try {
    await dispatch(
      cartApi.endpoints.updateCartLine.initiate(lineBody(line), { track: false }),
    ).unwrap();
    const now = findLine(getState, String(line.customerid), line.productid);
    // A newer change has its own call in flight; that one marks the line synced.
    if (now?.id === line.id && now.productquantity === line.productquantity) {
      dispatch(
        lineChanged({
          customerid: String(line.customerid),
          id: line.id,
          changes: { synced: true, sendFailed: false, sendError: '' },
        }),
      );
    }
    return true;
  } catch (error) {
    markFailed(cart, line, error);
    return false;
  }
}

/**
 * Adds a line no other tab is adding. Another tab holds the same unsynced line once the cart has crossed tabs
 * (store/stored/tabs-sync.ts), and either may resend it: the add is made under a tab lock per shop and product, with the
 * line as it is once the lock is held (taken from storage first), so a line another tab has just added is not
 * added again (an update is harmless twice, an add is not).
 */
async function addOnce(cart: ThunkApi, line: CartEntry): Promise<boolean> {
  const customerid = String(line.customerid);
  return withTabLock(`cart-add:${customerid}:${String(line.productid)}`, () => {
    cart.dispatch(otherTabsChecked());
    const now = findLine(cart.getState, customerid, line.productid);
    if (now === undefined || now.synced) return true;
    return isLocalId(now.id) ? sendAdd(cart, now) : sendUpdate(cart, now);
  });
}

/** Sends the line of `productid` as it is now; true when the server has it (or there is nothing to send). */
export async function sendLine(
  cart: ThunkApi,
  customerid: string,
  productid: Id,
): Promise<boolean> {
  const line = findLine(cart.getState, customerid, productid);
  if (line === undefined || line.synced) return true;
  if (!isLocalId(line.id)) return sendUpdate(cart, line);
  const { addsInFlight } = cart.extra;
  const pending = addsInFlight.get(line.id);
  // The add in flight sends this change itself when it comes back.
  if (pending !== undefined) return pending;
  const add = addOnce(cart, line).finally(() => addsInFlight.delete(line.id));
  addsInFlight.set(line.id, add);
  return add;
}

/** Resolves once an add of this line in flight has settled (its id may then be the server's). */
export async function addSettled({ extra }: ThunkApi, line: CartEntry): Promise<void> {
  await extra.addsInFlight.get(line.id);
}

/**
 * Sends every unsynced line of the active shop (or of the shop named) again; nothing when signed out (a call would
 * end the session).
 */
export const retryUnsynced =
  (named?: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState, extra) => {
    const customerid = shopOf(getState, named);
    if (customerid === null || !selectIsLoggedIn(getState())) return true;
    const unsynced = selectCartLines(getState(), customerid).filter((l) => !l.synced);
    const results = await Promise.all(
      unsynced.map((l) => sendLine({ dispatch, getState, extra }, customerid, l.productid)),
    );
    return results.every(Boolean);
  };

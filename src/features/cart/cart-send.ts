/**
 * Sending one line's current state to the server: a local id is added, a server id updated. A line that the buyer
 * changed while its call was in flight is sent again with the newer quantity, and `synced` is set only when the server
 * holds what the buyer sees. Failures reject nothing: they leave the line unsynced.
 */
import { cartApi } from '../../api/endpoints/cart';
import type { CartAddResult } from '../../api/endpoints/cart';
import type { Id } from '../../api/types';
import { readFailure } from '../../domain/failure';
import { sameId } from '../../domain/id';
import { isLocalId, lineBody } from './cart-line';
import { idText } from './cart-merge';
import { lineChanged, otherTabsChecked, selectCartLines, type CartEntry } from '../../store/cart/cart-slice';
import type { RootState } from '../../start/make-store';
import type { ThunkApi } from '../../store/thunk';

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
 * (store/tabs-sync.ts), and either may resend it: the add is made under a tab lock per shop and product, with the
 * line as it is once the lock is held (taken from storage first), so a line another tab has just added is not
 * added again (an update is harmless twice, an add is not).
 */
async function addOnce(cart: ThunkApi, line: CartEntry): Promise<boolean> {
  const customerid = String(line.customerid);
  // The lock's code is fetched with the first add (the add dialog asks for it as it opens), not with home.
  const { withTabLock } = await import('../../start/tab-lock');
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

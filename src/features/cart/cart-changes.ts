/**
 * The cart's changes: each is made locally first, so the buyer never waits for or loses a change, then sent to the
 * server. A failed send leaves the line unsynced; it is sent again on the next cart change, on sign-in (cart-sync.ts) and
 * when the app regains focus (retryUnsynced). Used by the drawer and by the adds (cart-adds.ts).
 */
import { cartApi } from './cart-endpoints';
import type { RootState } from '../../store/root-state';
import type { AppThunk } from '../../store/thunk';
import { isLocalId, withQuantity } from './cart-line';
import { addSettled, findLine, retryUnsynced, sendLine, shopOf } from './cart-add';
import { lineChanged, lineRemoved, selectCartLines } from '../../store/cart/cart-slice';

/**
 * The shop's id as the slice keys it (the active shop, or the one named by 各店訂購), or an error: every cart change
 * belongs to a shop of the account.
 */
function activeShop(getState: () => RootState, named?: string): string {
  const customerid = shopOf(getState, named);
  if (customerid === null) throw new Error('No active customer: the cart belongs to a shop');
  return customerid;
}

/** Sets a line's quantity (already snapped by the stepper); false when the server has not taken it yet. */
export const changeCartQuantity =
  ({
    id,
    quantity,
    customerid: named,
  }: {
    id: string;
    quantity: number;
    /** The shop whose cart it is; the active shop's when left out. */
    customerid?: string;
  }): AppThunk<Promise<boolean>> =>
  async (dispatch, getState, extra) => {
    const customerid = activeShop(getState, named);
    const line = selectCartLines(getState(), customerid).find((l) => l.id === id);
    if (line === undefined) return false;
    if (line.productquantity !== quantity || line.deleteFailed === true) {
      const { productquantity, productquantity_text, qty } = withQuantity(line, quantity);
      const changes = {
        productquantity,
        productquantity_text,
        qty,
        synced: false,
        deleteFailed: false,
      };
      dispatch(lineChanged({ customerid, id, changes }));
    }
    const sent = await sendLine({ dispatch, getState, extra }, customerid, line.productid);
    if (sent) void dispatch(retryUnsynced(named));
    return sent;
  };

/**
 * Removes a line once the server confirms. A line the server never took is removed locally without a call.
 * False when the delete failed: the line stays, marked, and the drawer says so.
 */
export const removeCartLine =
  ({ id }: { id: string }): AppThunk<Promise<boolean>> =>
  async (dispatch, getState, extra) => {
    const customerid = activeShop(getState);
    const found = selectCartLines(getState(), customerid).find((l) => l.id === id);
    if (found === undefined) return true;
    // An add in flight may yet give the line a server id, which then must be deleted there too.
    await addSettled({ dispatch, getState, extra }, found);
    const line = findLine(getState, customerid, found.productid);
    if (line === undefined) return true;
    if (isLocalId(line.id)) {
      dispatch(lineRemoved({ customerid, id: line.id }));
      return true;
    }
    try {
      await dispatch(
        cartApi.endpoints.deleteCartLine.initiate({ id: line.id }, { track: false }),
      ).unwrap();
      dispatch(lineRemoved({ customerid, id: line.id }));
      return true;
    } catch {
      dispatch(lineChanged({ customerid, id: line.id, changes: { deleteFailed: true } }));
      return false;
    }
  };

/**
 * When the cart talks to the server without a tap: on sign-in and on a shop switch the shop's server cart is merged
 * with its local lines and what the server lacks is sent again; after an order, what it left in the cart. The app
 * wires it to the session's events once it is on screen (app/session-wiring.ts); the focus retry is the drawer
 * button's.
 */
import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { cartApi } from './cart-endpoints';
import { customerApi } from '../../api/endpoints/customer';
import type { AppDispatch, RootState } from '../../store/root-state';
import { selectCartLines, serverCartMerged } from '../../store/cart/cart-slice';
import { orderCreated } from '../../store/order/order-slice';
import {
  customerSelected,
  selectCustomer,
  selectCustomerId,
  selectCustomers,
  selectIsLoggedIn,
  signedIn,
} from '../../store/session/auth-slice';
import type { AppThunk } from '../../store/thunk';
import { sameId } from '../../domain/id';
import { retryUnsynced, shopOf } from './cart-add';
import { mergeCartLines } from './cart-merge';

/**
 * The shop's server cart merged with its local lines as they are when the answer comes (cart-merge.ts). False when
 * the list failed: the local cart stays as it is.
 */
const mergeServerCart =
  (customerid: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const linesNow = () => selectCartLines(getState(), customerid);
    const syncedBefore = new Set(linesNow().flatMap((l) => (l.synced ? [l.id] : [])));
    const listFor =
      selectCustomers(getState()).find((c) => sameId(c.id, customerid))?.id ??
      selectCustomer(getState())?.id ??
      customerid;
    let server;
    try {
      server = await dispatch(
        cartApi.endpoints.getCartList.initiate(
          { customerid: listFor },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
    } catch {
      return false;
    }
    // A line synced while the list was on its way is not in it: keep it as a local change (sent again).
    const local = linesNow().map((l) =>
      l.synced && !syncedBefore.has(l.id) ? { ...l, synced: false } : l,
    );
    dispatch(serverCartMerged({ customerid, lines: mergeCartLines(server, local, customerid) }));
    return true;
  };

/**
 * Sign-in and shop switch: the shop's server cart merged with the local one, then the unsynced lines sent again. A
 * failed list keeps the local cart as it is (and still resends). False when anything failed. 各店訂購 names each of
 * the account's shops in turn (`named`), so every column shows that shop's server cart.
 */
export const syncCart =
  (named?: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const customerid = shopOf(getState, named);
    if (customerid === null || !selectIsLoggedIn(getState())) return true;
    const merged = await dispatch(mergeServerCart(customerid));
    const resent = await dispatch(retryUnsynced(named));
    return merged && resent;
  };

/**
 * Starts the cart's own talks with the server. `signedInBefore`: a sign-in happened before this was wired (the start-up
 * sign-in answers before the first screen): its merge is made now. Returns the stop.
 */
export function startCartSync(
  startListening: ListenerMiddlewareInstance['startListening'],
  dispatch: AppDispatch,
  signedInBefore: boolean,
): () => void {
  const stopSync = startListening.withTypes<RootState, AppDispatch>()({
    matcher: isAnyOf(signedIn, customerApi.endpoints.customerList.matchFulfilled, customerSelected),
    effect: async (action, api) => {
      const before = selectCustomerId(api.getOriginalState());
      const now = selectCustomerId(api.getState());
      if (now === null) return;
      // The customer list refreshes the same shop after signedIn, which already asked: one list call is enough.
      if (customerApi.endpoints.customerList.matchFulfilled(action) && before === now) return;
      await api.dispatch(syncCart());
    },
  });
  // What an order left in the cart (added or changed after it was sent) is new to the backend, which emptied its copy
  // of the cart when it took the order: it is sent again at once.
  const stopResend = startListening.withTypes<RootState, AppDispatch>()({
    actionCreator: orderCreated,
    effect: async (action, api) => {
      // The ordering shop's, which 各店訂購 may send while another shop is the active one.
      const shop = action.payload.customerid;
      await api.dispatch(
        retryUnsynced(shop === selectCustomerId(api.getState()) ? undefined : shop),
      );
    },
  });
  if (signedInBefore) void dispatch(syncCart());
  return () => {
    stopSync();
    stopResend();
  };
}

/**
 * When the cart talks to the server without a tap: on sign-in and on a shop switch the shop's server cart is merged in.
 * Registered by store.ts on its listener middleware; the focus retry is the drawer button's.
 */
import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { fulfilledOf } from '../../store/api-matchers';
import { customerSelected, selectCustomerId, signedIn } from '../../store/session/auth-slice';
import { submitOrder } from '../checkout/submit-order';
import type { AppDispatch, RootState } from '../../start/make-store';

const customerListArrived = fulfilledOf('customerList');

export function startCartSync(startListening: ListenerMiddlewareInstance['startListening']): void {
  startListening.withTypes<RootState, AppDispatch>()({
    matcher: isAnyOf(signedIn, customerListArrived, customerSelected),
    effect: async (action, api) => {
      const before = selectCustomerId(api.getOriginalState());
      const now = selectCustomerId(api.getState());
      if (now === null) return;
      // The customer list refreshes the same shop after signedIn, which already asked: one list call is enough.
      if (customerListArrived(action) && before === now) return;
      // The cart thunks bring the API layer: fetched with the first sync, not with the first screen.
      const { syncCart } = await import('./cart-changes');
      await api.dispatch(syncCart());
    },
  });
  // What an order left in the cart (added or changed after it was sent) is new to the backend, which emptied its copy
  // of the cart when it took the order: it is sent again at once.
  startListening.withTypes<RootState, AppDispatch>()({
    actionCreator: submitOrder.fulfilled,
    effect: async ({ payload }, api) => {
      if (payload?.kind !== 'created') return;
      const { retryUnsynced } = await import('./cart-changes');
      await api.dispatch(retryUnsynced());
    },
  });
}

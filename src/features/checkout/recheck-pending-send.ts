/**
 * A shop whose last send has an unknown outcome (its answer was lost, the page closed mid-send) is checked again
 * whenever it becomes the active shop: as the app comes on screen, on a sign-in and on a shop switch (the app wires
 * it to the session's events: app/session-wiring.ts).
 * If its order landed meanwhile the buyer is shown it on /createorder, as the send itself would have; otherwise the
 * send stays pending and the shop's delivery dialog says so. Another shop's pending send is never asked about.
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { paths } from '../../config/paths';
import {
  customerSelected,
  selectCustomerId,
  selectIsBound,
  signedIn,
} from '../../store/session/auth-slice';
import { selectPendingSend } from '../../store/order/order-slice';
import type { AppStore } from '../../store/root-state';
import type { NavigationHandle } from '../../store/navigation-handle';
import { submitOrder } from './order-send';

/** Checks the active shop's pending send now, and whenever a shop becomes active. Returns the stop. */
export function startPendingSendChecks(
  store: AppStore,
  startListening: ListenerMiddlewareInstance['startListening'],
  navigation: NavigationHandle,
): () => void {
  const checkActiveShop = (): void => {
    const state = store.getState();
    const customerid = selectCustomerId(state);
    if (!selectIsBound(state) || selectPendingSend(state, customerid) === null) return;
    if (customerid === null) return;
    void store.dispatch(submitOrder({ customerid })).then((result) => {
      // A kept order's order is told by the bar on every screen, not by a move to /createorder.
      const created = submitOrder.fulfilled.match(result) ? result.payload : null;
      if (created?.kind === 'created' && created.kept !== true) {
        navigation.navigate(paths.createOrder);
      }
    });
  };
  const stops = [
    startListening({ actionCreator: signedIn, effect: checkActiveShop }),
    startListening({ actionCreator: customerSelected, effect: checkActiveShop }),
  ];
  checkActiveShop();
  return () => {
    for (const stop of stops) stop();
  };
}

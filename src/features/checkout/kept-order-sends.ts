/**
 * Sends the active shop's order kept for the signal once the connection is back, while the app is open: when the
 * browser says it is online again (`online`), every 30 s (a phone in a basement may never fire `online`), as the app
 * comes on screen, on a sign-in and on a shop switch. Nothing is sent while the cart differs from the kept order
 * (the bar asks the buyer first), for another account's order, or while the phone says it is offline; each try is
 * `submitOrder` with the kept id, so one shop sends once across tabs, and never after 取消. A kept order whose send
 * left and was cut short (a reload, a dropped connection) is tried too: its send is found, or sent again once it can
 * no longer land (order-send.ts).
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { selectCartLines } from '../../store/cart/cart-slice';
import { customerSelected, signedIn } from '../../store/session/auth-slice';
import { selectKeptOrder } from '../../store/order/order-slice';
import type { AppStore } from '../../store/root-state';
import { phoneSaysOffline } from './connection';
import { submitOrder } from './order-send';
import { cartDiffers } from './kept-order';

/** How often the app tries again while an order waits. */
export const KEPT_ORDER_RETRY_MS = 30_000;

/** Tries the kept order now and whenever the connection may be back. Returns the stop. */
export function startKeptOrderSends(
  store: AppStore,
  startListening: ListenerMiddlewareInstance['startListening'],
): () => void {
  const trySend = (): void => {
    const state = store.getState();
    const kept = selectKeptOrder(state);
    if (kept === null || phoneSaysOffline()) return;
    // Sending: its earlier send is settled first (found, or sent again once it can no longer land).
    if (
      kept.status === 'sending' ||
      (kept.status === 'waiting' && !cartDiffers(kept, selectCartLines(state, kept.customerid)))
    )
      void store.dispatch(submitOrder({ customerid: kept.customerid, keptId: kept.id }));
  };
  const timer = setInterval(trySend, KEPT_ORDER_RETRY_MS);
  window.addEventListener('online', trySend);
  const stops = [
    startListening({ actionCreator: signedIn, effect: trySend }),
    startListening({ actionCreator: customerSelected, effect: trySend }),
  ];
  trySend();
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', trySend);
    for (const stop of stops) stop();
  };
}

/**
 * The slice of the store the cart thunks and listeners need. Declared here rather than taken from store.ts, which
 * registers the cart listeners and would otherwise import itself through them.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '../session/auth-slice';
import type { CartState } from './cart-slice';

export interface CartRootState {
  auth: AuthState;
  cart: CartState;
}

/**
 * What the cart's thunks keep between calls that is not data: the adds in flight (promises), by local id, so a
 * change or delete made meanwhile waits for the server's id. makeStore creates one per store and hands it to every
 * thunk (the thunk middleware's extraArgument): two stores, as in two tests, never share it.
 */
export interface CartExtra {
  addsInFlight: Map<string, Promise<boolean>>;
}

export const makeCartExtra = (): CartExtra => ({ addsInFlight: new Map() });

export type CartDispatch = ThunkDispatch<CartRootState, CartExtra, UnknownAction>;
export type CartGetState = () => CartRootState;

/** What a cart step works with: the store's dispatch and state, and the store's own CartExtra. */
export interface CartThunkApi {
  dispatch: CartDispatch;
  getState: CartGetState;
  extra: CartExtra;
}

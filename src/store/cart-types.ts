/**
 * The slice of the store the cart thunks and listeners need. Declared here rather than taken from store.ts, which
 * registers the cart listeners and would otherwise import itself through them.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from './auth-slice';
import type { CartState } from './cart-slice';

export interface CartRootState {
  auth: AuthState;
  cart: CartState;
}

export type CartDispatch = ThunkDispatch<CartRootState, unknown, UnknownAction>;
export type CartGetState = () => CartRootState;

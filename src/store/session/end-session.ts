/**
 * Ending the session locally: the token keys and cookie are cleared and the auth slice is reset; each shop keeps its
 * cart, while the delivery choices and the orders just sent go (order-slice.ts; docs/backend-contract.md, "Session
 * end"). The only place a session ends: logout, unbinding LINE,
 * the start-up sign-in, the demo's LINE user switch and the server's 401 (makeStore's listener) all dispatch this,
 * so none of them copies the order of these two steps. Navigation stays with the caller: the store knows no router.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { WithTokens } from '../../phone/token-store';
import { signedOut } from './auth-slice';

export const endSession =
  () =>
  (dispatch: Dispatch, _getState: unknown, { tokens }: WithTokens): void => {
    tokens.clear();
    dispatch(signedOut());
  };

/**
 * Ending the session locally: the token keys and cookie are cleared and the auth slice is reset; cart and order
 * draft are kept (docs/backend-contract.md, "Session end"). The only place a session ends: logout, unbinding LINE,
 * the start-up sign-in, the demo's LINE user switch and the http layer's 401 all dispatch this, so none of them
 * copies the order of these two steps. Navigation stays with the caller: the store knows no router.
 */
import { clearTokens } from '../api/token-store';
import { signedOut } from './auth-slice';
import type { AppDispatch } from './store';

export const endSession = () => (dispatch: AppDispatch) => {
  clearTokens();
  dispatch(signedOut());
};

/**
 * Ending the session locally (DECISIONS 12): the token keys and cookie are cleared and the auth slice is reset;
 * cart and order draft are kept. Shared by every screen that must sign the buyer out (logout, unbinding LINE), so
 * no feature copies the order of these two steps. Navigation stays with the caller: the store knows no router.
 */
import { clearTokens } from '../api/token-store';
import { signedOut } from './auth-slice';
import type { AppDispatch } from './store';

export const endSession = () => (dispatch: AppDispatch) => {
  clearTokens();
  dispatch(signedOut());
};

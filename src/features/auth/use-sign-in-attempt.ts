import { useCallback } from 'react';
import type { Customer } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSigningIn, signIn, type SignInRequest } from '../../store/session/sign-in';

export type SignInOutcome =
  | { kind: 'signed-in'; customer: Customer }
  /** The answer carried no access token: 登入失敗，請檢查帳號！ */
  | { kind: 'no-token' }
  | { kind: 'failed'; error: unknown }
  /** Another sign-in is still running (a double tap): nothing was sent. */
  | { kind: 'busy' };

/**
 * A screen's sign-in: the store's `signIn` thunk (one at a time, its `condition`), read back as what the screen
 * shows next. `sending` is the store's: every sign-in screen sees the one in flight.
 */
export function useSignInAttempt() {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectSigningIn);

  const attempt = useCallback(
    async (request: SignInRequest): Promise<SignInOutcome> => {
      const action = await dispatch(signIn(request));
      if (signIn.fulfilled.match(action)) {
        return action.payload === null
          ? { kind: 'no-token' }
          : { kind: 'signed-in', customer: action.payload };
      }
      if (action.meta.condition) return { kind: 'busy' };
      return { kind: 'failed', error: action.payload ?? action.error };
    },
    [dispatch],
  );

  return { sending, attempt };
}

import { useCallback, useRef, useState } from 'react';
import type { Customer } from '../../api/types';

export type SignInOutcome =
  | { kind: 'signed-in'; customer: Customer }
  /** The answer carried no access token: 登入失敗，請檢查帳號！ */
  | { kind: 'no-token' }
  | { kind: 'failed'; error: unknown }
  /** Another attempt is still running (a double tap): nothing was sent. */
  | { kind: 'busy' };

/**
 * Runs one sign-in call at a time. The ref, not the state, guards against a double tap: two taps in the same frame
 * both see `sending === false`, but only the first sees the ref free.
 */
export function useSignInAttempt() {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);

  const attempt = useCallback(
    async (call: () => Promise<Customer | null>): Promise<SignInOutcome> => {
      if (busy.current) return { kind: 'busy' };
      busy.current = true;
      setSending(true);
      try {
        const customer = await call();
        return customer === null ? { kind: 'no-token' } : { kind: 'signed-in', customer };
      } catch (error) {
        return { kind: 'failed', error };
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [],
  );

  return { sending, attempt };
}

/**
 * Sign-in by messaging id (loginLine) with LINE's ID token when LIFF has one, so a backend can verify it with LINE
 * instead of trusting a bare user id.
 */
import type { LineClient } from '../../line/line-client';
import type { Customer } from '../../api/types';
import { completeSignIn, type SignInStore } from './complete-sign-in';
import { loginByLineId } from './sign-in-calls';

/** The ID token, or null: without the openid scope (or outside LINE) LIFF has none, and may throw instead. */
export function idTokenOf(line: LineClient | null): string | null {
  try {
    return line?.getIDToken() ?? null;
  } catch {
    return null;
  }
}

/**
 * Logs in as the shop bound to this LINE user. Resolves the signed-in customer, or null when the answer had no
 * token; rejects with the call's ApiError.
 */
export async function signInByLineId(
  store: SignInStore,
  lineId: string,
  line: LineClient | null,
): Promise<Customer | null> {
  const result = await loginByLineId(store.dispatch, { LineId: lineId, IdToken: idTokenOf(line) });
  return completeSignIn(store, result);
}

/**
 * The one path every successful login takes (/login2, /login3, start-up, the /login LINE button), so tokens,
 * customer, customer list and order defaults are set the same way whichever door the buyer came through.
 */
import { saveTokens } from '../../api/token-store';
import type { Customer, LoginResult } from '../../api/types';
import { signedIn } from '../../store/auth-slice';
import type { AppStore } from '../../store/store';
import { fetchCustomers } from './sign-in-calls';

export type SignInStore = Pick<AppStore, 'dispatch' | 'getState'>;

/** A login succeeds only when its answer carries an access token (and a customer to act for). */
export function signedInCustomer(result: LoginResult | null | undefined): Customer | null {
  if (typeof result?.accessToken !== 'string' || result.accessToken === '') return null;
  return result.customer ?? null;
}

/**
 * Stores the session of a login answer and loads the account's customers. Null when the answer is not a success
 * (no access token or no customer): nothing is stored then and the caller shows 登入失敗，請檢查帳號！.
 * The list is asked for by the customer's messaging id, else by the buyer's own (a shop not bound yet); a failed
 * list keeps [customer], which signedIn already set. The order defaults come from the customer (signedIn).
 */
export async function completeSignIn(
  store: SignInStore,
  result: LoginResult | null | undefined,
): Promise<Customer | null> {
  const customer = signedInCustomer(result);
  if (customer === null || !result?.accessToken) return null;
  saveTokens(result.accessToken, result.refreshAccessToken ?? '');
  store.dispatch(signedIn({ customer }));

  const lineid = (customer.lineid ?? '').trim() || store.getState().auth.lineId;
  if (lineid !== '') {
    try {
      // The auth slice takes the list as it answers (its customerList matcher).
      await fetchCustomers(store.dispatch, lineid);
    } catch {
      // Signed in either way; the picker simply offers the one shop the login returned.
    }
  }
  return store.getState().auth.customer ?? customer;
}

/** Where a signed-in buyer goes next: home when the shop is bound to LINE, else /login3 to bind it. */
export const isCustomerBound = (customer: Customer): boolean =>
  (customer.lineid ?? '').trim() !== '';

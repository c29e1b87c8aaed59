/**
 * The session as kept on the phone (`sorting-app:authSetting`, localStorage): signed in or not, the account, the
 * shop acted for and its order defaults. The tokens are kept apart (the token store).
 */
import type { Customer } from '../../api/types';
import { AUTH_PERSIST_KEY } from '../../config/storage-keys';
import { isRecord } from '../../domain/is-record';
import { hasId, listOf, text } from '../stored/read-loose';
import { storedSlice } from '../stored/stored-slice';
import { authReducer, initialAuthState, type AuthState } from './auth-slice';

export function readAuth(raw: unknown): AuthState {
  if (!isRecord(raw)) return initialAuthState;
  const customer = hasId(raw.customer) ? (raw.customer as Customer) : null;
  const defaults = isRecord(raw.orderDefaults) ? raw.orderDefaults : {};
  return {
    // Signed in only with a customer to act for; the tokens are checked by the server on the next call.
    loggedIn: raw.loggedIn === true && customer !== null,
    lineId: text(raw.lineId),
    customer,
    customers: listOf<Customer>(raw.customers, hasId),
    account: text(raw.account),
    orderDefaults: {
      deliverytype: text(defaults.deliverytype),
      ispayment: text(defaults.ispayment),
    },
    customerChosen: raw.customerChosen === true,
    sessionId: text(raw.sessionId),
  };
}

export const authStored = storedSlice<AuthState>({
  name: 'auth',
  key: AUTH_PERSIST_KEY,
  reducer: authReducer,
  read: readAuth,
  storage: 'local',
});

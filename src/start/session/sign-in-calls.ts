/**
 * The login calls as plain promises. `track: false` keeps the answer (it carries the tokens) out of the store, and
 * a failure rejects with the ApiError of the http layer. The endpoints (and with them RTK Query and axios) are
 * imported on the first call: /login2 shows its form without them.
 */
const auth = () => import('../../api/endpoints/auth').then((m) => m.authApi.endpoints);
const customer = () => import('../../api/endpoints/customer').then((m) => m.customerApi.endpoints);
import type { AccountLoginArgs, LineLoginArgs } from '../../api/endpoints/auth';
import type { Customer, LoginResult } from '../../api/types';
import type { AppDispatch } from '../make-store';

export const loginByAccount = async (
  dispatch: AppDispatch,
  args: AccountLoginArgs,
): Promise<LoginResult | null> =>
  dispatch((await auth()).login.initiate(args, { track: false })).unwrap();

export const loginByLineId = async (
  dispatch: AppDispatch,
  args: LineLoginArgs,
): Promise<LoginResult | null> => {
  // The shop list is asked for the moment the login answers: its code comes along now, not a round trip later.
  void customer();
  return dispatch((await auth()).loginLine.initiate(args, { track: false })).unwrap();
};

export const bindLineAccount = async (
  dispatch: AppDispatch,
  args: AccountLoginArgs,
): Promise<LoginResult | null> =>
  dispatch((await auth()).loginLineAccount.initiate(args, { track: false })).unwrap();

export const logoutCall = async (dispatch: AppDispatch): Promise<unknown> =>
  dispatch((await auth()).loginOut.initiate({}, { track: false })).unwrap();

/** Always a fresh list: a sign-in must not reuse the previous session's answer. */
export async function fetchCustomers(dispatch: AppDispatch, lineid: string): Promise<Customer[]> {
  const request = dispatch(
    (await customer()).customerList.initiate({ lineid }, { subscribe: false, forceRefetch: true }),
  );
  return request.unwrap();
}

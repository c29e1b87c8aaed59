/**
 * The login calls as plain promises. `track: false` keeps the answer (it carries the tokens) out of the store, and
 * a failure rejects with the ApiError of the http layer.
 */
import { authApi, type AccountLoginArgs, type LineLoginArgs } from '../../api/endpoints/auth';
import { customerApi } from '../../api/endpoints/customer';
import type { Customer, LoginResult } from '../../api/types';
import type { AppDispatch } from '../../store/store';

export const loginByAccount = (
  dispatch: AppDispatch,
  args: AccountLoginArgs,
): Promise<LoginResult | null> =>
  dispatch(authApi.endpoints.login.initiate(args, { track: false })).unwrap();

export const loginByLineId = (
  dispatch: AppDispatch,
  args: LineLoginArgs,
): Promise<LoginResult | null> =>
  dispatch(authApi.endpoints.loginLine.initiate(args, { track: false })).unwrap();

export const bindLineAccount = (
  dispatch: AppDispatch,
  args: AccountLoginArgs,
): Promise<LoginResult | null> =>
  dispatch(authApi.endpoints.loginLineAccount.initiate(args, { track: false })).unwrap();

export const logoutCall = (dispatch: AppDispatch): Promise<unknown> =>
  dispatch(authApi.endpoints.loginOut.initiate({}, { track: false })).unwrap();

/** Always a fresh list: a sign-in must not reuse the previous session's answer. */
export async function fetchCustomers(dispatch: AppDispatch, lineid: string): Promise<Customer[]> {
  const request = dispatch(
    customerApi.endpoints.customerList.initiate(
      { lineid },
      { subscribe: false, forceRefetch: true },
    ),
  );
  return request.unwrap();
}

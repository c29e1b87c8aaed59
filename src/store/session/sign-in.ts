/**
 * Signing in, the one path every login takes (/login2, /login3, start-up, the /login LINE button): the login call,
 * then tokens, customer, customer list and order defaults set the same way whichever door the buyer came through.
 * One `signIn` thunk; its `condition` lets one sign-in run at a time (a double tap sends once), and whether one is
 * running lives in the store (`selectSigningIn`), not in the screens.
 *
 * The calls go through the server layer the store joins on its first call (start/server-layer.ts): a sign-in form
 * shows before it has loaded. `track: false` keeps a login's answer (it carries the tokens) out of the store, and a
 * failure rejects with the http layer's error.
 */
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { Customer, LoginResult } from '../../api/types';
import { createAppAsyncThunk, type AppThunk } from '../thunk';
import { accountEntered, signedIn } from './auth-slice';
import { readFailure, type Failure } from '../../domain/failure';
import type { SignInState } from './sign-in-state';

/** LINE's start (LIFF's init, or the profile right after it) failed for the network. */
export const lineUnreachableFound = createAction('signIn/lineUnreachable');

/** A login succeeds only when its answer carries an access token (and a customer to act for). */
export function signedInCustomer(result: LoginResult | null | undefined): Customer | null {
  if (typeof result?.accessToken !== 'string' || result.accessToken === '') return null;
  return result.customer ?? null;
}

/**
 * Stores the session of a login answer and loads the account's customers. Null when the answer is not a success
 * (no access token or no customer): nothing is stored then and the screen shows 登入失敗，請檢查帳號！.
 * The list is asked for by the customer's messaging id, else by the buyer's own (a shop not bound yet); a failed
 * list keeps [customer], which signedIn already set. The order defaults come from the customer (signedIn).
 */
export const completeSignIn =
  (result: LoginResult | null | undefined): AppThunk<Promise<Customer | null>> =>
  async (dispatch, getState, { tokens, server }) => {
    const customer = signedInCustomer(result);
    if (customer === null || !result?.accessToken) return null;
    tokens.save(result.accessToken, result.refreshAccessToken ?? '');
    dispatch(signedIn({ customer }));

    const lineid = (customer.lineid ?? '').trim() || getState().auth.lineId;
    if (lineid !== '') {
      try {
        const { customerApi } = await server();
        // Always a fresh list: a sign-in must not reuse the previous session's answer. The auth slice takes it as it
        // answers (its extraReducers).
        await dispatch(
          customerApi.endpoints.customerList.initiate(
            { lineid },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
      } catch {
        // Signed in either way; the picker simply offers the one shop the login returned.
      }
    }
    return getState().auth.customer ?? customer;
  };

/** The ways in: by account (/login2), by LINE user id (start-up, /login, /login2 on entry), binding LINE (/login3). */
export type SignInRequest =
  | { by: 'account'; account: string; lineId: string }
  | { by: 'lineId'; lineId: string; idToken: string | null }
  | { by: 'bindLine'; account: string; lineId: string };

const loginCall =
  (request: SignInRequest): AppThunk<Promise<LoginResult | null>> =>
  async (dispatch, _getState, { server }) => {
    const { login, loginLine, loginLineAccount } = (await server()).authApi.endpoints;
    const once = { track: false } as const;
    switch (request.by) {
      case 'account': {
        const args = { account: request.account, LineId: request.lineId };
        const result = await dispatch(login.initiate(args, once)).unwrap();
        // /login3 binds the account typed here, so it is kept before the session changes the route.
        if (signedInCustomer(result) !== null) dispatch(accountEntered(request.account));
        return result;
      }
      case 'lineId': {
        const args = { LineId: request.lineId, IdToken: request.idToken };
        return dispatch(loginLine.initiate(args, once)).unwrap();
      }
      case 'bindLine': {
        const args = { account: request.account, LineId: request.lineId };
        return dispatch(loginLineAccount.initiate(args, once)).unwrap();
      }
    }
  };

/** Tells the server the buyer signs out; its answer changes nothing (the session ends here either way). */
export const logoutCall = (): AppThunk<Promise<unknown>> => async (dispatch, _getState, extra) => {
  const { authApi } = await extra.server();
  return dispatch(authApi.endpoints.loginOut.initiate({}, { track: false })).unwrap();
};

/**
 * Signs in. Fulfilled with the signed-in customer, or null when the answer carried no token; rejected with what
 * the call's error said as its payload (its kind says which text the screen shows). Not started while another runs.
 */
export const signIn = createAppAsyncThunk.withTypes<{ rejectValue: Failure }>()(
  'signIn/run',
  async (request: SignInRequest, { dispatch, rejectWithValue }) => {
    try {
      return await dispatch(completeSignIn(await dispatch(loginCall(request))));
    } catch (error) {
      return rejectWithValue(readFailure(error));
    }
  },
  { condition: (_request, { getState }) => !getState().signIn.pending },
);

const initialState: SignInState = { pending: false, lineUnreachable: false };

const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(lineUnreachableFound, (state) => {
        state.lineUnreachable = true;
      })
      .addCase(signIn.pending, (state) => {
        state.pending = true;
      })
      .addCase(signIn.fulfilled, (state) => {
        state.pending = false;
      })
      .addCase(signIn.rejected, (state) => {
        state.pending = false;
      });
  },
});

export const signInReducer = signInSlice.reducer;
export const selectSigningIn = (state: { signIn: SignInState }) => state.signIn.pending;
export const selectLineUnreachable = (state: { signIn: SignInState }) =>
  state.signIn.lineUnreachable;

/** Where a signed-in buyer goes next: home when the shop is bound to LINE, else /login3 to bind it. */
export const isCustomerBound = (customer: Customer): boolean =>
  (customer.lineid ?? '').trim() !== '';

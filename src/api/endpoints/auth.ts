/**
 * Sign-in calls. Mutations only: nothing is cached, and callers dispatch them with `track: false` so the answer (which
 * carries the tokens) is not kept in the store either.
 */
import { api } from '../api';
import type { LoginResult } from '../types';

export interface AccountLoginArgs {
  account: string;
  LineId: string;
}

export interface LineLoginArgs {
  LineId: string;
  /**
   * LINE's ID token when LIFF has one (openid scope), so a backend can verify the user with LINE instead of trusting
   * a bare user id. Sent as null (not omitted) when there is none, so the payload always has the same shape.
   */
  IdToken: string | null;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult | null, AccountLoginArgs>({
      query: (body) => ({ url: '/api/custAuth/login', method: 'POST', data: body }),
    }),
    loginLine: build.mutation<LoginResult | null, LineLoginArgs>({
      query: (body) => ({ url: '/api/custAuth/loginLine', method: 'POST', data: body }),
    }),
    loginLineAccount: build.mutation<LoginResult | null, AccountLoginArgs>({
      query: (body) => ({ url: '/api/custAuth/loginLineAccount', method: 'POST', data: body }),
    }),
    // The answer is ignored and logout proceeds even when this fails.
    // The body is always {}; typed as an empty object so callers cannot send anything else.
    loginOut: build.mutation<unknown, Record<string, never>>({
      query: (body) => ({ url: '/api/custAuth/loginOut', method: 'POST', data: body }),
    }),
  }),
});

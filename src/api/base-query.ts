import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';
import { toApiError } from './to-api-error';
import { httpFor, resultOf } from './http';
import { sessionEndedByServer } from './session-end';
import type { TokenStore, WithTokens } from './token-store';
import { isRecord } from '../domain/is-record';

/** What an endpoint's query returns: the backend's calls are GETs and POSTs only. */
export interface HttpArgs {
  url: string;
  method?: 'GET' | 'POST';
  /** POST: the JSON body. GET: written into the query string, merged over `params`. */
  data?: unknown;
  params?: unknown;
}

/** GET has no body: its data joins the query parameters, data winning on a clash. */
function queryOf(params: unknown, data: unknown): unknown {
  if (data === undefined) return params;
  if (params === undefined) return data;
  return isRecord(params) && isRecord(data) ? { ...params, ...data } : data;
}

/** The store's TokenStore, which makeStore hands every thunk (RTK Query's included) as its extraArgument. */
function tokensOf(extra: unknown): TokenStore {
  const tokens = (extra as Partial<WithTokens> | undefined)?.tokens;
  if (tokens === undefined) throw new Error('axiosBaseQuery: the store was not made by makeStore');
  return tokens;
}

/**
 * RTK Query over the session's axios instance: every rule of http.ts applies, RTK's abort signal cancels the call, a
 * session the server ended is told to the store that made the call, and a failure is always an ApiError (never
 * thrown).
 */
export const axiosBaseQuery: BaseQueryFn<HttpArgs, unknown, ApiError> = async (
  { url, method = 'GET', data, params },
  { signal, dispatch, extra },
) => {
  const isGet = method === 'GET';
  try {
    const response = await httpFor(tokensOf(extra)).request<unknown>({
      url,
      method,
      signal,
      onSessionEnded: () => dispatch(sessionEndedByServer()),
      ...(isGet ? { params: queryOf(params, data) } : { data, params }),
    });
    return { data: resultOf(response.data) };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

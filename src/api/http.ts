import axios, {
  AxiosHeaders,
  type AxiosInstance,
  isAxiosError,
  type AxiosRequestConfig,
  type AxiosRequestTransformer,
  type AxiosResponse,
} from 'axios';
import { env } from '../config/env';
import {
  ApiError,
  type ApiErrorDetails,
  type ApiFailure,
  plainFailure,
  INVALID_RESPONSE,
  REQUEST_ERROR,
  asText,
  bodyError,
  codeOf,
} from './api-error';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { toApiError } from './to-api-error';
import { isExpired } from './jwt';
import { toQueryString } from './query-string';
import type { TokenStore, WithTokens } from '../phone/token-store';
import { isRecord } from '../domain/is-record';
import { CALL_TIME_LIMIT_MS } from '../domain/send-can-land';
import { withTabLock } from '../phone/tab-lock';

/**
 * The axios instance of a session and its rules (headers, tokens, envelope, errors: docs/backend-contract.md). One
 * per TokenStore, that is one per store: the refresh gate and the session bookkeeping below belong to one buyer's
 * session, never to a module that two stores (two tests) would share.
 */
const INVALID_TOKEN = 'invalid_token';

const defaultTransforms = ([] as AxiosRequestTransformer[]).concat(
  axios.defaults.transformRequest ?? [],
);

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Told when this call ends the session (401, invalid_token): the base query passes on the `serverEndedSession` of
     * the store that made the call, so two stores (two tests) never end each other's session.
     */
    onSessionEnded?: () => void;
    /** This is the one resend with the pair another tab saved (see `retryable`): a second 401 ends the session. */
    resentWithStoredTokens?: boolean;
  }
}

/**
 * Holds the cross-tab lock until the returned release is called: the refresh token is single-use in every tab at
 * once, so the request carrying it holds the lock from before it leaves until its answer (and new pair) is saved.
 */
const holdTabLock = (name: string): Promise<() => void> =>
  new Promise((held) => {
    withTabLock(name, () => new Promise<void>((release) => held(release))).catch(() =>
      held(() => undefined),
    );
  });

/** An envelope's `result`, else the body itself (a bare JSON answer). The caller names the type it expects. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed view of an untyped body
export function resultOf<T = unknown>(body: unknown): T {
  if (isRecord(body) && 'result' in body) {
    return (body as { result: T }).result;
  }
  return body as T;
}

/** The session's instance, made on its first call (the API layer loads after start-up has made the TokenStore). */
const clients = new WeakMap<TokenStore, AxiosInstance>();

export function httpFor(tokens: TokenStore): AxiosInstance {
  let client = clients.get(tokens);
  if (client === undefined) {
    client = createHttp(tokens);
    clients.set(tokens, client);
  }
  return client;
}

/**
 * A web page where the API's JSON was expected: a proxy or static server answered in the backend's place (vite
 * preview's index.html), so the call never reached it. Any other body that is not JSON was cut off on its way.
 */
function isHtmlPage(response: AxiosResponse): boolean {
  const type = AxiosHeaders.from(response.headers as AxiosHeaders).get('content-type');
  const body: unknown = response.data;
  return (
    (typeof type === 'string' && type.includes('html')) ||
    (typeof body === 'string' && body.trimStart().startsWith('<'))
  );
}

/** Saves a new pair from the headers; true when the server declared the token invalid. */
function tokensIn(response: AxiosResponse): { invalid: boolean; pair: [string, string] | null } {
  const headers = AxiosHeaders.from(response.headers as AxiosHeaders);
  const access = headers.get('access-token');
  const refreshToken = headers.get('x-access-token');
  if (access === INVALID_TOKEN) return { invalid: true, pair: null };
  const both =
    typeof access === 'string' &&
    access !== '' &&
    typeof refreshToken === 'string' &&
    refreshToken !== '';
  return { invalid: false, pair: both ? [access, refreshToken] : null };
}

export function createHttp(tokens: TokenStore): AxiosInstance {
  const http = axios.create({
    baseURL: env.apiBaseUrl,
    timeout: CALL_TIME_LIMIT_MS,
    headers: { 'ngrok-skip-browser-warning': 'true', 'Content-Type': 'application/json' },
    paramsSerializer: { serialize: toQueryString },
    // axios drops Content-Type from bodiless requests (every GET); '' keeps the header and XHR still sends no body.
    transformRequest: [...defaultTransforms, (data: unknown) => data ?? ''],
    // The server knows the buyer by the bearer token alone, never by a cookie: no XSRF cookie is read or sent. In
    // Chromium that read is asynchronous, so each call would also leave only once the browser had answered it.
    withXSRFToken: false,
  });

  // The token-clear count when each request left: an answer to a request of a session that has since ended
  // (logout, 401) must neither bring its tokens back nor end the session that followed it.
  const sentInEpoch = new WeakMap<object, number>();
  const sameSession = (config: object | undefined): boolean =>
    config === undefined || sentInEpoch.get(config) === tokens.epoch().cleared;

  // The access token each request left with: a 401 to a token another tab has since replaced is not the end.
  const sentWith = new WeakMap<object, string | null>();

  // Single-flight refresh: refresh tokens are single-use, so while one request carries X-Authorization every
  // other request waits for its answer (and the new pair in its headers) before it is sent. Across tabs the
  // refresher also holds the tab lock 'token-refresh' (release), so another tab's refresher waits for the pair.
  type Gate = { owner: object; done: Promise<void>; open: () => void; release: () => void };
  let refresh: Gate | null = null;

  const openRefresh = (owner: object): Gate => {
    let open = (): void => undefined;
    const done = new Promise<void>((resolve) => {
      open = resolve;
    });
    const gate: Gate = { owner, done, open, release: () => undefined };
    refresh = gate;
    return gate;
  };

  const closeRefresh = (config: object | undefined): void => {
    if (refresh === null || refresh.owner !== config) return;
    const { open, release } = refresh;
    refresh = null;
    release();
    open();
  };

  const refreshDue = ({ access, refresh: refreshToken }: ReturnType<TokenStore['read']>): boolean =>
    access !== null && refreshToken !== null && isExpired(access, Date.now());

  http.interceptors.request.use(async (config) => {
    while (refresh !== null) await refresh.done;
    // Another tab signed in to another session and this tab is starting again from it (TokenStore.leave): nothing
    // more leaves this tab, neither for its old shop nor with the new session's token. Cancelled, never shown.
    if (tokens.left())
      throw new axios.CanceledError('this tab is starting again from another session');
    // A resend carries the headers it was first sent with.
    config.headers.delete('X-Authorization');
    let stored = tokens.read();
    if (refreshDue(stored)) {
      const gate = openRefresh(config);
      gate.release = await holdTabLock('token-refresh');
      // Another tab may have refreshed while this one waited for the lock: its pair is in storage now.
      stored = tokens.read();
      if (refreshDue(stored)) {
        config.headers.set('X-Authorization', `Bearer ${stored.refresh ?? ''}`);
        // Never cancel the refresher: the server may already have spent the refresh token, and only this answer
        // carries the new pair. Its caller has gone; the session still needs the tokens.
        config.signal = undefined;
        config.cancelToken = undefined;
      } else {
        closeRefresh(config);
      }
    }
    const { access } = stored;
    if (access !== null) config.headers.set('Authorization', `Bearer ${access}`);
    sentInEpoch.set(config, tokens.epoch().cleared);
    sentWith.set(config, access);
    return config;
  });

  let endedAtSave = -1;

  /**
   * The server ended the session: the caller's store is told once per signed-in session, however many calls fail
   * together, and ends it (store/session/end-session.ts clears the tokens). An answer to a session that already ended
   * is only an error.
   */
  const sessionEnded = (
    config: AxiosRequestConfig | undefined,
    message: string,
    details: ApiErrorDetails,
  ): ApiError => {
    const { saved } = tokens.epoch();
    if (sameSession(config) && endedAtSave !== saved) {
      endedAtSave = saved;
      config?.onSessionEnded?.();
    }
    return new ApiError('unauthorized', message || 'Unauthorized.', details);
  };

  /** Saves a new pair from the headers (of a live session); true when the server declared the token invalid. */
  const takeTokens = (response: AxiosResponse): boolean => {
    const { invalid, pair } = tokensIn(response);
    if (pair !== null && sameSession(response.config)) tokens.save(...pair);
    return invalid;
  };

  /**
   * A 401 (or invalid_token) to a request that left with another access token than the one stored now: another
   * tab refreshed meanwhile (its refresh token spent, this tab's copy refused). The session is alive in storage:
   * the request is sent once more with the stored pair instead of ending it for every tab.
   */
  const retryable = (response: AxiosResponse): boolean => {
    const { config } = response;
    if (config.resentWithStoredTokens === true || !sameSession(config)) return false;
    const unauthorized =
      tokensIn(response).invalid || response.status === 401 || codeOf(response.data) === 401;
    const { access } = tokens.read();
    return unauthorized && access !== null && access !== sentWith.get(config);
  };

  const resend = (response: AxiosResponse): Promise<AxiosResponse> =>
    http.request({ ...response.config, resentWithStoredTokens: true });

  const checkResponse = (response: AxiosResponse): AxiosResponse => {
    const body: unknown = response.data;
    const { config, status } = response;
    if (takeTokens(response)) throw sessionEnded(config, INVALID_TOKEN, { status });
    if (codeOf(body) === 401) {
      const { message } = body as { message?: unknown };
      throw sessionEnded(config, asText(message), { status, code: 401 });
    }
    // Only the JSON envelope (or a bare JSON list) is data; 204 No Content is a success by definition.
    const isJson = typeof body === 'object' && body !== null;
    if (!isJson && !(status === 204 && !body))
      throw new ApiError('http', INVALID_RESPONSE, { status, incomplete: !isHtmlPage(response) });
    const failure = bodyError(body, status);
    if (failure) throw failure;
    return response;
  };

  const checkFailure = (error: unknown): never => {
    const response = isAxiosError(error) && !axios.isCancel(error) ? error.response : undefined;
    if (response) {
      const invalid = takeTokens(response);
      const code = codeOf(response.data) ?? undefined;
      if (invalid || response.status === 401 || code === 401) {
        const message = invalid ? INVALID_TOKEN : response.statusText || REQUEST_ERROR;
        throw sessionEnded(response.config, message, { status: response.status, code });
      }
    }
    throw toApiError(error);
  };

  http.interceptors.response.use(
    (response) => {
      try {
        return retryable(response) ? resend(response) : checkResponse(response);
      } finally {
        closeRefresh(response.config);
      }
    },
    (error: unknown) => {
      try {
        const response = isAxiosError(error) && !axios.isCancel(error) ? error.response : undefined;
        if (response !== undefined && retryable(response)) return resend(response);
        checkFailure(error);
      } finally {
        closeRefresh(isAxiosError(error) ? error.config : undefined);
      }
    },
  );
  return http;
}

// RTK Query's way in: every endpoint's call goes through the session's instance above.

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

/**
 * What the base query needs of the store that makes the call, which makeStore hands every thunk (RTK Query's
 * included) as its extraArgument: the session's TokenStore, and whom to tell that the server ended the session.
 */
export interface ServerCallExtra extends WithTokens {
  /**
   * The server ended the session (a 401, invalid_token): told once per signed-in session, into the store that made
   * the call, so two stores (two tests) never end each other's session. The store ends it.
   */
  serverEndedSession: () => void;
}

function callerOf(extra: unknown): ServerCallExtra {
  const { tokens, serverEndedSession } = (extra ?? {}) as Partial<ServerCallExtra>;
  if (tokens === undefined || serverEndedSession === undefined)
    throw new Error('axiosBaseQuery: the store was not made by makeStore');
  return { tokens, serverEndedSession };
}

/**
 * RTK Query over the session's axios instance: every rule of http.ts applies, RTK's abort signal cancels the call, a
 * session the server ended is told to the store that made the call, and a failure is always an ApiError's plain
 * copy (never thrown): RTK Query keeps it in the store.
 */
export const axiosBaseQuery: BaseQueryFn<HttpArgs, unknown, ApiFailure> = async (
  { url, method = 'GET', data, params },
  { signal, extra },
) => {
  const isGet = method === 'GET';
  try {
    const { tokens, serverEndedSession } = callerOf(extra);
    // The session ends once this call's own failure has reached its caller: ending it resets RTK Query, which
    // cancels every call still running, and a call that was itself refused must be read as refused (an order/add
    // that got a 401 was not taken), not as cancelled.
    const endSessionAfter = (): void => {
      setTimeout(serverEndedSession, 0);
    };
    const response = await httpFor(tokens).request<unknown>({
      url,
      method,
      signal,
      onSessionEnded: endSessionAfter,
      ...(isGet ? { params: queryOf(params, data) } : { data, params }),
    });
    return { data: resultOf(response.data) };
  } catch (error) {
    return { error: plainFailure(toApiError(error)) };
  }
};

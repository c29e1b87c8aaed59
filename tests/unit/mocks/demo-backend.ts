/**
 * Talks to the demo backend the way the app does, through fetch and MSW's node server (no app code involved), so
 * these tests pin the backend's contract on their own.
 */
import type { Customer, Envelope, LoginResult } from '../../../src/api/types';

/** Any base address works: the handlers match '*\/api/...'. */
const BASE = 'https://backend.example.test';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number>;
  token?: string | null;
  refresh?: string;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const url = new URL(path, BASE);
  Object.entries(options.query ?? {}).forEach(([k, v]) => url.searchParams.set(k, String(v)));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.refresh) headers['X-Authorization'] = `Bearer ${options.refresh}`;
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Envelope<T>,
  };
}

/** Signs in by account name; fails the test when the backend refuses. */
export interface Session {
  accessToken: string;
  refreshAccessToken: string;
  customer: Customer;
}

export async function login(account: string, LineId = ''): Promise<Session> {
  const { body } = await call<LoginResult>('POST', '/api/custAuth/login', {
    body: { account, LineId },
  });
  const result = body.result;
  if (!result?.accessToken || !result.refreshAccessToken || !result.customer) {
    throw new Error(`login ${account} failed: ${String(body.message)}`);
  }
  return {
    accessToken: result.accessToken,
    refreshAccessToken: result.refreshAccessToken,
    customer: result.customer,
  };
}

/** The result of a call that must succeed (HTTP 200, code 200). */
export async function resultOf<T>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(method, path, options);
  expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
    status: 200,
    code: 200,
    message: null,
  });
  return answer.body.result as T;
}

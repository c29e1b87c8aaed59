/**
 * Answers in the Admin.NET envelope `{ code, type, message, result, extras, time }` (docs/backend-contract.md):
 * success is code 200; business errors are HTTP 200 with code 400/500 and a Chinese message, as that backend does,
 * so the app's "body code not 200" path is exercised; 401 and 403 also carry the HTTP status.
 */
import { HttpResponse } from 'msw';
import type { Paged } from '../api/types';
import { adminTime } from './time';

/** The token headers the app reads; exposing them is only needed cross-origin, and harmless here. */
const EXPOSE = { 'access-control-expose-headers': 'access-token, x-access-token' };

interface EnvelopeBody {
  code: number;
  type: 'success' | 'error';
  message: string | null;
  result: unknown;
  extras: null;
  time: string;
}

const body = (code: number, message: string | null, result: unknown): EnvelopeBody => ({
  code,
  type: code === 200 ? 'success' : 'error',
  message,
  result,
  extras: null,
  time: adminTime(new Date()),
});

export type MockResponse = HttpResponse<EnvelopeBody>;

export function ok(result: unknown, headers: Record<string, string> = {}): MockResponse {
  return HttpResponse.json(body(200, null, result), { headers: { ...EXPOSE, ...headers } });
}

/** A business error: HTTP 200, body code 400 (bad input) or 500 (server trouble). */
export function fail(message: string, code: 400 | 500 = 400): MockResponse {
  return HttpResponse.json(body(code, message, null), { headers: EXPOSE });
}

/** HTTP 401 with body code 401; `invalidToken` adds Furion's `access-token: invalid_token` after a failed refresh. */
export function unauthorized(invalidToken = false): MockResponse {
  const headers: Record<string, string> = invalidToken
    ? { ...EXPOSE, 'access-token': 'invalid_token' }
    : EXPOSE;
  return HttpResponse.json(body(401, '登入已逾時，請重新登入', null), { status: 401, headers });
}

/** The token is valid but the customer belongs to another account. */
export function forbidden(): MockResponse {
  return HttpResponse.json(body(403, '沒有權限存取此客戶資料', null), {
    status: 403,
    headers: EXPOSE,
  });
}

/** Admin.NET's paged result; page is 1-based, a missing pageSize means "everything on one page". */
export function paged<T>(all: readonly T[], page = 1, pageSize = all.length): Paged<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const current = Math.max(1, Math.floor(page));
  const totalPages = Math.max(1, Math.ceil(all.length / size));
  return {
    page: current,
    pageSize: size,
    total: all.length,
    totalPages,
    items: all.slice((current - 1) * size, current * size),
    hasPrevPage: current > 1,
    hasNextPage: current < totalPages,
  };
}

/**
 * The backend's token check for protected calls. A valid `Authorization: Bearer <access>` passes. An expired one
 * passes only with a valid, unused `X-Authorization: Bearer <refresh>` of the same account: the refresh token is
 * consumed and the answer carries a new pair in `access-token` / `x-access-token`, as Furion's auto-refresh does.
 * Anything else is HTTP 401 with body code 401.
 */
import type { PathParams } from 'msw';
import type { Customer, Id } from '../api/types';
import { sameId } from '../domain/id';
import { getDb } from './db';
import { fail, forbidden, unauthorized, type MockResponse } from './envelope';
import { issueTokenPair, verifyJwt, type TokenPair } from './jwt';
import type { Account, Db } from './model';
import { epochSeconds } from './time';

type AuthResult =
  | { ok: true; account: Account; headers: Record<string, string> }
  | { ok: false; response: MockResponse };

/** The token of an `Authorization`-style header value, or null. */
export const bearer = (value: string | null): string | null =>
  /^Bearer\s+(\S+)$/i.exec(value ?? '')?.[1] ?? null;

/** The response headers that hand a token pair to the app. */
export const tokenHeaders = (pair: TokenPair): Record<string, string> => ({
  'access-token': pair.accessToken,
  'x-access-token': pair.refreshAccessToken,
});

export function authorize(request: Request, db: Db): AuthResult {
  const access = verifyJwt(bearer(request.headers.get('authorization')) ?? '');
  const account = db.accounts.find((a) => a.account === access?.sub);
  if (access?.typ !== 'access' || account === undefined)
    return { ok: false, response: unauthorized() };
  const now = epochSeconds();
  if (access.exp > now) return { ok: true, account, headers: {} };

  const refresh = verifyJwt(bearer(request.headers.get('x-authorization')) ?? '');
  const grant = refresh === null ? undefined : db.refreshTokens.get(refresh.jti);
  if (
    refresh?.typ !== 'refresh' ||
    grant === undefined ||
    grant.account !== account.account ||
    grant.exp <= now
  ) {
    return { ok: false, response: unauthorized(true) };
  }
  // Single use: a second request with the same refresh token is refused.
  db.refreshTokens.delete(refresh.jti);
  return { ok: true, account, headers: tokenHeaders(issueTokenPair(db, account.account)) };
}

export interface AuthedContext {
  request: Request;
  params: PathParams;
  db: Db;
  account: Account;
}

/** Wraps a resolver so it runs only for a valid (or just refreshed) token, and forwards any new token pair. */
export function guarded(handler: (ctx: AuthedContext) => MockResponse | Promise<MockResponse>) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: PathParams;
  }): Promise<MockResponse> => {
    const db = getDb();
    const auth = authorize(request, db);
    if (!auth.ok) return auth.response;
    const response = await handler({ request, params, db, account: auth.account });
    Object.entries(auth.headers).forEach(([name, value]) => response.headers.set(name, value));
    return response;
  };
}

/** The customer `id` when it belongs to the signed-in account; otherwise the answer to send instead. */
export function ownCustomer(ctx: AuthedContext, id: Id | null): Customer | MockResponse {
  if (id === null) return fail('缺少客戶編號');
  const customer = ctx.db.customers.find((c) => sameId(c.id, id));
  if (customer === undefined) return fail('查無此客戶');
  return ctx.account.customerIds.some((own) => sameId(own, id)) ? customer : forbidden();
}

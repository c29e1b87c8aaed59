/**
 * Real JWTs for the http tests, built with Node's own base64url so they do not share code with src/api/jwt.ts.
 * The signature is fake: the client never verifies it.
 */
const segment = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export function makeJwt(claims: Record<string, unknown> & { exp?: number }): string {
  return `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}.c2lnbmF0dXJl`;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token whose exp passed a minute ago. */
export const expiredJwt = (claims: Record<string, unknown> = {}): string =>
  makeJwt({ ...claims, exp: nowSeconds() - 60 });

/** A token valid for another hour. */
export const freshJwt = (claims: Record<string, unknown> = {}): string =>
  makeJwt({ ...claims, exp: nowSeconds() + 3600 });

/**
 * Real JWTs (header.payload.signature, base64url, an HS256 header, `exp` in seconds) so the app's expiry check and
 * refresh flow meet the same tokens a real backend sends.
 *
 * The signature is NOT cryptographic: it is a 256-bit digest built from a fast 32-bit hash (FNV-1a, eight seeds)
 * over "header.payload" and a demo secret. The mock must run synchronously in any browser, including plain http
 * where WebCrypto is unavailable, and it guards nothing of value. Verification recomputes the digest, so a token
 * whose payload was edited is still refused, which is all the demo needs.
 */
import type { Db } from './model';
import { epochSeconds } from './time';

const SECRET = 'xianxiang-demo-backend';

export interface TokenPayload {
  sub: string;
  typ: 'access' | 'refresh';
  iat: number;
  nbf: number;
  exp: number;
  jti: string;
  iss: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const encodeJson = (value: unknown): string => base64url(encoder.encode(JSON.stringify(value)));

function fakeSignature(input: string): string {
  const data = encoder.encode(`${SECRET}.${input}`);
  const digest = new Uint8Array(32);
  for (let round = 0; round < 8; round += 1) {
    let h = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0;
    data.forEach((byte) => (h = Math.imul(h ^ byte, 0x01000193) >>> 0));
    digest.set([h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255], round * 4);
  }
  return base64url(digest);
}

export function signJwt(payload: TokenPayload): string {
  const head = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(payload)}`;
  return `${head}.${fakeSignature(head)}`;
}

const isPayload = (value: unknown): value is TokenPayload => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    (v.typ === 'access' || v.typ === 'refresh') &&
    typeof v.exp === 'number' &&
    typeof v.jti === 'string'
  );
};

/** The payload when the signature matches (expired or not: the caller decides), else null. */
export function verifyJwt(token: string): TokenPayload | null {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  if (fakeSignature(`${header}.${payload}`) !== signature) return null;
  try {
    const parsed: unknown = JSON.parse(decoder.decode(fromBase64url(payload)));
    return isPayload(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let jtiCounter = 0;
const newJti = (): string => `${Date.now().toString(36)}-${(jtiCounter += 1).toString(36)}`;

export interface TokenPair {
  accessToken: string;
  refreshAccessToken: string;
}

/** A fresh access token and a single-use refresh token for `account`; the refresh token is recorded in the db. */
export function issueTokenPair(db: Db, account: string): TokenPair {
  const iat = epochSeconds();
  const base = { sub: account, iat, nbf: iat, iss: 'xianxiang-demo' };
  const accessToken = signJwt({
    ...base,
    typ: 'access',
    exp: iat + db.accessTokenLifetimeSeconds,
    jti: newJti(),
  });
  const refreshJti = newJti();
  const refreshExp = iat + db.refreshTokenLifetimeSeconds;
  db.refreshTokens.set(refreshJti, { account, exp: refreshExp });
  return {
    accessToken,
    refreshAccessToken: signJwt({ ...base, typ: 'refresh', exp: refreshExp, jti: refreshJti }),
  };
}

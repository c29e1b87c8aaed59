/**
 * Reads a JWT's `exp` without a library and without verifying it: the client only needs to know when to send the
 * refresh token (X-Authorization, once `exp` has passed). Anything it cannot decode counts as not expired: the server
 * decides.
 */

/** base64url (with or without padding) → UTF-8 text; atob alone would garble non-ASCII claims. */
function decodeSegment(segment: string): string {
  const base64 = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The moment (ms since the epoch) the token expires, or null when it has no readable numeric `exp`. */
export function jwtExpiresAt(token: string): number | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined || payload === '') return null;
  try {
    const claims: unknown = JSON.parse(decodeSegment(payload));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    const { exp } = claims as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** RFC 7519: a token must not be accepted on or after `exp`. */
export function isExpired(token: string, now: number): boolean {
  const expiresAt = jwtExpiresAt(token);
  return expiresAt !== null && now >= expiresAt;
}

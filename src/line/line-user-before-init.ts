/**
 * Who LINE is about to say the buyer is, read before LINE has started: from the address LINE opened the app with,
 * from what LIFF kept on this phone at its last start, or (mock LINE) from the demo's choice of user. Null when it
 * cannot be known until LINE has started.
 *
 * It decides one thing only: whether a returning buyer's last session (home's stored copy, the stored catalogue) may
 * be shown before LINE has started, which it may only for the LINE user it belongs to. It proves nobody's identity:
 * anything on this phone can write the address or storage. Who is signed in is still decided by LINE and the server
 * once LINE has started (start/startup-sign-in.ts), and a session LINE does not back ends then.
 *
 * The entry reads it before anything else has loaded, so it imports nothing but the demo's storage key.
 */
import type { AppEnv } from '../config/env';
import { DEMO_LINE_USER_NONE, readDemoLineUser } from './demo-line-user';

export type LineUserConfig = Pick<AppEnv, 'liffMock' | 'liffId' | 'liffMockUserId'>;

/** LIFF's own storage key prefix and names (@liff/consts: STORE_KEY, STORE_OBJECT, STORE_SUBKEY_IS_IN_CLIENT). */
const LIFF_STORE = 'LIFF_STORE';
const liffKey = (liffId: string, name: string): string => `${LIFF_STORE}:${liffId}:${name}`;

/** base64url (with or without padding) → UTF-8 text. */
function decodeSegment(segment: string): string {
  const base64 = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** The `sub` of a claims object, or null. */
function subjectOf(claims: unknown): string | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const sub: unknown = Reflect.get(claims, 'sub');
  return typeof sub === 'string' && sub.trim() !== '' ? sub.trim() : null;
}

/** The `sub` of an ID token (a JWT, not verified: see above), or null when it cannot be read. */
function idTokenSubject(token: string): string | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined || payload === '') return null;
  try {
    return subjectOf(JSON.parse(decodeSegment(payload)));
  } catch {
    return null;
  }
}

/** A value LIFF stored (JSON text), or null. */
function liffStored(storage: Storage, liffId: string, name: string): unknown {
  const text = storage.getItem(liffKey(liffId, name));
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Inside LINE, as LIFF decides it (@liff/is-in-client): LINE's LIFF browser, or a start inside LINE in this tab. */
const inLine = (): boolean =>
  /Line\/\d+\.\d+\.\d+ LIFF/.test(window.navigator.userAgent) ||
  window.sessionStorage.getItem(`${LIFF_STORE}:isInClient`) === '1';

const hasCookie = (name: string): boolean =>
  document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${name}=`));

/**
 * The real LINE. Opened from LINE, the address carries this start's credentials (`#access_token=…&id_token=…`), which
 * LIFF's init reads first: its ID token names the user. Otherwise LIFF's init goes on with what it kept at its last
 * start in this tab (inside LINE) or on this browser (outside, while that login has not expired).
 */
function realLineUser(liffId: string): string | null {
  if (liffId === '') return null;
  const address = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (address.has('access_token') || address.has('id_token')) {
    const token = address.get('id_token');
    return token === null ? null : idTokenSubject(token);
  }
  // Back from LINE login: whoever logged in is known only once LIFF has exchanged the code.
  const query = new URLSearchParams(window.location.search);
  if (query.has('code') || query.has('liffClientId')) return null;
  const inside = inLine();
  // Outside LINE, LIFF's init logs out a login whose expiry cookie is gone.
  if (!inside && !hasCookie(`${LIFF_STORE}:expires:${liffId}`)) return null;
  const storage = inside ? window.sessionStorage : window.localStorage;
  // Logged in (@liff/is-logged-in: an access token is kept), as the user of the ID token kept with it.
  if (!liffStored(storage, liffId, 'accessToken')) return null;
  return subjectOf(liffStored(storage, liffId, 'decodedIDToken'));
}

/** Mock LINE: the user liff-mock.ts will start as (the demo's choice, else VITE_LIFF_MOCK_USER_ID); none = logged out. */
function mockLineUser(config: LineUserConfig): string | null {
  const chosen = readDemoLineUser();
  if (chosen === DEMO_LINE_USER_NONE) return null;
  return chosen ?? (config.liffMockUserId.trim() || null);
}

/** The LINE user LINE is about to name, or null when only LINE's start can tell. Never throws. */
export function lineUserBeforeInit(config: LineUserConfig): string | null {
  try {
    if (config.liffMock) {
      // As init-line.ts: a production build made without VITE_LIFF_MOCK=true has no mock, and LINE will not start.
      if (!import.meta.env.PROD || import.meta.env.VITE_LIFF_MOCK === 'true')
        return mockLineUser(config);
      return null;
    }
    return realLineUser(config.liffId);
  } catch {
    // Storage or the address unreadable: LINE's start decides, as on a first open.
    return null;
  }
}

import { STORAGE_PREFIX } from '../config/paths';

/**
 * The only owner of the session tokens: raw strings in localStorage, the access token mirrored in a cookie. Nothing
 * else reads or writes these keys, so the auth slice never holds a stale copy.
 */
export const ACCESS_TOKEN_KEY = `${STORAGE_PREFIX}access-token`;
export const REFRESH_TOKEN_KEY = `${STORAGE_PREFIX}x-access-token`;
export const ACCESS_TOKEN_COOKIE = 'access-token';

export interface Tokens {
  access: string | null;
  refresh: string | null;
}

/** How often tokens were saved and cleared: http uses it to tell a live session from one that already ended. */
export interface TokenEpoch {
  saved: number;
  cleared: number;
}

const epoch: TokenEpoch = { saved: 0, cleared: 0 };
// Private mode and full quotas make storage throw: the tokens then live in memory for the page's life, so the
// buyer stays signed in until the LINE window closes instead of being logged out on the next call.
let memory: Tokens = { access: null, refresh: null };
let storageFailed = false;

const nonEmpty = (value: string | null | undefined): string | null => (value ? value : null);

export function readTokens(): Tokens {
  if (!storageFailed) {
    try {
      return {
        access: nonEmpty(window.localStorage.getItem(ACCESS_TOKEN_KEY)),
        refresh: nonEmpty(window.localStorage.getItem(REFRESH_TOKEN_KEY)),
      };
    } catch {
      // Unreadable storage: fall back to what this page saved.
    }
  }
  return { ...memory };
}

function writeStorage(tokens: Tokens): void {
  try {
    const store = window.localStorage;
    for (const [key, value] of [
      [ACCESS_TOKEN_KEY, tokens.access],
      [REFRESH_TOKEN_KEY, tokens.refresh],
    ] as const) {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    }
    storageFailed = false;
  } catch {
    storageFailed = true;
  }
}

function writeCookie(access: string | null): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const value = access === null ? '; Max-Age=0' : '';
    document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(access ?? '')}; path=/; SameSite=Strict${value}${secure}`;
  } catch {
    // A sandboxed document refuses cookies; the localStorage copy is the one the app reads.
  }
}

export function saveTokens(access: string, refresh: string): void {
  memory = { access: nonEmpty(access), refresh: nonEmpty(refresh) };
  epoch.saved += 1;
  writeStorage(memory);
  writeCookie(memory.access);
}

export function clearTokens(): void {
  memory = { access: null, refresh: null };
  epoch.cleared += 1;
  writeStorage(memory);
  writeCookie(null);
}

export const tokenEpoch = (): TokenEpoch => ({ ...epoch });

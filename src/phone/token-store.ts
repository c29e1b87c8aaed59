import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../config/storage-keys';

/**
 * The session tokens: raw strings in localStorage, the access token mirrored in a cookie. One TokenStore owns them
 * for one store: start-up (and each test) creates it and gives it to makeStore, which hands it to every thunk and
 * to the API layer (the thunk middleware's extraArgument). Nothing else reads or writes these keys, so the auth
 * slice never holds a stale copy, and two stores (two tests) never share the bookkeeping below.
 */
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

export interface TokenStore {
  read(): Tokens;
  save(access: string, refresh: string): void;
  clear(): void;
  epoch(): TokenEpoch;
  /**
   * Another tab signed in to another session and this tab is starting again from it: the stored pair is not this
   * tab's. From now on it reads none (so nothing it still sends carries that session's token) and writes none (so a
   * late answer or a session end here cannot touch that session's tokens).
   */
  leave(): void;
  /** This tab has left (see leave): it sends nothing more. */
  left(): boolean;
}

/** What a thunk's extraArgument carries for the code that needs the tokens (sign-in, session end, the API layer). */
export interface WithTokens {
  tokens: TokenStore;
}

const nonEmpty = (value: string | null | undefined): string | null => (value ? value : null);

function writeCookie(access: string | null): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const value = access === null ? '; Max-Age=0' : '';
    document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(access ?? '')}; path=/; SameSite=Strict${value}${secure}`;
  } catch {
    // A sandboxed document refuses cookies; the localStorage copy is the one the app reads.
  }
}

export function createTokenStore(): TokenStore {
  const epoch: TokenEpoch = { saved: 0, cleared: 0 };
  // Private mode and full quotas make storage throw: the tokens then live in memory for the page's life, so the
  // buyer stays signed in until the LINE window closes instead of being logged out on the next call.
  let memory: Tokens = { access: null, refresh: null };
  let storageFailed = false;
  let hasLeft = false;

  const writeStorage = (tokens: Tokens): void => {
    try {
      const storage = window.localStorage;
      for (const [key, value] of [
        [ACCESS_TOKEN_KEY, tokens.access],
        [REFRESH_TOKEN_KEY, tokens.refresh],
      ] as const) {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      }
      storageFailed = false;
    } catch {
      storageFailed = true;
    }
  };

  const write = (tokens: Tokens): void => {
    if (hasLeft) return;
    memory = tokens;
    writeStorage(tokens);
    writeCookie(tokens.access);
  };

  return {
    read() {
      if (hasLeft) return { access: null, refresh: null };
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
    },
    save(access, refresh) {
      epoch.saved += 1;
      write({ access: nonEmpty(access), refresh: nonEmpty(refresh) });
    },
    clear() {
      epoch.cleared += 1;
      write({ access: null, refresh: null });
    },
    epoch: () => ({ ...epoch }),
    leave() {
      hasLeft = true;
    },
    left: () => hasLeft,
  };
}

/**
 * The stored copy of home (app/stored-home.ts paints it, home-shell-save.ts writes it): its key, its shape and its
 * reader. The reader runs in the entry, before anything else has loaded: it imports nothing but the storage keys.
 */
import { HOME_SHELL_KEY, STORAGE_PREFIX } from '../../config/paths';
import { isRecord } from '../../domain/is-record';
/**
 * Raised when a stored copy would no longer paint right. 2: the header's title (and the demo's product tiles) became
 * WebP; a copy of version 1 names SVG files that are no longer served.
 */
export const HOME_SHELL_VERSION = 2;
/** The copy is a head start, not a cache of the catalogue: a screen's worth of markup and its styles. */
export const MAX_HOME_SHELL_CHARS = 200_000;
// The auth slice's key (store/persist.ts) and the refresh token's (api/token-store.ts), named again here rather than
// imported: those modules travel in the start-up chunk, which the entry must not wait for.
/** redux-persist's key of the auth slice: the signed-in flag and the shop. */
const AUTH_KEY = `${STORAGE_PREFIX}authSetting`;
const REFRESH_TOKEN_KEY = `${STORAGE_PREFIX}x-access-token`;

export interface HomeShell {
  version: number;
  customerid: string;
  /** Home's markup under #root. */
  html: string;
  /** The style rules that markup uses. */
  css: string;
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The shop the stored session is signed in to, as redux-persist wrote it (each field JSON in JSON); or null. */
function storedShop(storage: Storage): string | null {
  const auth = parse(storage.getItem(AUTH_KEY));
  if (!isRecord(auth) || auth.loggedIn !== 'true' || typeof auth.customer !== 'string') return null;
  if (storage.getItem(REFRESH_TOKEN_KEY) === null) return null;
  const customer = parse(auth.customer);
  if (!isRecord(customer)) return null;
  const { id } = customer;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The stored copy of home for the signed-in shop, or null (none, another shop's, damaged, too large). */
export function readHomeShell(storage: Storage): HomeShell | null {
  const raw = storage.getItem(HOME_SHELL_KEY);
  if (raw === null || raw.length > MAX_HOME_SHELL_CHARS) return null;
  const shell = parse(raw);
  if (
    !isRecord(shell) ||
    shell.version !== HOME_SHELL_VERSION ||
    typeof shell.customerid !== 'string' ||
    typeof shell.html !== 'string' ||
    typeof shell.css !== 'string'
  )
    return null;
  const shop = storedShop(storage);
  return shop !== null && shop === shell.customerid ? (shell as unknown as HomeShell) : null;
}

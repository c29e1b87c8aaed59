/**
 * The stored copy of home (paint-stored-home.ts paints it, home-shell-save.ts writes it): its key, its shape and its
 * reader. The reader runs in the entry, before anything else has loaded: it imports nothing but the storage keys.
 */
import { HOME_SHELL_KEY, STORAGE_PREFIX } from '../config/paths';
import { isRecord } from '../domain/is-record';
/**
 * Raised when a stored copy would no longer paint right. 2: the header's title (and the demo's product tiles) became
 * WebP; a copy of version 1 names SVG files that are no longer served. 3: the copy names the LINE user it was saved
 * for; an older copy names none, and no one can be shown it.
 */
export const HOME_SHELL_VERSION = 3;
/** The copy is a head start, not a cache of the catalogue: a screen's worth of markup and its styles. */
export const MAX_HOME_SHELL_CHARS = 200_000;
// The auth slice's key (start/persist.ts) and the refresh token's (phone/token-store.ts), named again here
// rather than imported: those modules come with the start-up, and the entry paints the copy before it has loaded.
/** redux-persist's key of the auth slice: the signed-in flag and the shop. */
const AUTH_KEY = `${STORAGE_PREFIX}authSetting`;
const REFRESH_TOKEN_KEY = `${STORAGE_PREFIX}x-access-token`;

export interface HomeShell {
  version: number;
  customerid: string;
  /** The LINE user of the session it was saved for: the one its shop is bound to. */
  lineUser: string;
  /** Home's markup under #root. */
  html: string;
  /** The page-wide style rules that markup uses (the baseline, the page's own): they leave with the copy. */
  css: string;
  /**
   * The rules the app's style engine (emotion, under MUI) made for that markup, and their names: handed back to the
   * engine on the next open (engine-styles.ts), so React's first render does not make them again. Absent in a copy
   * saved before it was kept apart: then its rules are all in `css`.
   */
  engineStyles?: EngineStyles;
}

/**
 * Emotion's rules for the copy's `css-…` classes (and the keyframes they run), and the names it knows them by: a
 * name is the hash of the style it stands for, so a rule kept under it is right for every later version of the app.
 */
export interface EngineStyles {
  names: string[];
  css: string;
}

const isEngineStyles = (value: unknown): value is EngineStyles =>
  isRecord(value) &&
  typeof value.css === 'string' &&
  Array.isArray(value.names) &&
  value.names.every((name) => typeof name === 'string');

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The stored session's shop and LINE user, as redux-persist wrote them (each field JSON in JSON); or null. */
function storedSession(storage: Storage): { shop: string; lineUser: string } | null {
  const auth = parse(storage.getItem(AUTH_KEY));
  if (!isRecord(auth) || auth.loggedIn !== 'true' || typeof auth.customer !== 'string') return null;
  if (storage.getItem(REFRESH_TOKEN_KEY) === null) return null;
  const customer = parse(auth.customer);
  if (!isRecord(customer)) return null;
  const { id, lineid } = customer;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  // As the auth slice's selectSessionLineUser: the user the shop is bound to, else the one it signed in with.
  const signedInWith = typeof auth.lineId === 'string' ? parse(auth.lineId) : null;
  const bound = typeof lineid === 'string' ? lineid.trim() : '';
  const lineUser = bound || (typeof signedInWith === 'string' ? signedInWith : '');
  return { shop: String(id), lineUser };
}

/**
 * The stored copy of home for `lineUser` (the LINE user LINE is about to name, null when not known: then none), or
 * null: only when the stored session is that user's, signed in to the shop the copy is of, and the copy was saved
 * for that user. None either when it is damaged or too large.
 */
export function readHomeShell(storage: Storage, lineUser: string | null): HomeShell | null {
  if (lineUser === null || lineUser === '') return null;
  const raw = storage.getItem(HOME_SHELL_KEY);
  if (raw === null || raw.length > MAX_HOME_SHELL_CHARS) return null;
  const shell = parse(raw);
  if (
    !isRecord(shell) ||
    shell.version !== HOME_SHELL_VERSION ||
    typeof shell.customerid !== 'string' ||
    typeof shell.lineUser !== 'string' ||
    typeof shell.html !== 'string' ||
    typeof shell.css !== 'string' ||
    (shell.engineStyles !== undefined && !isEngineStyles(shell.engineStyles))
  )
    return null;
  const session = storedSession(storage);
  if (session === null || session.shop !== shell.customerid) return null;
  return session.lineUser === lineUser && shell.lineUser === lineUser
    ? (shell as unknown as HomeShell)
    : null;
}

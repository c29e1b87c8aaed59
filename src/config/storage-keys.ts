/**
 * Every key the app keeps on the phone, each written once. They keep the original app's names and its prefix
 * (`sorting-app:`), so a buyer who updates keeps the session, the cart and the orders on their way; the values'
 * shapes are in docs/backend-contract.md. Nothing here imports anything: the entry reads some of them before any
 * other module has loaded.
 */
export const STORAGE_PREFIX = 'sorting-app:';

/** A key under the app's prefix. */
export const storageKey = (name: string): string => `${STORAGE_PREFIX}${name}`;

// redux-persist's keys of the four kept slices (it adds the prefix itself: `sorting-app:authSetting` …).
/** The session: signed in or not, the account and the shop it acts for. localStorage. */
export const AUTH_PERSIST_KEY = 'authSetting';
/** The cart of each shop. localStorage. */
export const CART_PERSIST_KEY = 'ShoppingCart';
/** Orders on their way: drafts, pending sends, kept orders, 各店訂購's pass. localStorage. */
export const ORDER_PERSIST_KEY = 'Order';
/** The dictionaries (delivery types, payment …) for this tab's session. sessionStorage. */
export const DICT_PERSIST_KEY = 'dictList';

/** The session's tokens: raw strings; the access token is mirrored in a cookie. */
export const ACCESS_TOKEN_KEY = `${STORAGE_PREFIX}access-token`;
export const REFRESH_TOKEN_KEY = `${STORAGE_PREFIX}x-access-token`;

/** The lock between tabs where the Web Locks API is missing: `sorting-app:lock:<name>`. */
export const TAB_LOCK_PREFIX = `${STORAGE_PREFIX}lock:`;

/** Home as last seen, painted before React on the next open (src/stored-home/). */
export const HOME_SHELL_KEY = `${STORAGE_PREFIX}homeShell`;
/** The catalogue as last seen, per shop: home's data before the server answers. */
export const CATALOGUE_SNAPSHOT_KEY = `${STORAGE_PREFIX}lastSeen`;
/** Yesterday's prices per shop, for 價格異動. */
export const PRICE_MEMORY_KEY = `${STORAGE_PREFIX}priceMemory`;
/** The order guide's par levels per shop. */
export const GUIDE_PAR_KEY = `${STORAGE_PREFIX}guidePar`;

/** Mock LINE only: the user id to act as, or 'none' for "not logged in to LINE" (the demo's /login offers both). */
export const DEMO_LINE_USER_KEY = `${STORAGE_PREFIX}demo-line-user`;
/** Demo only, sessionStorage: the failures QA armed for the demo backend's next calls (config/demo-faults.ts). */
export const DEMO_FAULT_KEY = `${STORAGE_PREFIX}demo-fault`;
/** Demo only, sessionStorage: the demo backend's data, kept over a reload of the tab (not a new tab). */
export const DEMO_DB_KEY = `${STORAGE_PREFIX}demo-db`;

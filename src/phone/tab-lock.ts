import { TAB_LOCK_PREFIX } from '../config/storage-keys';
import { isRecord } from '../domain/is-record';

/**
 * One holder at a time across the app's tabs (a phone browser at /login2 can open several, all on one localStorage)
 * and within a tab. Used by the token refresh (api/http.ts: refresh tokens are single-use), the cart's adds
 * (features/cart/cart-add.ts) and the order send.
 *
 *   withTabLock(name, fn)                          waits until no other holder has `name`, runs fn, resolves with
 *                                                  its result and releases the lock when fn settles (a rejection
 *                                                  is passed on after the release).
 *   withTabLock(name, fn, { ifAvailable: true })   runs fn only when nobody holds `name` now; else resolves with
 *                                                  TAB_LOCK_BUSY at once, fn not called. For the order send:
 *                                                  `withTabLock('order-send:<customerid>', send, { ifAvailable: true })`
 *
 * Where the browser has the Web Locks API (`navigator.locks`) it is used: the browser releases a closed tab's
 * locks. Where not (LINE's iOS 14 WKWebView) the lock is a localStorage key `sorting-app:lock:<name>` holding its
 * holder and an expiry: taken when absent or expired, checked again a moment after writing (two tabs may write at
 * once; the later write wins and the other backs off), renewed while held and removed at the end. A tab that dies
 * while holding it blocks the others for at most TTL_MS. Where storage refuses to write (private mode, or a storage
 * that has filled up since) the lock holds within the tab only, as the tokens then do too: a lock that cannot be
 * written must not block a buyer who has one tab.
 */
export const TAB_LOCK_BUSY: unique symbol = Symbol('tab-lock-busy');
export type TabLockBusy = typeof TAB_LOCK_BUSY;

export interface TabLockOptions {
  /** Do not wait: resolve with TAB_LOCK_BUSY when another holder has the lock. */
  ifAvailable?: boolean;
}

export interface WithTabLock {
  <T>(name: string, fn: () => T | Promise<T>): Promise<T>;
  <T>(name: string, fn: () => T | Promise<T>, options: TabLockOptions): Promise<T | TabLockBusy>;
}

/** One implementation for both forms: TAB_LOCK_BUSY only ever comes back with `ifAvailable`. */
type LockImpl = <T>(
  name: string,
  fn: () => T | Promise<T>,
  options?: TabLockOptions,
) => Promise<T | TabLockBusy>;

const TTL_MS = 10_000;

/** The part of the Storage API the fallback needs (a test passes two instances one storage). */
export type LockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TabLockSetup {
  /** The Web Locks API; null to use storage. */
  locks: LockManager | null;
  storage: LockStorage;
  now?: () => number;
  /** How long a written claim waits before it is checked again. */
  settleMs?: number;
  /** How often a waiter looks whether another tab released the lock. */
  pollMs?: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function storageLock({
  storage,
  now = Date.now,
  settleMs = 10,
  pollMs = 40,
}: TabLockSetup): LockImpl {
  const tab = Math.random().toString(36).slice(2);
  let taken = 0;
  // This tab's holder of each name: two holders in one tab exclude each other here, whether or not storage took
  // the claim.
  const heldHere = new Map<string, string>();
  // A release in this tab wakes this tab's waiters at once; other tabs' releases are seen by polling.
  const waiters = new Set<() => void>();
  const holder = (key: string): { owner: string; until: number } | null => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
      return isRecord(value) ? { owner: String(value.owner), until: Number(value.until) } : null;
    } catch {
      return null;
    }
  };
  /**
   * Nobody holds it: no claim, an expired one, or one this tab left behind when storage refused its removal (asked
   * only while no holder of this tab has the name).
   */
  const isFree = (held: { owner: string; until: number } | null): boolean =>
    held === null || !(held.until > now()) || held.owner.startsWith(`${tab}.`);
  /** False when storage refused the write (full, private mode). */
  const claim = (key: string, owner: string): boolean => {
    try {
      storage.setItem(key, JSON.stringify({ owner, until: now() + TTL_MS }));
      return true;
    } catch {
      return false;
    }
  };

  const take = async (key: string, owner: string, ifAvailable: boolean): Promise<boolean> => {
    for (;;) {
      if (!heldHere.has(key) && isFree(holder(key))) {
        heldHere.set(key, owner);
        // A claim storage refuses holds within this tab only: no other tab can see it, and the buyer's add or send
        // must not fail because storage is full.
        if (!claim(key, owner)) return true;
        await sleep(settleMs);
        if (holder(key)?.owner === owner) return true;
        heldHere.delete(key);
      }
      if (ifAvailable) return false;
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, pollMs);
      });
    }
  };

  return async <T>(name: string, fn: () => T | Promise<T>, options: TabLockOptions = {}) => {
    const key = `${TAB_LOCK_PREFIX}${name}`;
    taken += 1;
    const owner = `${tab}.${String(taken)}`;
    if (!(await take(key, owner, options.ifAvailable === true))) return TAB_LOCK_BUSY;
    const renew = setInterval(() => {
      if (holder(key)?.owner === owner) claim(key, owner);
    }, TTL_MS / 3);
    try {
      return await fn();
    } finally {
      clearInterval(renew);
      heldHere.delete(key);
      try {
        if (holder(key)?.owner === owner) storage.removeItem(key);
      } catch {
        // A claim storage will not remove expires by itself (TTL_MS); this tab is free of it now.
      }
      for (const wake of [...waiters]) wake();
    }
  };
}

function webLock({ locks }: { locks: LockManager }): LockImpl {
  return <T>(name: string, fn: () => T | Promise<T>, options: TabLockOptions = {}) =>
    locks.request(
      `${TAB_LOCK_PREFIX}${name}`,
      { ifAvailable: options.ifAvailable === true },
      async (lock): Promise<T | TabLockBusy> => (lock === null ? TAB_LOCK_BUSY : await fn()),
    );
}

/** A lock on the given API or storage (tests make two, as two tabs). */
export function createTabLock(setup: TabLockSetup): WithTabLock {
  return setup.locks === null ? storageLock(setup) : webLock({ locks: setup.locks });
}

/** localStorage when it takes a write, else a map: then the lock holds within this tab only. */
function writableStorage(): LockStorage {
  try {
    const storage = window.localStorage;
    storage.setItem(`${TAB_LOCK_PREFIX}probe`, '1');
    storage.removeItem(`${TAB_LOCK_PREFIX}probe`);
    return storage;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => map.set(key, value),
      removeItem: (key) => map.delete(key),
    };
  }
}

let browserLock: WithTabLock | null = null;

/** The page's lock: Web Locks where the browser has them, else localStorage (see above). */
const pageLock: LockImpl = (name, fn, options) => {
  browserLock ??= createTabLock({
    locks: (navigator as { locks?: LockManager }).locks ?? null,
    storage: writableStorage(),
  });
  return browserLock(name, fn, options ?? {});
};
export const withTabLock: WithTabLock = pageLock;

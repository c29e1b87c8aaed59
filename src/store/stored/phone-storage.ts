/**
 * The phone's storages as the kept slices see them: the two web storages redux-persist writes to, and the local one
 * as other tabs leave it. Tests give stores in-memory copies (two stores on one memory storage are two tabs).
 */
import type { PersistConfig } from 'redux-persist';
// The es/ paths: the lib/ ones pass in vitest but crash the Vite 8 production build.
import localStorage from 'redux-persist/es/storage';
import sessionStorage from 'redux-persist/es/storage/session';

export type Storage = PersistConfig<unknown>['storage'];

/**
 * The local storage as other tabs leave it (tabs-sync.ts, the session followed across tabs): read at once, not
 * through redux-persist's promises, and told when another tab wrote a key (the browser's `storage` event; null: it
 * cleared them all, or this tab was shown again and may have missed some).
 */
export interface SharedKeys {
  read(key: string): string | null;
  onOtherTabWrite(listener: (key: string | null) => void): void;
}

const browserShared: SharedKeys = {
  read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  onOtherTabWrite(listener) {
    window.addEventListener('storage', (event) => {
      if (event.storageArea === null || event.storageArea === window.localStorage)
        listener(event.key);
    });
    // A tab kept in the background may hear nothing of what the others wrote (iOS suspends it): once shown again,
    // any key may have changed.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') listener(null);
    });
  },
};

export interface PersistStorages {
  local: Storage;
  session: Storage;
  /** How `local` is seen across tabs; without it each store keeps to itself (tests that need no second tab). */
  shared?: SharedKeys;
}

export const browserStorages: PersistStorages = {
  local: localStorage,
  session: sessionStorage,
  shared: browserShared,
};

/**
 * A stored slice's fields as redux-persist wrote them (each top-level field JSON-encoded inside one JSON object);
 * null when the value is not that. For what another tab may have written since this one read it.
 */
export function decodeStored(raw: string): Record<string, unknown> | null {
  try {
    const outer = JSON.parse(raw) as unknown;
    if (typeof outer !== 'object' || outer === null) return null;
    const fields: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(outer as Record<string, unknown>)) {
      const decoded: unknown = typeof value === 'string' ? JSON.parse(value) : value;
      fields[field] = decoded;
    }
    return fields;
  } catch {
    return null;
  }
}

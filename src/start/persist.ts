import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
// The es/ paths: the lib/ ones pass in vitest but crash the Vite 8 production build.
import localStorage from 'redux-persist/es/storage';
import sessionStorage from 'redux-persist/es/storage/session';
import type { Reducer } from '@reduxjs/toolkit';
import { STORAGE_PREFIX } from '../config/paths';
import { authReducer, type AuthState } from '../store/session/auth-slice';
import { cartReducer, type CartState } from '../store/cart/cart-slice';
import { orderReducer, type OrderState } from '../store/order/order-slice';
import { dictReducer, type DictState } from '../store/dict/dict-slice';
import { readAuth, readCart, readDict, readOrder } from './migrations';

/** Bump a version when a slice's stored shape changes; its reader in migrations.ts must accept the old one. */
export const PERSIST_VERSION = 2;

export type Storage = PersistConfig<unknown>['storage'];

/** The cart's storage key, as redux-persist writes it (keyPrefix + key). */
export const CART_STORAGE_KEY = `${STORAGE_PREFIX}ShoppingCart`;

/**
 * The local storage as other tabs leave it (tabs-sync.ts, session/other-tab-session.ts): read at once,
 * not through redux-persist's promises, and told when another tab wrote a key (the browser's `storage` event; null:
 * it cleared them all, or this tab was shown again and may have missed some). Tests give two stores one of these on
 * one memory storage, as two tabs.
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

function persisted<S>(
  key: string,
  reducer: Reducer<S>,
  read: (raw: unknown) => S,
  storage: Storage,
  blacklist: (keyof S & string)[] = [],
): Reducer<S & PersistedState> {
  const config: PersistConfig<S> = {
    key,
    // The storage keys keep the original app's names ('sorting-app:authSetting'); v6 still honours keyPrefix.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    keyPrefix: STORAGE_PREFIX,
    storage,
    version: PERSIST_VERSION,
    blacklist,
    // A slow phone must not lose its cart to the default 5 s rehydration timeout.
    timeout: 0,
    // Every stored value passes through its reader: old shapes are migrated, unreadable parts dropped.
    migrate: (state) =>
      Promise.resolve(
        state === undefined ? undefined : { ...read(state), _persist: state._persist },
      ),
  };
  return persistReducer(config, reducer) as unknown as Reducer<S & PersistedState>;
}

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
 * null when the value is not that. For what another tab may have written since this one read it (tabs-sync.ts).
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

/** The four persisted slices with their keys. UI flags are not persisted. */
export function persistedReducers(storages: PersistStorages = browserStorages) {
  return {
    auth: persisted<AuthState>('authSetting', authReducer, readAuth, storages.local),
    cart: persisted<CartState>('ShoppingCart', cartReducer, readCart, storages.local, [
      'drawerOpen',
    ]),
    order: persisted<OrderState>('Order', orderReducer, readOrder, storages.local, [
      'showDeliveryOption',
    ]),
    dict: persisted<DictState>('dictList', dictReducer, readDict, storages.session),
  };
}

/**
 * The four slices kept on the phone, from their declarations beside each slice. UI flags are not kept. What the
 * tabs share (the cart and the orders on their way) comes from the same declarations.
 */
import { storageKey } from '../../config/storage-keys';
import { authStored } from '../session/auth-stored';
import { cartStored } from '../cart/cart-stored';
import { orderStored } from '../order/order-stored';
import { dictStored } from '../dict/dict-stored';
import { browserStorages, type PersistStorages } from './phone-storage';
import { persisted, type StoredSlice } from './stored-slice';
import type { UnknownAction } from '@reduxjs/toolkit';

export function persistedReducers(storages: PersistStorages = browserStorages) {
  return {
    auth: persisted(authStored, storages),
    cart: persisted(cartStored, storages),
    order: persisted(orderStored, storages),
    dict: persisted(dictStored, storages),
  };
}

/** The state as the tabs' sync sees it: each kept slice under its name. */
export type KeptState = Record<string, unknown>;

/** One kept key that the tabs share, as the tabs' sync works with it. */
export interface SharedPart {
  key: string;
  /** The part of the state the key keeps (compared by reference to see a change). */
  select: (state: KeptState) => unknown;
  /** A stored copy and this tab's part, each as it would read back from storage, to compare (ids come back as text). */
  storedText: (fields: Record<string, unknown>) => string;
  ownText: (state: KeptState) => string;
  /** Takes a stored copy into the state. */
  taken: (fields: Record<string, unknown>) => UnknownAction;
  checked: () => UnknownAction;
}

function sharedPart<S, Shared>(slice: StoredSlice<S, Shared>): SharedPart[] {
  const { tabs, read } = slice;
  if (tabs === undefined) return [];
  const own = (state: KeptState) => state[slice.name] as S;
  return [
    {
      key: storageKey(slice.key),
      select: (state) => tabs.select(own(state)),
      storedText: (fields) => JSON.stringify(tabs.shared(read(fields))),
      ownText: (state) => JSON.stringify(tabs.shared(read(own(state)))),
      taken: (fields) => tabs.taken(tabs.shared(read(fields))),
      checked: tabs.checked,
    },
  ];
}

export const SHARED_PARTS: readonly SharedPart[] = [
  ...sharedPart(authStored),
  ...sharedPart(cartStored),
  ...sharedPart(orderStored),
  ...sharedPart(dictStored),
];

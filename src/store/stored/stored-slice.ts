/**
 * A slice kept on the phone, declared once beside the slice (`*-stored.ts`): its key, where it is kept, what of it
 * is not kept, the reader every stored value passes through, and what of it the app's tabs share. The store's
 * persisted reducers (kept-slices.ts) and the tabs' sync (tabs-sync.ts) are made from these declarations, so a
 * slice's stored shape is written in one place.
 */
import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_PREFIX } from '../../config/storage-keys';
import type { PersistStorages } from './phone-storage';

/** Bump when a slice's stored shape changes; its reader must still accept the old one. */
export const PERSIST_VERSION = 2;

/** What the app's tabs share of a slice: another tab's newer copy of it is taken before any action. */
export interface TabsShare<S, Shared> {
  /** The part of the slice the key keeps (compared by reference to see a change). */
  select: (slice: S) => unknown;
  /** What the tabs share, of a slice as it reads back from storage (compared as text between copies). */
  shared: (slice: S) => Shared;
  /** Takes another tab's copy into the state. */
  taken: (shared: Shared) => UnknownAction;
  /** Dispatched when another tab wrote the key, so its copy comes in now (any action would take it). */
  checked: () => UnknownAction;
}

export interface StoredSlice<S, Shared = unknown> {
  /** The slice's name in the state. */
  name: string;
  /** redux-persist's key (the app's prefix is added). */
  key: string;
  reducer: Reducer<S>;
  /** Every stored value passes through it: old shapes are migrated, unreadable parts dropped. */
  read: (raw: unknown) => S;
  storage: 'local' | 'session';
  /** Fields of this tab only (an open drawer or dialog), never stored. */
  notStored?: (keyof S & string)[];
  tabs?: TabsShare<S, Shared>;
}

/** Declares a kept slice (typed: its reader, fields and tab share agree with its reducer's state). */
export const storedSlice = <S, Shared = unknown>(
  declaration: StoredSlice<S, Shared>,
): StoredSlice<S, Shared> => declaration;

/** The slice's reducer, kept on the phone as its declaration says. */
export function persisted<S, Shared>(
  slice: StoredSlice<S, Shared>,
  storages: PersistStorages,
): Reducer<S & PersistedState> {
  const config: PersistConfig<S> = {
    key: slice.key,
    // The storage keys keep the original app's names ('sorting-app:authSetting'); v6 still honours keyPrefix.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    keyPrefix: STORAGE_PREFIX,
    storage: storages[slice.storage],
    version: PERSIST_VERSION,
    blacklist: slice.notStored ?? [],
    // A slow phone must not lose its cart to the default 5 s rehydration timeout.
    timeout: 0,
    migrate: (state) =>
      Promise.resolve(
        state === undefined ? undefined : { ...slice.read(state), _persist: state._persist },
      ),
  };
  return persistReducer(config, slice.reducer) as unknown as Reducer<S & PersistedState>;
}

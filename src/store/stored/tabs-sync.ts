/**
 * The cart and the order slice across the app's tabs. redux-persist writes a whole key from each tab's own state,
 * later and on its own timer, so the tab that wrote last used to win: a line added in another tab was gone after a
 * reload, and a pending send of another tab could be written over (and then sent a second time). This middleware
 * keeps each shared key and the state together:
 *
 * - before any action (a sign-out changes the order slice too, a product list answer reprices the cart) it reads
 *   each key and, when another tab has written it since this tab last read or wrote it, takes that copy into the
 *   state first (through the slice's reader, `*-stored.ts`), so the action applies to the newest copy (reading an
 *   unchanged key costs one getItem);
 * - when redux-persist has just read a key back (REHYDRATE), it takes what another tab wrote meanwhile and writes at
 *   once, so redux-persist's own later write of what it read cannot put an older copy back;
 * - after any action that changed the part it writes at once (persistor.flush: synchronous with web storage), so no
 *   write of an older state is left pending to overwrite another tab's newer one;
 * - another tab's write (the `storage` event) dispatches the part's `checked` action, which takes it the same way.
 *
 * Equal copies are not taken again, and a write of an equal value raises no storage event, so two tabs never loop.
 */
import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { storageKey } from '../../config/storage-keys';
import { SHARED_PARTS, type KeptState, type SharedPart } from './kept-slices';
import { decodeStored, type SharedKeys } from './phone-storage';

/** redux-persist's own bookkeeping besides REHYDRATE: it changes neither part. */
const PERSIST_ACTIONS: ReadonlySet<string> = new Set([FLUSH, PAUSE, PERSIST, PURGE, REGISTER]);

export function tabsSyncMiddleware(
  shared: SharedKeys | undefined,
  flush: () => void,
): Middleware<object, KeptState> {
  // Each key's value as this tab last read or wrote it: anything else there was written by another tab.
  const lastSeen = new Map<string, string | null>();
  return (api) => (next) => {
    /** Takes the part's stored copy into the state when another tab wrote it since this tab last read or wrote it. */
    const takeNewer = (part: SharedPart): void => {
      const raw = shared?.read(part.key) ?? null;
      if (raw === null || raw === lastSeen.get(part.key)) return;
      lastSeen.set(part.key, raw);
      const fields = decodeStored(raw);
      if (fields !== null && part.storedText(fields) !== part.ownText(api.getState()))
        next(part.taken(fields));
    };
    const writeNow = (parts: readonly SharedPart[]): void => {
      flush();
      for (const part of parts) lastSeen.set(part.key, shared?.read(part.key) ?? null);
    };
    return (action) => {
      if (shared === undefined || !isAction(action)) return next(action);
      if (action.type === REHYDRATE) {
        // redux-persist writes back what it has just read on a later tick: whatever another tab wrote meanwhile (a
        // pending send, an emptied cart) is taken now, and written at once, so that later write has nothing older.
        const result = next(action);
        const key = storageKey(String((action as { key?: unknown }).key));
        const parts = SHARED_PARTS.filter((part) => part.key === key);
        for (const part of parts) {
          lastSeen.delete(part.key);
          takeNewer(part);
        }
        if (parts.length > 0) writeNow(parts);
        return result;
      }
      if (PERSIST_ACTIONS.has(action.type)) return next(action);
      // Before any action (a sign-out changes the order slice too): another tab's newer copy first.
      const before = SHARED_PARTS.map((part) => part.select(api.getState()));
      for (const part of SHARED_PARTS) takeNewer(part);
      const result = next(action);
      const changed = SHARED_PARTS.filter((part, i) => part.select(api.getState()) !== before[i]);
      if (changed.length > 0) writeNow(changed);
      return result;
    };
  };
}

/** Tells the store when another tab wrote a shared key (null: every key). */
export function listenToOtherTabs(
  shared: SharedKeys | undefined,
  dispatch: (action: UnknownAction) => unknown,
): void {
  shared?.onOtherTabWrite((key) => {
    for (const part of SHARED_PARTS) {
      if (key === null || key === part.key) dispatch(part.checked());
    }
  });
}

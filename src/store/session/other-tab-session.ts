/**
 * A tab follows the session the phone's other tabs leave in storage. The tabs share the token pair but each keeps
 * its own auth slice, so a tab left open while another tab signed out and in as another account went on showing the
 * first account's shop and acting with the second account's token. Now, when another tab's write leaves a session
 * in storage that is not this tab's:
 *
 * - the session ended there (signed out, or the server ended it: the auth key signed out, or the tokens gone): this
 *   tab ends it too, as every session end does (endSession; the server was told by the tab that signed out), and
 *   start-up sends the buyer to /login2 (`sessionEndedInOtherTab`);
 * - another session signed in there (another sign-in: its `sessionId` differs, whatever the account): this tab stops
 *   writing its state and using the tokens at once (makeStore's listener) and start-up starts it again from storage
 *   (`sessionReplacedInOtherTab`; in the browser a reload). A token refresh keeps the session's id: nothing happens.
 *
 * When it looks: when another tab wrote the auth key or a token key (the browser's `storage` event), when the tab is
 * shown again (it may have missed events while in the background; see store/stored/phone-storage.ts), and before any action of its own,
 * so a tab that has not heard yet neither writes its session over the new one nor acts with the new token.
 *
 * Never a loop: this tab's own changes of the auth slice are written at once (as tabs-sync does for the cart), so
 * storage differs from it only after another tab wrote; following an end writes a signed-out session, which a
 * signed-out tab has nothing to follow in; a tab that starts again writes nothing until it has read the stored
 * session back, which is then its own.
 */
import { createAction, isAction, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import {
  ACCESS_TOKEN_KEY,
  AUTH_PERSIST_KEY,
  REFRESH_TOKEN_KEY,
  storageKey,
} from '../../config/storage-keys';
import type { TokenStore } from '../../phone/token-store';
import { readAuth } from './auth-stored';
import { decodeStored, type SharedKeys } from '../stored/phone-storage';
import type { AuthState } from './auth-slice';

const AUTH_KEY = storageKey(AUTH_PERSIST_KEY);

/** Another tab ended the session: this tab has ended it too; start-up shows /login2. */
export const sessionEndedInOtherTab = createAction('session/endedInOtherTab');
/** Another tab signed in to another session: this tab has stopped using its own; start-up starts it again. */
export const sessionReplacedInOtherTab = createAction('session/replacedInOtherTab');
/** Another tab wrote the session's keys, or the tab was shown again: look now. */
export const otherTabSessionChecked = createAction('session/otherTabSessionChecked');

export type OtherTabSession = 'ended' | 'replaced' | null;

/** What this tab must do about the stored session: end its own, start again from the stored one, or nothing. */
export function followStoredSession(
  own: AuthState,
  stored: AuthState,
  tokensGone: boolean,
): OtherTabSession {
  if (stored.loggedIn && !tokensGone && (!own.loggedIn || stored.sessionId !== own.sessionId))
    return 'replaced';
  if (own.loggedIn && (!stored.loggedIn || tokensGone)) return 'ended';
  return null;
}

/** redux-persist's own bookkeeping besides REHYDRATE: it changes no session. */
const PERSIST_ACTIONS: ReadonlySet<string> = new Set([FLUSH, PAUSE, PERSIST, PURGE, REGISTER]);

export function otherTabSessionMiddleware(
  shared: SharedKeys | undefined,
  flush: () => void,
  tokens: TokenStore,
): Middleware<object, { auth: AuthState }> {
  // The auth key as this tab last read or wrote it (undefined until redux-persist has read it back).
  let lastSeen: string | null | undefined;
  let replaced = false;
  return (api) => (next) => {
    /**
     * Looks at the stored session; `withTokens`: at the tokens too (never in the middle of this tab's own sign-out).
     * The auth key counts only when another tab wrote it since this tab last read or wrote it: a key unchanged since
     * is this tab's own session, or one storage refused to replace with it (full), which is no news from elsewhere.
     */
    const look = (withTokens: boolean): void => {
      const raw = shared?.read(AUTH_KEY) ?? null;
      const written = raw !== lastSeen;
      if (!written && !withTokens) return;
      lastSeen = raw;
      const own = api.getState().auth;
      const fields = written && raw !== null ? decodeStored(raw) : {};
      // A value no tab could have written as a session is not one to follow.
      if (fields === null) return;
      const stored = written ? readAuth(fields) : own;
      const pair = tokens.read();
      const tokensGone = withTokens && pair.access === null && pair.refresh === null;
      const follow = followStoredSession(own, stored, tokensGone);
      if (follow === 'replaced') {
        replaced = true;
        api.dispatch(sessionReplacedInOtherTab());
      } else if (follow === 'ended') {
        api.dispatch(sessionEndedInOtherTab());
      }
    };
    const writeNow = (): void => {
      flush();
      lastSeen = shared?.read(AUTH_KEY) ?? null;
    };
    return (action) => {
      if (shared === undefined || !isAction(action) || PERSIST_ACTIONS.has(action.type))
        return next(action);
      if (action.type === REHYDRATE) {
        const result = next(action);
        // The stored session is this tab's from here on; redux-persist's own write of it goes out at once.
        if ((action as { key?: unknown }).key === AUTH_PERSIST_KEY) writeNow();
        return result;
      }
      if (lastSeen === undefined || replaced) return next(action);
      look(otherTabSessionChecked.match(action));
      const before = api.getState().auth;
      const result = next(action);
      if (api.getState().auth !== before) writeNow();
      return result;
    };
  };
}

/** Tells the store when another tab wrote the session's keys (null: any key, or the tab was shown again). */
export function listenForOtherTabSession(
  shared: SharedKeys | undefined,
  dispatch: (action: ReturnType<typeof otherTabSessionChecked>) => unknown,
): void {
  const keys: readonly (string | null)[] = [null, AUTH_KEY, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY];
  shared?.onOtherTabWrite((key) => {
    if (keys.includes(key)) dispatch(otherTabSessionChecked());
  });
}

import { createTokenStore } from '../../../src/phone/token-store';
import type { Customer } from '../../../src/api/types';
import {
  browserStorages,
  decodeStored,
  type SharedKeys,
  type Storage,
} from '../../../src/store/stored/phone-storage';
import { readAuth } from '../../../src/store/session/auth-stored';
import {
  initialAuthState,
  selectIsLoggedIn,
  signedIn,
  type AuthState,
} from '../../../src/store/session/auth-slice';
import { followStoredSession } from '../../../src/store/session/other-tab-session';
import { makeStore, whenRehydrated } from '../../../src/start/make-store';
import { memoryStorage } from '../../support/memory-storage';

/** What a tab does about the session another tab left in storage (src/store/session/other-tab-session.ts). */
const shop = (id: number): Customer => ({
  id,
  fullname: `店 ${String(id)}`,
  name: `店 ${String(id)}`,
});
const session = (id: number, sessionId: string): AuthState => ({
  ...initialAuthState,
  loggedIn: true,
  customer: shop(id),
  customers: [shop(id)],
  sessionId,
});
const signedOutState: AuthState = { ...initialAuthState, lineId: 'U-demo' };

test.each([
  [
    'the same session (a token refresh, a shop switch there)',
    session(101, 's1'),
    session(102, 's1'),
    false,
    null,
  ],
  ['another sign-in (another account)', session(101, 's1'), session(301, 's2'), false, 'replaced'],
  [
    'another sign-in of the same account',
    session(101, 's1'),
    session(101, 's2'),
    false,
    'replaced',
  ],
  ['a sign-in while this tab is signed out', signedOutState, session(301, 's2'), false, 'replaced'],
  ['signed out there', session(101, 's1'), signedOutState, false, 'ended'],
  [
    'the tokens gone, the auth key not yet written',
    session(101, 's1'),
    session(101, 's1'),
    true,
    'ended',
  ],
  ['both signed out', signedOutState, signedOutState, true, null],
  ['another sign-in whose tokens are gone already', signedOutState, session(301, 's2'), true, null],
] as const)('%s', (_case, own, stored, tokensGone, follow) => {
  expect(followStoredSession(own, stored, tokensGone)).toBe(follow);
});

test('each sign-in is a new session id; the stored id is read back, and a session stored before ids has none', () => {
  const first = signedIn({ customer: shop(101) }).payload.sessionId;
  const second = signedIn({ customer: shop(101) }).payload.sessionId;
  expect(first).toMatch(/^[\w-]{10,}$/);
  expect(second).not.toBe(first);
  expect(readAuth({ ...session(101, first) }).sessionId).toBe(first);
  expect(readAuth({ loggedIn: true, customer: shop(101) }).sessionId).toBe('');
});

describe('the browser’s view of the other tabs (phone-storage.ts)', () => {
  const heard: (string | null)[] = [];
  beforeAll(() => {
    browserStorages.shared?.onOtherTabWrite((key) => heard.push(key));
  });
  beforeEach(() => {
    heard.length = 0;
  });

  test('another tab’s write of a key is told with the key', () => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'sorting-app:authSetting', storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'sorting-app:dictList', storageArea: sessionStorage }),
    );
    expect(heard).toEqual(['sorting-app:authSetting']);
  });

  test('shown again, any key may have changed (null); hidden, nothing', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual([]);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual([null]);
  });
});

test('storage full: this tab’s own sign-in, which storage refused, is not taken for another tab’s sign-out when the tab is shown again', async () => {
  const data = new Map<string, string>();
  let full = false;
  const local: Storage = {
    getItem: (key: string) => Promise.resolve(data.get(key) ?? null),
    setItem: (key: string, value: string) => {
      if (full)
        return Promise.reject(
          new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
        );
      data.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      data.delete(key);
      return Promise.resolve();
    },
  };
  const listeners: ((key: string | null) => void)[] = [];
  const shared: SharedKeys = {
    read: (key) => data.get(key) ?? null,
    onOtherTabWrite: (listener) => listeners.push(listener),
  };
  const tokens = createTokenStore();
  const { store, persistor } = makeStore({
    tokens,
    storages: { local, session: memoryStorage(), shared },
  });
  await whenRehydrated(persistor);
  // redux-persist logs each refused write in development builds: expected here, nothing else.
  const failOnOthers = console.error;
  console.error = (...args: unknown[]) => {
    if (args[0] !== 'Error storing data') failOnOthers(...args);
  };

  full = true;
  tokens.save('a.b.c', 'r-1');
  store.dispatch(signedIn({ customer: shop(101) }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const listener of listeners) listener(null);

  expect(selectIsLoggedIn(store.getState())).toBe(true);
  expect(tokens.read()).toEqual({ access: 'a.b.c', refresh: 'r-1' });
  // Storage still holds the signed-out session it had before it filled up.
  expect(decodeStored(data.get('sorting-app:authSetting') ?? '')).toMatchObject({
    loggedIn: false,
  });
});

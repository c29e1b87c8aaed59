/**
 * LINE's official mock plugin standing in for LINE (VITE_LIFF_MOCK=true): logged in, in client, as the demo user
 * (or the one chosen on the demo /login page; 'none' = an external browser not logged in to LINE).
 * Loaded only by dynamic import from init-line.ts, so a build with a real LIFF id never loads it.
 *
 * Traps of @line/liff-mock 1.0.4 handled here (docs/tooling.md):
 * - the plugin calls liff.isInClient() while installing, so IsInClientModule must be installed first;
 * - the mocked init replaces every LIFF API on the liff object, so no other module is installed: they would only
 *   slow the demo's start (the app's speed is measured with the mock on) and be overwritten;
 * - isLoggedIn() is plain mock data (false by default, and login() does not change it): set it with $mock.set;
 * - getProfile() and sendMessages() throw until login() was called once; the mock's login() only counts the call
 *   (no redirect), so it is called once here when the user is logged in;
 * - $mock.set with a plain object replaces all mock data: always use the function form;
 * - liff.ready never resolves and liff.id stays null in mock mode: neither is used;
 * - the mock is a module singleton (state survives a second init): every call sets the whole state it relies on.
 */
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import { LiffMockPlugin, type ExtendedInit, type LiffMockApi } from '@line/liff-mock';
import type GetContextModule from '@line/liff/get-context';
import type GetIDTokenModule from '@line/liff/get-id-token';
import type GetLineVersionModule from '@line/liff/get-line-version';
import type GetOSModule from '@line/liff/get-os';
import type GetProfileModule from '@line/liff/get-profile';
import type LoginModule from '@line/liff/login';
import type PermissionModule from '@line/liff/permission';
import type SendMessagesModule from '@line/liff/send-messages';
import type { AppEnv } from '../config/env';
import { DEMO_LINE_USER_NONE, readDemoLineUser } from './demo-line-user';
import { LineError, type LineClient, type LineMessage } from './line-client';
import { mockIdToken } from './mock-id-token';

export const DEMO_LIFF_ID = 'demo-liff-id';
export const MOCK_DISPLAY_NAME = '示範採購';

type Api<M extends { install: (...args: never[]) => unknown }> = ReturnType<M['install']>;

/** The liff object after the mocked init: the plugin injects these, but @line/liff/core's type does not know it. */
interface MockedLiff {
  init: ExtendedInit;
  $mock: LiffMockApi;
  login: Api<LoginModule>;
  getProfile: Api<GetProfileModule>;
  getContext: Api<GetContextModule>;
  getOS: Api<GetOSModule>;
  getLineVersion: Api<GetLineVersionModule>;
  permission: Api<PermissionModule>;
  sendMessages: Api<SendMessagesModule>;
  getIDToken: Api<GetIDTokenModule>;
}

const notLoggedIn = (): LineError =>
  new LineError('UNAUTHORIZED', 'Not logged in to LINE (mock LINE user "none").');

export async function createMockLineClient(env: AppEnv): Promise<LineClient> {
  // The plugin is typed for the full SDK's liff, but touches only isInClient and init, both present on core.
  const mockPlugin = new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0];
  // Order matters: the plugin reads liff.isInClient() while installing. A repeated use() is ignored by LIFF.
  liff.use(new IsInClientModule()).use(mockPlugin);
  // The plugin replaced init and will inject the APIs; core's type cannot express that, hence the one cast.
  const mocked = liff as unknown as MockedLiff;
  await mocked.init({ liffId: env.liffId || DEMO_LIFF_ID, mock: true });

  const stored = readDemoLineUser();
  const loggedIn = stored !== DEMO_LINE_USER_NONE;
  const userId = stored ?? env.liffMockUserId;
  mocked.$mock.set((previous) => ({
    ...previous,
    // LINE's in-app browser is always logged in, so "not logged in" can only be an external browser.
    isInClient: loggedIn,
    isLoggedIn: loggedIn,
    getProfile: { userId, displayName: MOCK_DISPLAY_NAME },
    getIDToken: loggedIn ? mockIdToken(userId, MOCK_DISPLAY_NAME) : null,
    // Granted, so the demo walks the whole order-notification path (the default mock context is a group chat).
    'permission.query': { state: 'granted' },
  }));
  if (loggedIn) mocked.login();

  return {
    mock: true,
    isLoggedIn: () => loggedIn,
    // Never navigates: in "none" mode a real login would leave the page and come back still logged out, an endless
    // loop in the demo. The buyer stays on the page and can use the account-name sign-in (/login2) instead.
    login: () => undefined,
    getProfile: async () => {
      if (!loggedIn) throw notLoggedIn();
      const profile = await mocked.getProfile();
      return { userId: profile.userId, displayName: profile.displayName };
    },
    getIDToken: () => (loggedIn ? mocked.getIDToken() : null),
    isInClient: () => loggedIn,
    getContextType: () => mocked.getContext()?.type ?? null,
    getOS: () => mocked.getOS(),
    getLineVersion: () => mocked.getLineVersion(),
    permissionQuery: async (permission) => (await mocked.permission.query(permission)).state,
    sendMessages: async (messages: LineMessage[]) => {
      if (!loggedIn) throw notLoggedIn();
      // The same rule the real SDK enforces, so the demo and e2e catch a sixth bubble.
      if (messages.length < 1 || messages.length > 5) {
        throw new LineError('INVALID_ARGUMENT', 'Number of messages should be in range 1 to 5.');
      }
      await mocked.sendMessages(messages);
    },
    // A mock cannot close a window; false tells the caller to navigate itself (to home, after binding LINE).
    closeWindow: () => false,
  };
}

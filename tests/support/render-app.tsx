/**
 * Renders the whole app at a path, as boot does but in memory: the same start-up (startApp) and the same tree
 * (AppTree) on a MemoryRouter instead of the browser's, a fresh store on in-memory storages, and the demo backend
 * (MSW, tests/support/setup-integration.ts) behind the real http layer. Use from tests/integration only.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppTree } from '../../src/app/app-tree';
import { startApp, type StartedApp } from '../../src/start/start-app';
import { paintStoredHome } from '../../src/stored-home/paint-stored-home';
import { env } from '../../src/config/env';
import { paths } from '../../src/config/paths';
import { initI18n } from '../../src/i18n/i18n';
import type { LineClient, LineStart } from '../../src/line/line-client';
import { lineUserBeforeInit, type LineUserConfig } from '../../src/line/line-user-before-init';
import { signIn } from '../../src/store/session/sign-in';
import { accountEntered, lineProfileLoaded } from '../../src/store/session/auth-slice';
import type { PersistStorages } from '../../src/store/stored/phone-storage';
import type { AppStore } from '../../src/store/root-state';
import { LINE_USERS, fakeLine } from './fake-line';
import { memoryStorages } from './memory-storage';
import { RouterProbe, createTestRouter } from './test-router';

/** Demo backend accounts (src/mocks/seed): who they are and the LINE user each is opened by. */
const ACCOUNTS = {
  demo: { account: 'demo', lineId: LINE_USERS.demo },
  chain: { account: 'chain', lineId: LINE_USERS.chain },
  // Signed in with an account whose shop is not bound to LINE yet: /login3 binds it to this LINE user.
  'newshop-unbound': { account: 'newshop', lineId: LINE_USERS.unbound },
} as const;

export type DemoAccount = keyof typeof ACCOUNTS;

export interface RenderAppOptions {
  /** Signs in through the demo backend's real login call before the first render. */
  signedInAs?: DemoAccount;
  /** Overrides of the fake LINE client; null = LINE could not start. */
  line?: Partial<LineClient> | null;
  /** Storages to start from (e.g. a stored cart or session); fresh empty in-memory ones by default. */
  storages?: PersistStorages;
  /** Runs the app's real start-up (src/app/start-app.ts) with LINE started at once, as boot does. */
  startup?: boolean;
  /**
   * Runs the real start-up with LINE finishing its start when this settles: a test holds it back to see what shows
   * before LINE has started. Renders once start-up allows the first render.
   */
  lineStart?: Promise<LineClient | null>;
  /** LINE's start failed because LINE could not be reached (start-in-browser.ts tells start-up so). */
  lineUnreachable?: boolean;
  /** When a lost order's check asks the last order, shortened from the app's half minute. */
  orderCheckDelays?: readonly number[];
  /**
   * LINE's configuration as the entry reads it before LINE has started (who LINE is about to name:
   * src/line/line-user-before-init.ts). By default LINE's mock, as in the demo: its user is the demo's choice
   * (localStorage `sorting-app:demo-line-user`, setDemoLineUser) or the demo user. The fake LINE that then starts
   * is the test's to match.
   */
  lineConfig?: Partial<LineUserConfig>;
  /** Where React renders (the page's `#root`, for a test that lets home keep its copy); a new div by default. */
  container?: HTMLElement;
}

/**
 * The session an account login on /login2 leaves, through the app's own sign-in (the signIn thunk: the login call,
 * tokens, signedIn, the customer list), against the demo backend's real calls.
 */
export async function signInAs(store: AppStore, who: DemoAccount): Promise<void> {
  const { account, lineId } = ACCOUNTS[who];
  store.dispatch(lineProfileLoaded(lineId));
  store.dispatch(accountEntered(account));
  const customer = await store.dispatch(signIn({ by: 'account', account, lineId })).unwrap();
  if (customer === null) {
    throw new Error(`renderApp: the demo login of ${account} failed`);
  }
}

const never = new Promise<never>(() => undefined);

/** A test with one tab: no other tab signs in, so nothing may start the app again (it fails the test if it does). */
export const noRestart = (): never => {
  throw new Error('start-up restarted the app, but no other tab signed in');
};

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const storages = options.storages ?? memoryStorages();
  // As the entry (main.tsx): who LINE is about to name, and home's stored copy painted into the splash when the page
  // has one (a test that puts it there) and the phone's storage holds a copy for that user.
  const lineUser = lineUserBeforeInit({ ...env, liffMock: true, ...options.lineConfig });
  paintStoredHome(paths.home, { lineUser, imageBaseUrl: env.imageBaseUrl });
  const who = options.signedInAs;
  const userId = who === undefined ? LINE_USERS.demo : ACCOUNTS[who].lineId;
  const line = options.line === null ? null : fakeLine(options.line, userId);
  const runsStartup = options.startup === true || options.lineStart !== undefined;
  // Without start-up, LINE never finishes starting as far as start-up is concerned: no start-up sign-in runs.
  const lineStart = options.lineStart ?? (runsStartup ? Promise.resolve(line) : never);
  // A session the test asks for is in place before LINE has started, as a stored one would be.
  let sessionReady: () => void = () => undefined;
  const afterSession = new Promise<void>((resolve) => (sessionReady = resolve));
  // The router's path once it is on screen (a sign-in form moves on to /login3, say), as the browser's location is.
  const router = createTestRouter();
  const opened = new URL(path, window.location.origin).pathname;
  const app = await startApp({
    line: afterSession.then(() => lineStart),
    search: new URL(path, window.location.origin).search,
    currentPath: () => router.state.location.pathname || opened,
    storages,
    lineUserBeforeInit: lineUser,
    lineUnreachable: () => options.lineUnreachable === true,
    restart: noRestart,
    ...(options.orderCheckDelays === undefined
      ? {}
      : { orderCheckDelays: options.orderCheckDelays }),
  });
  // When the test ends its app is closed, as a page is: whatever it still runs can no longer read or write the
  // phone's tokens, which the next test's app shares (one window, one localStorage).
  onTestFinished(() => {
    app.tokens.leave();
  });
  if (who !== undefined) await signInAs(app.store, who);
  sessionReady();
  const { line: lineAtRender } = runsStartup ? await app.firstRender() : { line };
  return { ...renderTree(app, path, lineAtRender, router, options.container), line, storages };
}

/** The app's tree for a started app at `path`, as boot renders it, on a MemoryRouter. */
function renderTree(
  app: StartedApp,
  path: string,
  line: LineStart,
  router = createTestRouter(),
  container?: HTMLElement,
) {
  const user = userEvent.setup();
  const AtPath = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      {children}
    </MemoryRouter>
  );
  const view = render(
    <AppTree app={app} line={line} i18n={initI18n()} Router={AtPath}>
      <RouterProbe router={router} />
    </AppTree>,
    container === undefined ? {} : { container },
  );
  const { store, persistor } = app;
  return { ...view, app, store, persistor, router, user, alerts: app.alerts };
}

/**
 * Renders an app a test started itself with `startApp` (to see what start-up does before anything is on screen),
 * once start-up allows the first render.
 */
export async function renderStartedApp(app: StartedApp, path: string) {
  onTestFinished(() => {
    app.tokens.leave();
  });
  const { line } = await app.firstRender();
  return renderTree(app, path, line);
}

/** The router's current path (with the query string), for asserting redirects. */
export const locationOf = (router: {
  state: { location: { pathname: string; search: string } };
}): string => router.state.location.pathname + router.state.location.search;

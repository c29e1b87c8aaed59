/**
 * What every start of the app sets up before the first render, shared by start-in-browser.ts and the
 * integration tests (in memory), so both run the same start-up.
 *
 * The order the buyer needs (with one exception for speed): the first render waits until LINE has
 * started and the start-up sign-in has its answer, so the route guards see a settled session and LIFF has turned a
 * deep link into its real path. It does not wait for the rest of the sign-in (the account's shop list, which only the
 * shop picker reads): on a cold open that list's round trip is time React can spend rendering the screen while home's
 * first calls are on their way. The exception is a returning buyer: with a stored bound session, a URL that carries
 * nothing for LIFF to read, and LINE about to name the session's own user (known before LINE has started:
 * line/line-user-before-init.ts), the screen shows at once and LINE starts alongside; if LINE then shows another
 * user after all, or needs its login, the session ends as any other session end does (startupSignIn) and the guard
 * leaves the screen. When LINE's user cannot be known before its start, or is another, the last session is not shown
 * to them: the first render waits for LINE, as on a first open.
 */
import { sessionEndedByServer } from '../store/session/session-ended-by-server';
import { createTokenStore } from '../phone/token-store';
import { createAppAlerts } from '../store/app-alerts';
import { paths, SIGN_IN_FORMS } from '../config/paths';
import { startupSignIn } from './startup-sign-in';
import { lineUnreachableFound } from '../store/session/sign-in';
import type { LineClient, LineStart } from '../line/line-client';
import { homeDataAsked, selectHomeDataAsked } from '../store/catalogue/catalogue-slice';
import {
  selectIsBound,
  selectIsLoggedIn,
  selectSessionLineUser,
  signedIn,
} from '../store/session/auth-slice';
import {
  sessionEndedInOtherTab,
  sessionReplacedInOtherTab,
} from '../store/session/other-tab-session';
import type { PersistStorages } from '../store/stored/phone-storage';
import { makeStore, whenRehydrated } from './make-store';
import { createNavigationHandle } from '../store/navigation-handle';
import { startHomeData as homeData } from './home-data';

/**
 * What LIFF puts in the URL for its init to read: a deep link (`liff.state`) and the return from LINE login.
 * With any of them the router must wait for init, which rewrites or consumes them.
 */
const LINE_URL_PARAMS = ['liff.state', 'code', 'state', 'liffClientId', 'liffRedirectUri'];

export const urlCarriesLine = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return LINE_URL_PARAMS.some((name) => query.has(name));
};

export interface StartAppOptions {
  /** LINE starting (the real SDK or its mock); null inside when it could not start. */
  line: Promise<LineClient | null>;
  /** The URL's query string as the app was opened. */
  search: string;
  /** The path the router is on (LIFF's init may change it from the one the app was opened at). */
  currentPath: () => string;
  /**
   * The LINE user LINE is about to name, read before it has started (line/line-user-before-init.ts); null or left out
   * when it cannot be known. It only decides whether the stored session may be shown before LINE has started.
   */
  lineUserBeforeInit?: string | null;
  /** Once `line` has settled: whether LINE's start failed because LINE could not be reached. */
  lineUnreachable?: () => boolean;
  /** Tests pass in-memory storages; the app uses localStorage and sessionStorage. */
  storages?: PersistStorages;
  /** When a lost order's check asks the last order (features/checkout/order-check.ts); tests shorten it. */
  orderCheckDelays?: readonly number[];
  /** How long after it left a send can still land (domain/send-can-land.ts); tests shorten it. */
  orderLandLimitMs?: number;
  /**
   * Starts the app again from the stored session, when another tab signed in to another one: in the browser a
   * reload (a fresh store and cache, nothing of the old session's calls still running); tests pass a spy.
   */
  restart: () => void;
}

export async function startApp({
  line,
  search,
  currentPath,
  lineUserBeforeInit = null,
  lineUnreachable = () => false,
  storages,
  orderCheckDelays,
  orderLandLimitMs,
  restart,
}: StartAppOptions) {
  const tokens = createTokenStore();
  const { store, persistor, startListening, server } = makeStore({
    tokens,
    ...(storages === undefined ? {} : { storages }),
    ...(orderCheckDelays === undefined ? {} : { orderCheckDelays }),
    ...(orderLandLimitMs === undefined ? {} : { orderLandLimitMs }),
  });
  await whenRehydrated(persistor);
  // The session as the last visit left it: a sign-in from now on is a new one (cart-sync at app/session-wiring.ts).
  const storedSessionId = store.getState().auth.sessionId;
  const navigation = createNavigationHandle();
  // Notices raised before the first render (請先登入 LINE) wait here and show once the app is on screen.
  const alerts = createAppAlerts();
  // The server ended the session (401, invalid_token): the store signs out (the cart stays); the buyer goes to
  // /login2, no reload.
  startListening({
    actionCreator: sessionEndedByServer,
    effect: () => {
      navigation.navigate(paths.login2, { replace: true });
    },
  });
  // Another tab signed out: this tab's session has ended too (the store did it); the buyer goes to /login2 the same
  // way. Another tab signed in to another session: this tab starts again from it. A reload rather than taking the
  // new session over in place: nothing of the old shop (its cached answers, a send or an add on its way, a screen's
  // state) can outlive the switch, and the new session starts exactly as any open of the app does.
  startListening({
    actionCreator: sessionEndedInOtherTab,
    effect: () => {
      navigation.navigate(paths.login2, { replace: true });
    },
  });
  startListening({ actionCreator: sessionReplacedInOtherTab, effect: () => restart() });
  // The first screen is on the page (app-tree.tsx says so after React's first commit): what its first frame does
  // not need waits for it.
  let firstScreenCommitted = (): void => undefined;
  const firstScreen = new Promise<void>((resolve) => {
    firstScreenCommitted = resolve;
  });
  // Home's data is asked for as soon as a bound shop is signed in on home, not when home mounts (home-data.ts),
  // once per session: a session that ends (LINE shows another user at start-up) lets the next sign-in ask again
  // (the catalogue slice forgets it with the session).
  const startHomeData = async (): Promise<void> => {
    const state = store.getState();
    if (selectHomeDataAsked(state) || currentPath() !== paths.home || !selectIsBound(state)) return;
    store.dispatch(homeDataAsked());
    await store.dispatch(homeData(firstScreen));
  };
  startListening({ actionCreator: signedIn, effect: () => startHomeData() });

  // Every open but a sign-in form without a session calls the server at once: its code is asked for now, beside
  // LINE's start. A sign-in form asks for it with the first sign-in (LINE's, or the buyer's submit).
  if (selectIsLoggedIn(store.getState()) || !SIGN_IN_FORMS.includes(currentPath()))
    void server().catch(() => undefined);

  // The stored session shows before LINE has started only to its own LINE user: another user on this phone (or one
  // the app cannot tell yet) waits for LINE, and sees nothing of the last buyer's shop, prices or cart.
  const rendersBeforeLine =
    !urlCarriesLine(search) &&
    selectIsBound(store.getState()) &&
    lineUserBeforeInit !== null &&
    lineUserBeforeInit === selectSessionLineUser(store.getState());
  // A returning shop's last view goes into the cache before the first render, so that render shows it; whatever
  // screen it is, its server's data has the server layer joined by then.
  if (rendersBeforeLine) {
    await startHomeData().catch(() => undefined);
    await server().catch(() => undefined);
  }
  const signIn = line
    .then((client) => {
      if (client === null && lineUnreachable()) store.dispatch(lineUnreachableFound());
      return store.dispatch(startupSignIn({ line: client, notify: alerts.notify }));
    })
    .then(() => startHomeData().catch(() => undefined));
  // The session is settled once the start-up login has answered (signedIn), or the start-up sign-in ended without one.
  const sessionSettled = new Promise<void>((resolve) => {
    const stop = startListening({
      actionCreator: signedIn,
      effect: () => {
        stop();
        resolve();
      },
    });
    void signIn.then(() => {
      stop();
      resolve();
    });
  });
  return {
    store,
    persistor,
    /** The session's tokens (the API layer reads them through the store's thunks). */
    tokens,
    navigation,
    alerts,
    line,
    /** Settles once the start-up sign-in has (it never rejects). */
    signIn,
    startListening,
    /** The server layer, joined to this app's store (loaded on the first call). */
    server,
    /** A sign-in happened since the app started (not the session the last visit stored). */
    signedInSinceStart: (): boolean => {
      const { loggedIn, sessionId } = store.getState().auth;
      return loggedIn && sessionId !== storedSessionId;
    },
    /** The first render need not wait for `signIn`: a stored bound session of the LINE user about to be named, on a plain URL. */
    rendersBeforeLine,
    /** Called once React has committed the first screen (app-tree.tsx); later calls do nothing. */
    firstScreenCommitted: () => firstScreenCommitted(),
    /** Resolves when the first render may happen, with LINE as that render sees it: started, or still starting. */
    firstRender: async (): Promise<{ line: LineStart }> => {
      // A returning buyer's home was given its stored view (and the server layer with it) above.
      if (rendersBeforeLine) return { line };
      await sessionSettled;
      // A signed-in buyer's screens show the server's data: the server layer has joined the store before they do.
      if (selectIsLoggedIn(store.getState())) await server().catch(() => undefined);
      return { line: await line };
    },
  };
}

export type StartedApp = Awaited<ReturnType<typeof startApp>>;

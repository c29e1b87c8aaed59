/**
 * The store: one per app start and per test (the Redux style guide's makeStore). It holds the buyer's state from the
 * first moment (the session, the cart, the orders on their way, what home shows), persisted under `sorting-app:`.
 * The server layer (RTK Query's cache and the calls, src/api) joins it when the open first needs the server
 * (`server` below); a sign-in form shows before that.
 */
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  isAnyOf,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { signedIn, signedOut } from '../store/session/auth-slice';
import { makeCartExtra } from '../store/cart/cart-types';
import { catalogueReducer } from '../store/catalogue/catalogue-slice';
import { clearCatalogueSnapshots, makeCatalogueExtra } from '../store/catalogue/catalogue-snapshot';
import { orderSendReducer } from '../store/order/order-send-slice';
import { browserStorages, type PersistStorages } from '../store/stored/phone-storage';
import { persistedReducers } from '../store/stored/kept-slices';
import { pendingSendStored } from '../store/order/pending-send-stored';
import { loadServerLayer } from './server-layer';
import { endSession } from '../store/session/end-session';
import {
  listenForOtherTabSession,
  otherTabSessionMiddleware,
  sessionEndedInOtherTab,
  sessionReplacedInOtherTab,
} from '../store/session/other-tab-session';
import { sessionEndedByServer } from '../store/session/session-ended-by-server';
import { signInReducer } from '../store/session/sign-in';
import type { TokenStore, WithTokens } from '../phone/token-store';
import type {
  AppExtra,
  AppStore,
  LazyLoadedSlices,
  RootState,
  ServerLayer,
} from '../store/root-state';
import { listenToOtherTabs, tabsSyncMiddleware } from '../store/stored/tabs-sync';

export interface MakeStoreOptions {
  /** The session's tokens (phone/token-store.ts): start-up makes them, each test its own. */
  tokens: TokenStore;
  /** Tests pass in-memory storages; the app uses localStorage and sessionStorage. */
  storages?: PersistStorages;
  /** When the last order is asked after a lost send (order-check.ts's schedule unless given); tests shorten it. */
  orderCheckDelays?: readonly number[];
  /** How long after it left a send can still land (domain/send-can-land.ts unless given); tests shorten it. */
  orderLandLimitMs?: number;
}

export function makeStore(options: MakeStoreOptions) {
  const storages = options.storages ?? browserStorages;
  const rootReducer = combineSlices(persistedReducers(storages), {
    catalogue: catalogueReducer,
    signIn: signInReducer,
    orderSend: orderSendReducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();
  // RTK Query's middleware joins with the server layer.
  const serverMiddleware = createDynamicMiddleware();

  // What the thunks keep per store besides state (each maker says what it holds).
  const catalogueExtra = makeCatalogueExtra();
  const listener = createListenerMiddleware();
  // The signed-in session's signal: what runs for one session (an order send's watch) stops when it ends, and a new
  // sign-in is a new session. Registered first, so it is renewed before any other listener starts work for the next.
  let session = new AbortController();
  listener.startListening({
    matcher: isAnyOf(signedOut, signedIn),
    effect: () => {
      session.abort();
      session = new AbortController();
    },
  });
  // The server layer, once it has joined this store.
  let joined: ServerLayer | null = null;
  // A signed-out buyer must not see the previous session's server data (another account may sign in next), now
  // or on the next open.
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      clearCatalogueSnapshots(catalogueExtra.keptSnapshots);
      if (joined !== null) dispatch(joined.api.util.resetApiState());
    },
  });

  // The server ended the session (401, invalid_token; told once by the API layer through `serverEndedSession`
  // below): end it here, whoever made the call. Where the buyer goes next is start-up's business (/login2).
  listener.startListening.withTypes<unknown, ThunkDispatch<unknown, WithTokens, UnknownAction>>()({
    actionCreator: sessionEndedByServer,
    effect: (_action, { dispatch }) => {
      dispatch(endSession());
    },
  });
  // Another tab signed out (store/session/other-tab-session.ts): this tab ends its session the same way; the server was
  // told by that tab. Where the buyer goes next is start-up's business (/login2).
  listener.startListening.withTypes<unknown, ThunkDispatch<unknown, WithTokens, UnknownAction>>()({
    actionCreator: sessionEndedInOtherTab,
    effect: (_action, { dispatch }) => {
      dispatch(endSession());
    },
  });
  // Another tab signed in to another session: before anything else happens here, this tab stops writing its state
  // over that session's and stops using the tokens, which are that session's now. Start-up starts it again.
  listener.startListening({
    actionCreator: sessionReplacedInOtherTab,
    effect: () => {
      options.tokens.leave();
      pause();
    },
  });

  // The persistor is made after the store: the writes at once (the cart's, the pending send's) go through it then.
  let flush = (): void => undefined;
  let pause = (): void => undefined;
  let serverJoining: Promise<ServerLayer> | null = null;
  const extra: AppExtra = {
    ...makeCartExtra(),
    ...catalogueExtra,
    tokens: options.tokens,
    serverEndedSession: () => store.dispatch(sessionEndedByServer()),
    persistNow: () => flush(),
    pendingSendStored: (customerid) =>
      pendingSendStored(storages.shared, store.getState(), customerid),
    session: () => session.signal,
    join: (slice) => {
      rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
    },
    server: () =>
      (serverJoining ??= loadServerLayer().then(
        (layer) => {
          rootReducer.inject(layer.api);
          serverMiddleware.addMiddleware(layer.api.middleware);
          // RTK Query's own reset gives its cache its first state before any call reads it.
          store.dispatch(layer.api.util.resetApiState());
          joined = layer;
          return layer;
        },
        (error: unknown) => {
          // Not loaded (offline before it was ever fetched): the next call tries again.
          serverJoining = null;
          throw error;
        },
      )),
    ...(options.orderCheckDelays === undefined
      ? {}
      : { orderCheckDelays: options.orderCheckDelays }),
    ...(options.orderLandLimitMs === undefined
      ? {}
      : { orderLandLimitMs: options.orderLandLimitMs }),
  };
  const tabsSync = tabsSyncMiddleware(storages.shared, () => flush());
  const otherTabSession = otherTabSessionMiddleware(storages.shared, () => flush(), options.tokens);

  // The state is the store's own type (store/root-state.ts): this says the slices above make exactly it.
  const stateReducer: Reducer<RootState> = rootReducer;
  const store = configureStore({
    reducer: stateReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // RTK's own check (development and tests): every action and state is plain data, RTK Query's failures
        // included (api-error.ts); redux-persist's actions carry its callbacks by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware, tabsSync, otherTabSession)
        .concat(serverMiddleware.middleware),
  });
  const persistor = persistStore(store);
  flush = () => void persistor.flush();
  pause = () => {
    persistor.pause();
  };
  // Another tab changed the cart or a send: take it now, so this tab shows it and its next change builds on it.
  listenToOtherTabs(storages.shared, store.dispatch);
  // Another tab signed out, or in as someone else: follow it (store/session/other-tab-session.ts).
  listenForOtherTabSession(storages.shared, store.dispatch);
  return {
    // The store's own type (store/root-state.ts), which the typed hooks and the screens name: this says it is one.
    store: store satisfies AppStore,
    persistor,
    startListening: listener.startListening,
    server: extra.server,
  };
}

/** Resolves once every persisted slice is back, so nothing renders on an empty cart or a missing sign-in. */
export function whenRehydrated(persistor: ReturnType<typeof persistStore>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

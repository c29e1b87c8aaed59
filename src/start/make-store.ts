import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  isAnyOf,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { sessionEndedByServer } from './session/session-ended-by-server';
import type { TokenStore, WithTokens } from './session/token-store';
import { loadedApi, whenApiLoaded, type AppApi } from '../api/api-registry';
import { signedIn, signedOut } from '../store/session/auth-slice';
import type { CartAddsState } from '../features/cart/cart-adds-model';
import type { LineConfirmState } from '../features/order-detail/line-confirm';
import { catalogueReducer } from '../store/catalogue/catalogue-slice';
import {
  clearCatalogueSnapshots,
  makeCatalogueExtra,
  type CatalogueExtra,
} from '../store/catalogue/catalogue-snapshot';
import { startCartSync } from '../features/cart/cart-sync';
import { makeCartExtra, type CartExtra } from '../store/cart/cart-types';
import { orderSendReducer, type OrderSendExtra } from '../features/checkout/order-send';
import { submitOrder } from '../features/checkout/submit-order';
import { browserStorages, persistedReducers, type PersistStorages } from './persist';
import { pendingSendStored } from '../features/checkout/pending-send-stored';
import { whenSliceLoaded } from '../store/lazy-slices';
import { endSession } from './session/end-session';
import {
  listenForOtherTabSession,
  otherTabSessionMiddleware,
  sessionEndedInOtherTab,
  sessionReplacedInOtherTab,
} from './session/other-tab-session';
import { signInReducer } from './session/sign-in';
import { listenToOtherTabs, tabsSyncMiddleware } from './tabs-sync';

export interface MakeStoreOptions {
  /** The session's tokens (api/token-store.ts): start-up makes them, each test its own. */
  tokens: TokenStore;
  /** Tests pass in-memory storages; the app uses localStorage and sessionStorage. */
  storages?: PersistStorages;
  /** When the last order is asked after a lost send (order-check.ts's schedule unless given); tests shorten it. */
  orderCheckDelays?: readonly number[];
}

/**
 * What every thunk gets besides dispatch and getState (the thunk middleware's extraArgument), RTK Query's base
 * query included: per-store state that is not data. Two stores, as in two tests, never share it.
 */
export type AppExtra = CartExtra & CatalogueExtra & WithTokens & OrderSendExtra;

/** One store per app start and per test (the Redux style guide's makeStore). */
export function makeStore(options: MakeStoreOptions) {
  const storages = options.storages ?? browserStorages;
  // The api's reducer and middleware join when its module loads (api-registry.ts), not at start-up, and so do the
  // slices that sit beside thunks calling the server (lazy-slices.ts).
  const rootReducer = combineSlices(persistedReducers(storages), {
    catalogue: catalogueReducer,
    signIn: signInReducer,
    orderSend: orderSendReducer,
  }).withLazyLoadedSlices<{
    api: ReturnType<AppApi['reducer']>;
    cartAdds: CartAddsState;
    lineConfirm: LineConfirmState;
  }>();
  const apiMiddleware = createDynamicMiddleware();

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
  // A signed-out buyer must not see the previous session's server data (another account may sign in next), now
  // or on the next open.
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      clearCatalogueSnapshots(catalogueExtra.keptSnapshots);
      const api = loadedApi();
      if (api !== null) dispatch(api.util.resetApiState());
    },
  });

  // The server ended the session (401, invalid_token; told once by the API layer): end it here, whoever made the
  // call. Where the buyer goes next is start-up's business (/login2).
  listener.startListening.withTypes<unknown, ThunkDispatch<unknown, WithTokens, UnknownAction>>()({
    actionCreator: sessionEndedByServer,
    effect: (_action, { dispatch }) => {
      dispatch(endSession());
    },
  });
  // Another tab signed out (store/session/other-tab-session.ts): this tab ends its session the same way; the server
  // was told by that tab. Where the buyer goes next is start-up's business (/login2).
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

  startCartSync(listener.startListening);

  // A sent order's emptied cart and ended pending send are written at once: a reload right after must not find
  // the cart that was just ordered, nor a send to check again.
  listener.startListening({
    actionCreator: submitOrder.fulfilled,
    effect: () => {
      extra.persistNow();
    },
  });

  // The persistor is made after the store: the writes at once (the cart's, the pending send's) go through it then.
  let flush = (): void => undefined;
  let pause = (): void => undefined;
  const extra: AppExtra = {
    ...makeCartExtra(),
    ...catalogueExtra,
    tokens: options.tokens,
    persistNow: () => flush(),
    pendingSendStored: (customerid) =>
      pendingSendStored(storages.shared, store.getState(), customerid),
    session: () => session.signal,
    ...(options.orderCheckDelays === undefined
      ? {}
      : { orderCheckDelays: options.orderCheckDelays }),
  };
  const tabsSync = tabsSyncMiddleware(storages.shared, () => flush());
  const otherTabSession = otherTabSessionMiddleware(storages.shared, () => flush(), options.tokens);

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // RTK's own check (development and tests): every action and state is plain data, RTK Query's failures
        // included (api-error.ts); redux-persist's actions carry its callbacks by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware, tabsSync, otherTabSession)
        .concat(apiMiddleware.middleware),
  });
  whenApiLoaded((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    apiMiddleware.addMiddleware(api.middleware);
    // An injected reducer gets its state with the next action: make that happen before any endpoint runs.
    store.dispatch({ type: 'api/pluggedIn' });
  });
  whenSliceLoaded((slice) => rootReducer.inject(slice));
  const persistor = persistStore(store);
  flush = () => void persistor.flush();
  pause = () => {
    persistor.pause();
  };
  // Another tab changed the cart or a send: take it now, so this tab shows it and its next change builds on it.
  listenToOtherTabs(storages.shared, store.dispatch);
  // Another tab signed out, or in as someone else: follow it (store/session/other-tab-session.ts).
  listenForOtherTabSession(storages.shared, store.dispatch);
  return { store, persistor, startListening: listener.startListening };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
/**
 * The state as it is: `api` is there once the API layer has loaded (api-registry.ts), which the first screen that
 * calls the server brings; /login2 runs without it.
 */
export type RootState = ReturnType<AppStore['getState']>;
/** The state as a reader of RTK Query's cache sees it (see withApi). */
export type RootStateWithApi = RootState & { api: NonNullable<RootState['api']> };

/**
 * For code that reads RTK Query's cache with an endpoint's selector: a module that imports an endpoint has loaded
 * the api, and the api plugs its reducer into every store before any of its actions (api-registry.ts). Throws if
 * that ever stops being true, rather than reading a cache that is not there.
 */
export function withApi(state: RootState): RootStateWithApi {
  if (state.api === undefined) {
    throw new Error('withApi: the API reducer is not in the store yet (import an endpoint first)');
  }
  return state as RootStateWithApi;
}
export type AppDispatch = AppStore['dispatch'];

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

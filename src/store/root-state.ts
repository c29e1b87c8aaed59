/**
 * The store's types, with the store: the state every slice makes, what every thunk gets besides it, the dispatch,
 * the store itself and the server layer that joins it. Written out here rather than taken from start/make-store.ts,
 * so the slices, the thunk creator (thunk.ts) and the typed hooks (hooks.ts) name them without importing the
 * start-up that makes the store (which imports slices and thunks); make-store.ts checks that the store it makes has
 * exactly this state and is such a store.
 */
import type { Slice, Store, ThunkDispatch, UnknownAction, Dispatch } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import type { ServerCallExtra } from '../api/http';
import type * as serverLayer from '../api/server';
import type { CartState } from './cart/cart-slice';
import type { CartExtra } from './cart/cart-types';
import type { CatalogueState } from './catalogue/catalogue-slice';
import type { CatalogueExtra } from './catalogue/catalogue-snapshot';
import type { DictState } from './dict/dict-slice';
import type { OrderSendState } from './order/order-send-slice';
import type { OrderState } from './order/order-slice';
import type { AuthState } from './session/auth-slice';
import type { SignInState } from './session/sign-in-state';

/**
 * The server layer (src/api: the one axios instance, RTK Query and the calls) as the start-up loads it
 * (start/server-layer.ts) and each store joins it on its first call (`ServerExtra.server`).
 */
export type ServerLayer = typeof serverLayer;

/** What the order send needs of the store besides state. */
export interface OrderSendExtra {
  /** Writes the persisted slices to storage now, not on redux-persist's schedule. */
  persistNow: () => void;
  /**
   * Whether storage now holds the shop's pending send as the state does: false when the phone refused the write
   * (storage full, private mode), so a reload before the answer would not find it.
   */
  pendingSendStored: (customerid: string) => boolean;
  /** The signed-in session's signal: aborted when it ends (a sign-out, a 401, another sign-in). */
  session: () => AbortSignal;
  /** When the last order is asked after a lost answer; order-check.ts's schedule unless given (tests shorten it). */
  orderCheckDelays?: readonly number[];
  /** How long after it left a send can still land; domain/send-can-land.ts's unless given (tests shorten it). */
  orderLandLimitMs?: number;
}

/** The server layer, once joined to this store: what start-up's calls go through. */
export interface ServerExtra {
  /** The server layer, loaded and joined to this store on the first call (every later call gets the same). */
  server: () => Promise<ServerLayer>;
  /** Joins a screen's own slice to the store when that screen first needs it (off the start-up path). */
  join: (slice: Slice) => void;
}

/**
 * The slices that join the store after start-up: the server layer's cache, and a screen's own slice, which declares
 * itself in this module from its own file (`declare module`), as /orderdetail's 確認 of a line does.
 */
export interface LazyLoadedSlices {
  api: ReturnType<ServerLayer['api']['reducer']>;
}

/**
 * What every thunk gets besides dispatch and getState (the thunk middleware's extraArgument), RTK Query's base
 * query included: per-store state that is not data. Two stores, as in two tests, never share it.
 */
export type AppExtra = CartExtra & CatalogueExtra & ServerCallExtra & OrderSendExtra & ServerExtra;

/** The state as it is: `api` (RTK Query's cache) is there once the server layer has joined. */
export type RootState = {
  /** Kept on the phone (store/stored/kept-slices.ts). */
  auth: AuthState & PersistedState;
  cart: CartState & PersistedState;
  order: OrderState & PersistedState;
  dict: DictState & PersistedState;
  catalogue: CatalogueState;
  signIn: SignInState;
  orderSend: OrderSendState;
} & Partial<LazyLoadedSlices>;
/** The state as a reader of RTK Query's cache sees it (see withApi). */
export type RootStateWithApi = RootState & { api: NonNullable<RootState['api']> };

/**
 * For code that reads RTK Query's cache with an endpoint's selector: screens that call the server render once the
 * server layer has joined (start-up waits for it). Throws if that ever stops being true, rather than reading a cache
 * that is not there.
 */
export function withApi(state: RootState): RootStateWithApi {
  if (state.api === undefined) {
    throw new Error('withApi: the server layer has not joined the store yet');
  }
  return state as RootStateWithApi;
}
/** The store's dispatch: actions, and thunks that get the state and the extra argument. */
export type AppDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction> & Dispatch;

/** The store makeStore makes (start/make-store.ts): the state above, and a dispatch that runs the thunks. */
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

/**
 * What home shows and what the buyer chose there, per app start (not persisted by redux-persist: the catalogue
 * snapshot, catalogue-snapshot.ts, carries the chosen categories over to the next open).
 *
 * A returning buyer sees the catalogue stored on their last visit at once, while the server is asked again
 * (stale-while-revalidate). Until the server has answered, prices may be out of date: nothing may be added to the
 * cart at them, so screens read `selectCatalogueSource` before they act on a product.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CategorySelection } from '../../domain/category-selection';
import { customerSelected, signedOut, type AuthState } from '../session/auth-slice';

export type { CategorySelection } from '../../domain/category-selection';

export type CatalogueSource =
  /** Home's data came from the server in this visit. */
  | 'server'
  /** Home shows what the last visit stored, and the server is being asked again. */
  | 'stored'
  /** Home shows what the last visit stored, and the server could not be reached: the buyer may retry. */
  | 'storedRefreshFailed';

/** Why a refresh failed, as the api layer's error says it (kind and message), for the notice's text. */
export interface RefreshFailure {
  kind: string;
  message: string;
}

/** The last visit's copy that start-up put on show, and how asking the server again went. */
export interface StoredCatalogue {
  /** The shop it belongs to: another shop on show (after a switch) is not described by it. */
  customerid: string;
  status: 'asking' | 'answered' | 'failed';
  /** The product list on show has been answered by the server in this visit: its prices may be added at. */
  pricesConfirmed: boolean;
  /** When `status` is failed: the first call that failed. */
  failure: RefreshFailure | null;
}

export interface CatalogueState {
  /** Null when this app start showed no stored copy (a cold open, or none for the shop). */
  stored: StoredCatalogue | null;
  /** The shop whose categories `chosen` are; another shop's choice is never applied. */
  customerid: string | null;
  /** The buyer's categories; null = home's default (the first top-level category with all of its own). */
  chosen: CategorySelection | null;
  /** Home's data has been asked for in this session (once: start-up asks as soon as a bound shop is on home). */
  homeDataAsked: boolean;
}

export const initialCatalogueState: CatalogueState = {
  stored: null,
  customerid: null,
  chosen: null,
  homeDataAsked: false,
};

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    /** Start-up put the last visit's catalogue on show; its refresh is on its way. */
    homeDataAsked(state) {
      state.homeDataAsked = true;
    },
    storedCatalogueShown(
      state,
      action: PayloadAction<{ customerid: string; chosen: CategorySelection | null }>,
    ) {
      const { customerid, chosen } = action.payload;
      state.stored = { customerid, status: 'asking', pricesConfirmed: false, failure: null };
      state.customerid = customerid;
      state.chosen = chosen;
    },
    storedCatalogueRetried(state, action: PayloadAction<{ customerid: string }>) {
      const { stored } = state;
      if (stored?.customerid !== action.payload.customerid) return;
      stored.status = 'asking';
      stored.failure = null;
    },
    /**
     * The refresh is over. `pricesConfirmed`: the product list answered (a list already confirmed stays so);
     * `failure`: the first call that did not answer, or null.
     */
    storedCatalogueRefreshEnded(
      state,
      action: PayloadAction<{
        customerid: string;
        pricesConfirmed: boolean;
        failure: RefreshFailure | null;
      }>,
    ) {
      const { stored } = state;
      const { customerid, pricesConfirmed, failure } = action.payload;
      if (stored?.customerid !== customerid) return;
      stored.pricesConfirmed ||= pricesConfirmed;
      stored.status = failure === null ? 'answered' : 'failed';
      stored.failure = failure;
    },
    categoriesChosen(
      state,
      action: PayloadAction<{ customerid: string; chosen: CategorySelection }>,
    ) {
      state.customerid = action.payload.customerid;
      state.chosen = action.payload.chosen;
    },
  },
  extraReducers: (builder) => {
    // Nobody signed in: nothing shown for the last session applies.
    builder.addCase(signedOut, () => initialCatalogueState);
    // Another shop: its own choice starts from home's default. The stored copy stays described (it is still in
    // RTK Query's cache, and the buyer may switch back to it before its refresh has answered).
    builder.addCase(customerSelected, (state) => {
      state.customerid = null;
      state.chosen = null;
    });
  },
});

export const {
  homeDataAsked,
  storedCatalogueShown,
  storedCatalogueRetried,
  storedCatalogueRefreshEnded,
  categoriesChosen,
} = catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;

type WithCatalogue = { catalogue: CatalogueState; auth: Pick<AuthState, 'customer'> };

/** The stored copy of the shop signed in now, or null (a cold open, or another shop on show). */
/** Home's data has been asked for in this session. */
export const selectHomeDataAsked = (state: WithCatalogue): boolean => state.catalogue.homeDataAsked;

export const selectStoredCatalogue = (state: WithCatalogue): StoredCatalogue | null => {
  const { stored } = state.catalogue;
  const active = state.auth.customer?.id;
  return stored !== null && active !== undefined && stored.customerid === String(active)
    ? stored
    : null;
};

/** Whether home's list for the shop signed in now is the server's, or the last visit's (being asked again or not). */
export const selectCatalogueSource = (state: WithCatalogue): CatalogueSource => {
  const stored = selectStoredCatalogue(state);
  if (stored === null || stored.pricesConfirmed) return 'server';
  return stored.status === 'failed' ? 'storedRefreshFailed' : 'stored';
};

/** The categories this shop's buyer chose, or null for home's default. */
export const selectChosenCategories = (
  state: Pick<WithCatalogue, 'catalogue'>,
  customerid: string,
) => (state.catalogue.customerid === customerid ? state.catalogue.chosen : null);

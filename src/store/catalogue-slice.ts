/**
 * What home shows and what the buyer chose there, per app start (not persisted by redux-persist: the catalogue
 * snapshot, catalogue-snapshot.ts, carries the chosen categories over to the next open).
 *
 * A returning buyer sees the catalogue stored on their last visit at once, while the server is asked again
 * (stale-while-revalidate). Until the server has answered, prices may be out of date: nothing may be added to the
 * cart at them, so screens read `selectCatalogueSource` before they act on a product.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Id } from '../api/types';
import { customerSelected, signedOut } from './auth-slice';

/** One top-level category with any of its sub-categories, as home's selectors show them. */
export interface CategorySelection {
  topId: Id;
  subIds: Id[];
}

export type CatalogueSource =
  /** Home's data came from the server in this visit. */
  | 'server'
  /** Home shows what the last visit stored, and the server is being asked again. */
  | 'stored'
  /** Home shows what the last visit stored, and the server could not be reached: the buyer may retry. */
  | 'storedRefreshFailed';

export interface CatalogueState {
  source: CatalogueSource;
  /** The shop whose categories `chosen` are; another shop's choice is never applied. */
  customerid: string | null;
  /** The buyer's categories; null = home's default (the first top-level category with all of its own). */
  chosen: CategorySelection | null;
}

export const initialCatalogueState: CatalogueState = {
  source: 'server',
  customerid: null,
  chosen: null,
};

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    /** Start-up put the last visit's catalogue on show; its refresh is on its way. */
    storedCatalogueShown(
      _state,
      action: PayloadAction<{ customerid: string; chosen: CategorySelection | null }>,
    ) {
      return { source: 'stored', ...action.payload };
    },
    storedCatalogueRefreshed(state) {
      state.source = 'server';
    },
    storedCatalogueRefreshFailed(state) {
      if (state.source !== 'server') state.source = 'storedRefreshFailed';
    },
    storedCatalogueRetried(state) {
      if (state.source !== 'server') state.source = 'stored';
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
    // Another shop, or nobody: nothing shown for the last one applies.
    builder.addCase(signedOut, () => initialCatalogueState);
    builder.addCase(customerSelected, () => initialCatalogueState);
  },
});

export const {
  storedCatalogueShown,
  storedCatalogueRefreshed,
  storedCatalogueRefreshFailed,
  storedCatalogueRetried,
  categoriesChosen,
} = catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;

type WithCatalogue = { catalogue: CatalogueState };
export const selectCatalogueSource = (state: WithCatalogue) => state.catalogue.source;
/** The categories this shop's buyer chose, or null for home's default. */
export const selectChosenCategories = (state: WithCatalogue, customerid: string) =>
  state.catalogue.customerid === customerid ? state.catalogue.chosen : null;

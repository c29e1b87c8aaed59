/**
 * Slices that come with the API layer rather than at start-up: a slice whose thunks call the server sits beside
 * them (so it can `addCase(thunk.pending)`), and the server's code is not in /login2's first download
 * (docs/performance.md, "Why the API layer loads late"). The slice's module announces it as it is evaluated; every
 * store injects it then (store.ts), as it injects the api itself.
 */
import type { Reducer } from '@reduxjs/toolkit';

/** What combineSlices' `inject` takes: a slice, or any reducer with the key it lives under. */
export interface LazySlice {
  reducerPath: string;
  reducer: Reducer;
}

// Module state on purpose, as in api/api-registry.ts: whether a module has been evaluated is a fact about the page,
// not about a store. Each store's plug closes over its own store, so two stores (two tests) never reach each other.
const loaded: LazySlice[] = [];
const plugs = new Set<(slice: LazySlice) => void>();

/** Called once by a slice's module as it is evaluated, before any of its thunks can run. */
export function announceSlice(slice: LazySlice): void {
  loaded.push(slice);
  for (const plug of plugs) plug(slice);
}

/** Runs `plug` with every slice announced so far, and with each one announced later. */
export function whenSliceLoaded(plug: (slice: LazySlice) => void): void {
  plugs.add(plug);
  for (const slice of loaded) plug(slice);
}

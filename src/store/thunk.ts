import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, AppExtra, RootState } from './root-state';

/**
 * The one way to make a thunk with a lifecycle (pending, fulfilled, rejected): it sees the whole state, the store's
 * dispatch and the store's extra argument, typed once here rather than in a partial type per room.
 */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: AppExtra;
}>();

/** A thunk without a lifecycle (the cart's changes): it returns what it did. */
export type AppThunk<Result> = ThunkAction<Result, RootState, AppExtra, UnknownAction>;

/** What a step of a thunk works with: the store's dispatch and state, and the store's own extra argument. */
export interface ThunkApi {
  dispatch: AppDispatch;
  getState: () => RootState;
  extra: AppExtra;
}

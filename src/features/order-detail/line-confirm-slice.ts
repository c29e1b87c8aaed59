/**
 * 確認 on a delivered line of /orderdetail (features/order-detail/line-confirm.ts says when one begins and ends): which
 * line is on its way, the lines confirmed in this session (never sent again: a tap that lands between the refetch's
 * answer and its re-render still shows 90), and the last failure, for the line it belongs to.
 *
 * It joins the store with the first confirmation (its thunk injects it): no open needs it before /orderdetail, so its
 * code is not on the start-up path. Until then its selectors read the empty state.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from '../../domain/failure';
import { signedOut } from '../../store/session/auth-slice';

export interface LineConfirmState {
  /** The line being confirmed (id as text), or null. */
  sending: string | null;
  /** Lines confirmed in this session. */
  confirmed: string[];
  /** The last failure, for the line it belongs to. */
  failure: { id: string; failure: Failure } | null;
}

const initialState: LineConfirmState = { sending: null, confirmed: [], failure: null };

export const lineConfirmSlice = createSlice({
  name: 'lineConfirm',
  initialState,
  reducers: {
    lineConfirmBegan(state, { payload }: PayloadAction<string>) {
      state.sending = payload;
      state.failure = null;
    },
    lineConfirmed(state, { payload }: PayloadAction<string>) {
      state.sending = null;
      state.confirmed.push(payload);
    },
    lineConfirmFailed(state, { payload }: PayloadAction<{ id: string; failure: Failure }>) {
      state.sending = null;
      state.failure = payload;
    },
  },
  // Another buyer may sign in next on this phone.
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { lineConfirmBegan, lineConfirmed, lineConfirmFailed } = lineConfirmSlice.actions;

declare module '../../store/root-state' {
  export interface LazyLoadedSlices {
    lineConfirm: LineConfirmState;
  }
}
export const lineConfirmReducer = lineConfirmSlice.reducer;

type WithLineConfirm = { lineConfirm?: LineConfirmState };

/** The slice's state, or the empty one before the first confirmation joined it to the store. */
const stateOf = (state: WithLineConfirm): LineConfirmState => state.lineConfirm ?? initialState;

/** A line may be confirmed: none is on its way, and this one was not confirmed in this session. */
export const selectMayConfirm = (state: WithLineConfirm, id: string): boolean =>
  stateOf(state).sending === null && !stateOf(state).confirmed.includes(id);

/**
 * The line that is busy: the one on its way, else, while the page is asked again (`refreshing`), the one just
 * confirmed, so it cannot be tapped while it still shows 90.
 */
export function selectBusyLine(state: WithLineConfirm, refreshing: boolean): string | null {
  const { sending, confirmed } = stateOf(state);
  return sending ?? (refreshing ? (confirmed.at(-1) ?? null) : null);
}

/** The last confirmation's failure, for the line it belongs to. */
export const selectConfirmFailure = (state: WithLineConfirm): LineConfirmState['failure'] =>
  stateOf(state).failure;

/**
 * 確認 on a delivered line of /order/detail: POST updateSingleStatus with orderstatus '99'. The mutation invalidates
 * the line's tag, so RTK Query asks again for the page that shows it. One `confirmOrderLine` thunk; its `condition`
 * lets one confirmation run at a time (a double tap, or a tap on another line meanwhile, sends nothing) and never
 * sends a line confirmed in this session again (a tap that lands between the refetch's answer and its re-render
 * still shows 90). The slice beside it keeps which line is on its way and the last failure, as plain data; it comes
 * with the API layer (store/lazy-slices.ts).
 */
import { createSlice } from '@reduxjs/toolkit';
import { orderDetailApi } from './order-detail-endpoints';
import type { OrderLine } from '../../api/types';
import { readFailure, type Failure } from '../../domain/failure';
import { announceSlice } from '../../store/lazy-slices';
import { signedOut } from '../../store/session/auth-slice';
import type { RootState } from '../../start/make-store';
import { createAppAsyncThunk } from '../../store/thunk';

export interface LineConfirmState {
  /** The line being confirmed (id as text), or null. */
  sending: string | null;
  /** Lines confirmed in this session. */
  confirmed: string[];
  /** The last failure, for the line it belongs to. */
  failure: { id: string; failure: Failure } | null;
}

const initialState: LineConfirmState = { sending: null, confirmed: [], failure: null };

const stateOf = (state: RootState): LineConfirmState => state.lineConfirm ?? initialState;

/** Rejected with what the screen words of the failure (its kind and message), not the error itself. */
export const confirmOrderLine = createAppAsyncThunk.withTypes<{ rejectValue: Failure }>()(
  'lineConfirm/send',
  async (line: Pick<OrderLine, 'id' | 'orderid'>, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(
        orderDetailApi.endpoints.confirmOrderLine.initiate(
          { id: line.id, orderid: line.orderid },
          { track: false },
        ),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(readFailure(error));
    }
  },
  {
    condition: (line, { getState }) => {
      const { sending, confirmed } = stateOf(getState());
      return sending === null && !confirmed.includes(String(line.id));
    },
  },
);

const lineConfirmSlice = createSlice({
  name: 'lineConfirm',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(confirmOrderLine.pending, (state, { meta }) => {
        state.sending = String(meta.arg.id);
        state.failure = null;
      })
      .addCase(confirmOrderLine.fulfilled, (state, { meta }) => {
        state.sending = null;
        state.confirmed.push(String(meta.arg.id));
      })
      .addCase(confirmOrderLine.rejected, (state, { meta, payload, error }) => {
        // Refused by the condition: the running confirmation is left alone.
        if (meta.condition) return;
        state.sending = null;
        state.failure = { id: String(meta.arg.id), failure: payload ?? readFailure(error) };
      })
      // Another buyer may sign in next on this phone.
      .addCase(signedOut, () => initialState);
  },
});

announceSlice(lineConfirmSlice);

/**
 * The line that is busy: the one on its way, else, while the page is asked again (`refreshing`), the one just
 * confirmed, so it cannot be tapped while it still shows 90.
 */
export function selectBusyLine(state: RootState, refreshing: boolean): string | null {
  const { sending, confirmed } = stateOf(state);
  return sending ?? (refreshing ? (confirmed.at(-1) ?? null) : null);
}

/** The last confirmation's failure, for the line it belongs to. */
export const selectConfirmFailure = (state: RootState): LineConfirmState['failure'] =>
  stateOf(state).failure;

/**
 * Sending the order, exactly once: one `submitOrder` thunk. Its `condition` lets one send (or check) run at a time,
 * so a double tap, or Enter plus a tap, never sends twice; whether one runs and what the dialog must say live in
 * the store (`selectOrderSend`), not in the dialog.
 *
 * A time-out or network error is an unknown outcome, not a failure: before the buyer may send again the last order
 * is checked (and, after a reload, checked again: the order slice persists the pending send). An order that landed
 * is shown as sent.
 *
 * The steps themselves (order-send-steps.ts) are imported on the first send: this module is in the start-up chunk
 * (the store needs its reducer), they are not.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Order, OrderDraft } from '../api/types';
import { deliveryOptionClosed, type OrderState } from './order-slice';

export type SubmitPhase = 'idle' | 'sending' | 'checking';
/** What the dialog says after a send: a failure (kept as the error itself), or an unknown outcome. */
export type SubmitNotice =
  { kind: 'failed'; error: unknown } | { kind: 'unknown' } | { kind: 'checkFailed' } | null;
export type SubmitResult = { kind: 'created'; order: Order } | NonNullable<SubmitNotice>;

export interface OrderSendState {
  phase: SubmitPhase;
  notice: SubmitNotice;
}

type OrderSendRootState = { order: OrderState; orderSend: OrderSendState };

export const submitOrder = createAsyncThunk<
  SubmitResult,
  OrderDraft,
  { state: OrderSendRootState; pendingMeta: { checksFirst: boolean } }
>(
  'orderSend/submit',
  async (draft, { dispatch, getState }) =>
    (await import('./order-send-steps')).sendOrder(draft, dispatch, getState),
  {
    condition: (_draft, { getState }) => getState().orderSend.phase === 'idle',
    // A send that waits for an earlier one's outcome starts by checking, not by sending.
    getPendingMeta: (_base, { getState }) => ({
      checksFirst: getState().order.pendingSend !== null,
    }),
  },
);

const initialState: OrderSendState = { phase: 'idle', notice: null };

const orderSendSlice = createSlice({
  name: 'orderSend',
  initialState,
  reducers: {
    /** The last order is being asked whether a lost send landed. */
    orderCheckStarted(state) {
      state.phase = 'checking';
    },
    orderNoticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // What the dialog said goes with it: the next opening starts clean.
      .addCase(deliveryOptionClosed, (state) => {
        state.notice = null;
      })
      .addCase(submitOrder.pending, (state, { meta }) => {
        state.phase = meta.checksFirst ? 'checking' : 'sending';
        state.notice = null;
      })
      .addCase(submitOrder.fulfilled, (state, { payload }) => {
        state.phase = 'idle';
        state.notice = payload.kind === 'created' ? null : payload;
      })
      .addCase(submitOrder.rejected, (state, { error, meta }) => {
        // A send refused by the condition leaves the running one alone.
        if (meta.condition) return;
        state.phase = 'idle';
        state.notice = { kind: 'failed', error };
      });
  },
});

export const { orderCheckStarted, orderNoticeDismissed } = orderSendSlice.actions;
export const orderSendReducer = orderSendSlice.reducer;
export const selectOrderSend = (state: { orderSend: OrderSendState }) => state.orderSend;

/**
 * Sending the order, exactly once, shop by shop: one `submitOrder` thunk (submit-order.ts). With no send of this
 * shop pending, 確認 notes the shop's last order, writes the pending send to storage and sends; a lost answer is
 * followed by watching the last order (order-check.ts). With one pending it only checks; only an explicit resend (`resend: true`, after
 * the buyer confirmed the risk) sends again, and that resend checks once more first. Without a draft it only checks
 * the pending send (the shop's dialog opening). Its `condition` lets one flow per shop run at a time (a double tap
 * never sends twice); another shop is never blocked. What runs and what the dialog must say live in the store
 * (this slice: `selectSendPhase`, `selectSendNotice`).
 *
 * The steps (order-send-steps.ts) are imported on the first send: the thunk and this slice are in the start-up
 * chunk (the store needs their reducers), the steps are not.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { without } from '../../store/without';
import { deliveryOptionClosed, orderSendSettled } from '../../store/order/order-slice';
import { submitOrder } from './submit-order';
import {
  orderCheckStarted,
  orderSendUnstored,
  type OrderSendState,
  type SubmitNotice,
  type SubmitPhase,
} from './order-send-model';

// The send's model, for the screens and tests that ask for the send.
export type {
  OrderSendExtra,
  OrderSendState,
  SendFailure,
  SubmitNotice,
  SubmitPhase,
  SubmitRequest,
  SubmitResult,
} from './order-send-model';

const initialState: OrderSendState = { running: {}, notices: {}, unstored: {} };

const orderSendSlice = createSlice({
  name: 'orderSend',
  initialState,
  reducers: {
    orderNoticeDismissed(state, action: PayloadAction<{ customerid: string }>) {
      state.notices = without(state.notices, action.payload.customerid);
    },
  },
  extraReducers: (builder) => {
    builder
      // What the dialog said goes with it: the next opening starts clean.
      .addCase(orderCheckStarted, (state, { payload }) => {
        state.running[payload.customerid] = 'checking';
      })
      .addCase(deliveryOptionClosed, (state, { payload }) => {
        if (payload.customerid !== null) state.notices = without(state.notices, payload.customerid);
      })
      .addCase(submitOrder.pending, (state, { meta }) => {
        const shop = meta.arg.customerid;
        state.running[shop] = meta.checksFirst ? 'checking' : 'sending';
        state.notices = without(state.notices, shop);
      })
      .addCase(orderSendUnstored, (state, { payload }) => {
        state.unstored[payload.customerid] = true;
      })
      // The send ended one way or the other: nothing is left that a reload could lose.
      .addCase(orderSendSettled, (state, { payload }) => {
        state.unstored = without(state.unstored, payload.customerid);
      })
      .addCase(submitOrder.fulfilled, (state, { payload, meta }) => {
        const shop = meta.arg.customerid;
        state.running = without(state.running, shop);
        if (payload?.kind === 'created') state.unstored = without(state.unstored, shop);
        if (payload === null || payload.kind === 'created')
          state.notices = without(state.notices, shop);
        else state.notices[shop] = payload;
      })
      .addCase(submitOrder.rejected, (state, { error, meta }) => {
        // A flow refused by the condition leaves the running one alone.
        if (meta.condition) return;
        const shop = meta.arg.customerid;
        state.running = without(state.running, shop);
        state.notices[shop] = {
          kind: 'failed',
          error: { kind: 'unexpected', message: error.message ?? '' },
        };
      });
  },
});

export const { orderNoticeDismissed } = orderSendSlice.actions;
export const orderSendReducer = orderSendSlice.reducer;

type WithOrderSend = { orderSend: OrderSendState };

/** What runs for the shop's send: nothing, the send, or a check of the last order. */
export const selectSendPhase = (state: WithOrderSend, customerid: string | null): SubmitPhase =>
  customerid === null ? 'idle' : (state.orderSend.running[customerid] ?? 'idle');

/** What the shop's dialog says about its last send or check. */
export const selectSendNotice = (
  state: WithOrderSend,
  customerid: string | null,
): SubmitNotice | null =>
  customerid === null ? null : (state.orderSend.notices[customerid] ?? null);

/** The shop's pending send lives in this page only: the phone refused to store it (full, or private mode). */
export const selectSendUnstored = (state: WithOrderSend, customerid: string | null): boolean =>
  customerid !== null && state.orderSend.unstored[customerid] === true;

/**
 * What runs of each shop's order send, and what that shop's delivery dialog says about it. The send itself is
 * features/checkout/order-send.ts: it says when a run begins, when it turns to checking the last order, and how it
 * ended. Kept per shop: one shop's send never blocks, or speaks in, another shop's dialog.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { without } from '../without';
import {
  deliveryOptionClosed,
  orderCreated,
  orderKept,
  orderSendBegan,
  orderSendEnded,
  orderSendSettled,
  orderSendStarted,
} from './order-slice';
import type { SubmitNotice, SubmitPhase } from './order-types';

export interface OrderSendState {
  /** The run per shop (customer id); a shop that is not here is idle. */
  running: Record<string, Exclude<SubmitPhase, 'idle'>>;
  /** What the shop's dialog says. */
  notices: Record<string, SubmitNotice>;
  /** Shops whose pending send the phone refused to store: kept in this page only (see orderSendUnstored). */
  unstored: Record<string, true>;
}

const initialState: OrderSendState = {
  running: {},
  notices: {},
  unstored: {},
};

/**
 * Storage refused to keep the pending send (full, or private mode): the send goes on, kept in this page's memory
 * only, and the buyer is told that a reload or a closed window before the outcome is known loses track of it.
 */
export const orderSendUnstored = createAction<{ customerid: string }>('orderSend/unstored');

const orderSendSlice = createSlice({
  name: 'orderSend',
  initialState,
  reducers: {
    /** The answer was lost: the last order is being asked whether the send landed. */
    orderCheckStarted(state, { payload }: PayloadAction<{ customerid: string }>) {
      state.running[payload.customerid] = 'checking';
    },
    orderNoticeDismissed(state, action: PayloadAction<{ customerid: string }>) {
      state.notices = without(state.notices, action.payload.customerid);
    },
  },
  extraReducers: (builder) => {
    builder
      // It sends, or (an earlier send's outcome still unknown) it checks first.
      .addCase(orderSendBegan, (state, { payload }) => {
        state.running[payload.customerid] = payload.phase;
        state.notices = without(state.notices, payload.customerid);
      })
      // `notice` is what the dialog says now (null: nothing, the order exists or nothing ran).
      .addCase(orderSendEnded, (state, { payload }) => {
        const { customerid, notice } = payload;
        state.running = without(state.running, customerid);
        if (notice === null) state.notices = without(state.notices, customerid);
        else state.notices[customerid] = notice;
      })
      .addCase(orderSendUnstored, (state, { payload }) => {
        state.unstored[payload.customerid] = true;
      })
      // What the dialog said goes with it: the next opening starts clean.
      .addCase(deliveryOptionClosed, (state, { payload }) => {
        if (payload.customerid !== null) state.notices = without(state.notices, payload.customerid);
      })
      // Kept for the signal: the dialog closed, and its 「目前沒有網路連線」 went with it.
      .addCase(orderKept, (state, { payload }) => {
        state.notices = without(state.notices, payload.customerid);
      })
      // A new pending send: whether the phone kept it is read back just after (orderSendUnstored if not).
      .addCase(orderSendStarted, (state, { payload }) => {
        state.unstored = without(state.unstored, payload.customerid);
      })
      // The send ended one way or the other: nothing is left that a reload could lose.
      .addCase(orderSendSettled, (state, { payload }) => {
        state.unstored = without(state.unstored, payload.customerid);
      })
      .addCase(orderCreated, (state, { payload }) => {
        state.unstored = without(state.unstored, payload.customerid);
      });
  },
});

export const { orderCheckStarted, orderNoticeDismissed } = orderSendSlice.actions;
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

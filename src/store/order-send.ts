/**
 * Sending the order, exactly once: one `submitOrder` thunk. Its `condition` lets one send (or check) run at a time,
 * so a double tap, or Enter plus a tap, never sends twice; whether one runs and what the dialog must say live in
 * the store (`selectOrderSend`), not in the dialog.
 *
 * A time-out or network error is an unknown outcome, not a failure: before the buyer may send again the last order
 * is checked (and, after a reload, checked again: the order slice persists the pending send). An order that landed
 * is shown as sent.
 *
 * The order calls and the landed-order rule are imported on the first send: this module is in the start-up chunk
 * (the store needs its reducer), they are not.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { isApiError } from '../api/api-error';
import type { Order, OrderDraft } from '../api/types';
import { env } from '../config/env';
import { cartCleared } from './cart-slice';
import {
  deliveryOptionClosed,
  orderCreated,
  orderSendLost,
  orderSendSettled,
  orderSendStarted,
  type OrderState,
  type PendingSend,
} from './order-slice';

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

const isLost = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'canceled');

const orderCalls = () => import('../api/endpoints/order').then((m) => m.orderApi.endpoints);

export const submitOrder = createAsyncThunk<
  SubmitResult,
  OrderDraft,
  { state: OrderSendRootState; pendingMeta: { checksFirst: boolean } }
>(
  'orderSend/submit',
  async (draft, { dispatch, getState }) => {
    const calls = await orderCalls();

    const created = (order: Order, customerid: string): SubmitResult => {
      dispatch(orderCreated(order));
      dispatch(cartCleared({ customerid }));
      return { kind: 'created', order };
    };

    /** Did the send whose answer was lost land? The last order says. */
    const checkLanded = async (pending: PendingSend): Promise<SubmitResult> => {
      dispatch(orderCheckStarted());
      try {
        const [last, { isLandedOrder }] = await Promise.all([
          dispatch(
            calls.getLastOrder.initiate(
              { customerid: pending.customerid },
              { forceRefetch: true, subscribe: false },
            ),
          ).unwrap(),
          import('./landed-order'),
        ]);
        if (isLandedOrder(last, pending, env.businessTimezone)) {
          return created(last, pending.customerid);
        }
        dispatch(orderSendSettled());
        return { kind: 'unknown' };
      } catch {
        dispatch(orderSendLost());
        return { kind: 'checkFailed' };
      }
    };

    // An earlier send may have landed: no resend until the last order says it did not.
    const earlier = getState().order.pendingSend;
    if (earlier !== null) return checkLanded(earlier);

    const customerid = String(draft.customerid);
    const started = {
      customerid,
      startedAt: Date.now(),
      expecteddate: draft.expecteddate,
      productids: draft.orderdetails.map((l) => String(l.productid)),
    };
    dispatch(orderSendStarted(started));
    try {
      const order = await dispatch(calls.addOrder.initiate(draft)).unwrap();
      if (order !== null) return created(order, customerid);
      // Accepted but no order in the answer: look it up rather than guess.
      dispatch(orderSendLost());
      return await checkLanded({ ...started, unknown: true });
    } catch (error) {
      if (isLost(error)) {
        dispatch(orderSendLost());
        return checkLanded({ ...started, unknown: true });
      }
      // A definite no (business 400, 500, HTML, 401): nothing landed, the dialog and the cart stay.
      dispatch(orderSendSettled());
      return { kind: 'failed', error };
    }
  },
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

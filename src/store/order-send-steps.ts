/**
 * The steps of sending the order (store/order-send.ts): the send, and the check of the last order when its answer
 * was lost. A module of its own so the start-up chunk, which holds the order-send slice, does not carry them.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '../api/api-error';
import { orderApi } from '../api/endpoints/order';
import type { Order, OrderDraft } from '../api/types';
import { env } from '../config/env';
import { cartCleared } from './cart-slice';
import { isLandedOrder } from './landed-order';
import {
  orderCreated,
  orderSendLost,
  orderSendSettled,
  orderSendStarted,
  type OrderState,
  type PendingSend,
} from './order-slice';
import { orderCheckStarted, type SubmitResult } from './order-send';

type Dispatch = ThunkDispatch<{ order: OrderState }, unknown, UnknownAction>;

const isLost = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'canceled');

export async function sendOrder(
  draft: OrderDraft,
  dispatch: Dispatch,
  getState: () => { order: OrderState },
): Promise<SubmitResult> {
  const calls = orderApi.endpoints;

  const created = (order: Order, customerid: string): SubmitResult => {
    dispatch(orderCreated(order));
    dispatch(cartCleared({ customerid }));
    return { kind: 'created', order };
  };

  /** Did the send whose answer was lost land? The last order says. */
  const checkLanded = async (pending: PendingSend): Promise<SubmitResult> => {
    dispatch(orderCheckStarted());
    try {
      const last = await dispatch(
        calls.getLastOrder.initiate(
          { customerid: pending.customerid },
          { forceRefetch: true, subscribe: false },
        ),
      ).unwrap();
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
}

/**
 * Sends the order exactly once. A ref, not only the disabled button, stops a double tap or Enter plus a tap from
 * sending twice. A time-out or network error is an unknown outcome: the last order is checked (and, after a reload,
 * checked again) before the buyer may send again; an order that landed is shown as sent.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { orderApi } from '../../api/endpoints/order';
import type { Order, OrderDraft } from '../../api/types';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { selectCustomer } from '../../store/auth-slice';
import { cartCleared } from '../../store/cart-slice';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import {
  orderCreated,
  orderSendLost,
  orderSendSettled,
  orderSendStarted,
  selectPendingSend,
  type PendingSend,
} from '../../store/order-slice';
import { isLandedOrder } from './landed-order';
import { useOrderNotice } from './use-order-notice';

export type SubmitPhase = 'idle' | 'sending' | 'checking';
/** What the dialog says after a send: a failure (kept as the error itself), or an unknown outcome. */
export type SubmitNotice =
  { kind: 'failed'; error: unknown } | { kind: 'unknown' } | { kind: 'checkFailed' } | null;

const isLost = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'canceled');

export function useSubmitOrder() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const notify = useOrderNotice();
  const busy = useRef(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [notice, setNotice] = useState<SubmitNotice>(null);

  const finish = useCallback(
    (order: Order, customerid: string) => {
      const customer = selectCustomer(store.getState());
      dispatch(orderCreated(order));
      dispatch(cartCleared({ customerid }));
      void navigate(paths.createOrder);
      // After the navigation, on its own: the notification cannot hold up, fail or repeat the order.
      void notify([order], customer);
    },
    [dispatch, navigate, notify, store],
  );

  /** true = settled (landed, or known not to have); false = the check itself failed. */
  const checkLanded = useCallback(
    async (pending: PendingSend): Promise<boolean> => {
      setPhase('checking');
      try {
        const last = await dispatch(
          orderApi.endpoints.getLastOrder.initiate(
            { customerid: pending.customerid },
            { forceRefetch: true, subscribe: false },
          ),
        ).unwrap();
        if (isLandedOrder(last, pending, env.businessTimezone)) {
          finish(last, pending.customerid);
          return true;
        }
        dispatch(orderSendSettled());
        setNotice({ kind: 'unknown' });
        return true;
      } catch {
        dispatch(orderSendLost());
        setNotice({ kind: 'checkFailed' });
        return false;
      }
    },
    [dispatch, finish],
  );

  const submit = useCallback(
    async (draft: OrderDraft) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const pending = selectPendingSend(store.getState());
        // An earlier send may have landed: no resend until the last order says it did not.
        if (pending !== null) {
          await checkLanded(pending);
          return;
        }
        const customerid = String(draft.customerid);
        setNotice(null);
        setPhase('sending');
        dispatch(
          orderSendStarted({
            customerid,
            startedAt: Date.now(),
            expecteddate: draft.expecteddate,
            productids: draft.orderdetails.map((l) => String(l.productid)),
          }),
        );
        try {
          const order = await dispatch(orderApi.endpoints.addOrder.initiate(draft)).unwrap();
          if (order !== null) {
            finish(order, customerid);
            return;
          }
          // Accepted but no order in the answer: look it up rather than guess.
          dispatch(orderSendLost());
          await checkLanded({ ...(selectPendingSend(store.getState()) as PendingSend) });
        } catch (error) {
          if (isLost(error)) {
            dispatch(orderSendLost());
            const lost = selectPendingSend(store.getState());
            if (lost !== null) await checkLanded(lost);
            return;
          }
          // A definite no (business 400, 500, HTML, 401): nothing landed, the dialog and the cart stay.
          dispatch(orderSendSettled());
          setNotice({ kind: 'failed', error });
        }
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [checkLanded, dispatch, finish, store],
  );

  return { submit, phase, notice, clearNotice: () => setNotice(null) };
}

/**
 * The dialog's side of sending the order (store/order-send.ts sends it exactly once and says how it went): once the
 * order exists, the buyer goes to /createorder and LINE is told of it.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderDraft } from '../../api/types';
import { paths } from '../../config/paths';
import { selectCustomer } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { orderNoticeDismissed, selectOrderSend, submitOrder } from '../../store/order-send';
import { useOrderNotice } from './use-order-notice';

export function useSubmitOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useOrderNotice();
  const customer = useAppSelector(selectCustomer);
  const { phase, notice } = useAppSelector(selectOrderSend);

  const submit = useCallback(
    async (draft: OrderDraft) => {
      const result = await dispatch(submitOrder(draft));
      if (!submitOrder.fulfilled.match(result) || result.payload.kind !== 'created') return;
      void navigate(paths.createOrder);
      // After the navigation, on its own: the notification cannot hold up, fail or repeat the order.
      void notify([result.payload.order], customer);
    },
    [customer, dispatch, navigate, notify],
  );

  const clearNotice = useCallback(() => dispatch(orderNoticeDismissed()), [dispatch]);

  return { submit, phase, notice, clearNotice };
}

/**
 * The dialog's side of sending the order (order-send.ts sends it exactly once and says how it went): once the
 * order exists, the buyer goes to /createorder and LINE is told of it, whether the send's own answer said so or a
 * check of the last order found it later.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderDraft } from '../../api/types';
import { paths } from '../../config/paths';
import { selectCustomer, selectCustomerId } from '../../store/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  orderNoticeDismissed,
  selectSendNotice,
  selectSendPhase,
  selectSendUnstored,
} from '../../store/order/order-send-slice';
import { submitOrder, type SubmitResult } from './order-send';
import { useOrderNotice } from './use-order-notice';

export function useSubmitOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useOrderNotice();
  const customer = useAppSelector(selectCustomer);
  const customerid = useAppSelector(selectCustomerId);
  const phase = useAppSelector((state) => selectSendPhase(state, customerid));
  const notice = useAppSelector((state) => selectSendNotice(state, customerid));
  const unstored = useAppSelector((state) => selectSendUnstored(state, customerid));

  const settle = useCallback(
    (result: SubmitResult | null) => {
      if (result?.kind !== 'created') return;
      void navigate(paths.createOrder);
      // After the navigation, on its own: the notification cannot hold up, fail or repeat the order.
      void notify([result.order], customer);
    },
    [customer, navigate, notify],
  );

  /** 確認, or (`resend`) sending again after the buyer accepted that an earlier send may have landed. */
  const submit = useCallback(
    async (draft: OrderDraft, resend = false) => {
      const result = await dispatch(
        submitOrder({ customerid: String(draft.customerid), draft, resend }),
      );
      if (submitOrder.fulfilled.match(result)) settle(result.payload);
    },
    [dispatch, settle],
  );

  /** The shop's send is pending (a lost answer, a reload mid-send): look for its order. */
  const check = useCallback(async () => {
    if (customerid === null) return;
    const result = await dispatch(submitOrder({ customerid }));
    if (submitOrder.fulfilled.match(result)) settle(result.payload);
  }, [customerid, dispatch, settle]);

  const clearNotice = useCallback(() => {
    if (customerid !== null) dispatch(orderNoticeDismissed({ customerid }));
  }, [customerid, dispatch]);

  return { submit, check, phase, notice, unstored, clearNotice };
}

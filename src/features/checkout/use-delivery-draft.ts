/**
 * The dialog's choices live in the order slice (persisted, per shop), so a reload keeps them and another shop never
 * sees them. Until the buyer changes something the dialog shows only the customer's defaults: deliverytype and
 * ispayment.
 */
import { useCallback, useMemo } from 'react';
import { selectCustomerId, selectOrderDefaults } from '../../store/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { draftChanged, selectDeliveryDraft } from '../../store/order/order-slice';
import type { DeliveryDraft } from '../../store/order/order-types';

export function draftFromDefaults(defaults: {
  deliverytype: string;
  ispayment: string;
}): DeliveryDraft {
  return {
    addressId: '',
    expecteddate: '',
    deliverytype: defaults.deliverytype,
    deliverytime: '',
    deliverytimeremark: '',
    ispayment: defaults.ispayment === '1' || defaults.ispayment === '2' ? defaults.ispayment : '',
  };
}

export function useDeliveryDraft() {
  const dispatch = useAppDispatch();
  const customerid = useAppSelector(selectCustomerId);
  const stored = useAppSelector((state) => selectDeliveryDraft(state, customerid));
  const defaults = useAppSelector(selectOrderDefaults);
  const draft = useMemo(() => stored ?? draftFromDefaults(defaults), [stored, defaults]);
  const update = useCallback(
    (changes: Partial<DeliveryDraft>) => {
      if (customerid !== null) {
        dispatch(draftChanged({ customerid, draft: { ...draft, ...changes } }));
      }
    },
    [customerid, dispatch, draft],
  );
  return { draft, update };
}

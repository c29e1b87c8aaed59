import { useState } from 'react';
import type { Id } from '../../api/types';
import { customerSelected, selectCustomer, selectCustomers } from '../../store/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * The picker's state: shown for accounts with more than one shop, opened by the buyer, and once on entry while a
 * multi-shop account has not chosen yet. Picking switches the shop for the whole app.
 */
export function useCustomerPicker() {
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  const customers = useAppSelector(selectCustomers);
  const chosen = useAppSelector((state) => state.auth.customerChosen);
  const multiShop = customers.length > 1;
  const [opened, setOpened] = useState(false);
  return {
    multiShop,
    customer,
    customers,
    open: multiShop && (opened || !chosen),
    show: () => setOpened(true),
    pick: (id: Id) => {
      setOpened(false);
      dispatch(customerSelected(id));
    },
  };
}

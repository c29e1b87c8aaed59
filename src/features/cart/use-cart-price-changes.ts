import { useEffect, useState } from 'react';
import type { Customer } from '../../api/types';
import type { PriceChanges } from '../../hooks/price-memory';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';

/**
 * The signed-in shop's price changes since an earlier day, for the drawer's rows and its header: null until their
 * code has loaded (after the drawer's own, so the header's list of the drawer's chunks does not name it) and read
 * the memory once. Never another shop's.
 */
export function useCartPriceChanges(): PriceChanges | null {
  const customer = useAppSelector(selectCustomer);
  const [loaded, setLoaded] = useState<[Customer, PriceChanges] | null>(null);
  useEffect(() => {
    if (customer === null) return;
    let live = true;
    void import('../../hooks/price-memory').then(({ priceChangesOf }) => {
      if (live) setLoaded([customer, priceChangesOf(customer)]);
    });
    return () => {
      live = false;
    };
  }, [customer]);
  return loaded?.[0] === customer ? loaded[1] : null;
}

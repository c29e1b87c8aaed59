import { useEffect, useState } from 'react';
import type { Customer } from '../../api/types';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import type { PriceChanges } from './price-memory';

/**
 * The price memory's code: loaded once a screen has shown its prices (the changes are read after the first paint,
 * and the prices shown are written after the screen has settled), never before a screen first shows.
 */
export const loadPriceMemory = () => import('./price-memory');

/**
 * The signed-in shop's price changes since an earlier day and the badge that shows one: null until `ready` (home
 * waits for its first paint), their code has loaded and the memory is read once. Never another shop's: after a shop
 * switch, null until that shop's memory is read.
 */
export function usePriceChanges(ready = true): PriceChanges | null {
  const customer = useAppSelector(selectCustomer);
  const [loaded, setLoaded] = useState<[Customer, PriceChanges] | null>(null);
  useEffect(() => {
    if (!ready || customer === null) return;
    let live = true;
    void loadPriceMemory().then(({ priceChangesOf }) => {
      if (live) setLoaded([customer, priceChangesOf(customer)]);
    });
    return () => {
      live = false;
    };
  }, [ready, customer]);
  return loaded?.[0] === customer ? loaded[1] : null;
}

import { useEffect, useState } from 'react';
import type { Customer } from '../../api/types';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import type { PriceChanges } from '../../hooks/price-memory';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';

/**
 * The signed-in shop's price changes since an earlier day and the badge that shows one, for home's cards: null
 * until home has first painted and their code has loaded and read the memory once. Never another shop's: after a
 * shop switch, null until that shop's memory is read.
 */
export function usePriceChanges(): PriceChanges | null {
  const painted = useAfterFirstPaint();
  const customer = useAppSelector(selectCustomer);
  const [loaded, setLoaded] = useState<[Customer, PriceChanges] | null>(null);
  useEffect(() => {
    if (!painted || customer === null) return;
    let live = true;
    void import('../../hooks/price-memory').then(({ priceChangesOf }) => {
      if (live) setLoaded([customer, priceChangesOf(customer)]);
    });
    return () => {
      live = false;
    };
  }, [painted, customer]);
  return loaded?.[0] === customer ? loaded[1] : null;
}

import { useEffect, useState } from 'react';
import type { ChangeOf } from '../../store/catalogue/price-memory';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';

interface Loaded {
  shop: string;
  changeOf: ChangeOf;
}

/**
 * The signed-in shop's price changes since an earlier day, for home's cards: null until home has first painted
 * and the memory's code (store/catalogue/price-memory.ts, not in home's first chunk) has loaded and read it once.
 * Never another shop's: a shop switch shows nothing until that shop's memory is read.
 */
export function usePriceChanges(): ChangeOf | null {
  const painted = useAfterFirstPaint();
  const account = useAppSelector((state) => selectCustomer(state)?.lineid ?? null);
  const customerid = useAppSelector((state) => {
    const customer = selectCustomer(state);
    return customer === null ? null : String(customer.id);
  });
  const shop = `${account ?? ''}\n${customerid ?? ''}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!painted || customerid === null) return;
    let live = true;
    void import('../../store/catalogue/price-memory').then(({ changesForShop }) => {
      if (live) setLoaded({ shop, changeOf: changesForShop(account, customerid) });
    });
    return () => {
      live = false;
    };
  }, [painted, account, customerid, shop]);
  return loaded?.shop === shop ? loaded.changeOf : null;
}

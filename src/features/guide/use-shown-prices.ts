import { useEffect, useRef } from 'react';
import type { Product } from '../../api/types';
import type { PriceChanges } from '../price-changes';
import { usePriceChanges } from '../price-changes';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import type { GuideRow } from './guide-rows';
import { loadPriceMemory } from '../price-changes';

/**
 * The guide's rows' price changes since an earlier day, read once for the shop, and the badge that shows one; and
 * their prices, today's from the server's catalogue answer, remembered for the next day
 * (features/price-changes/price-memory.ts). Null until that code has loaded: it loads after the guide's own, so the
 * guide never waits for it. The rule keeps a day's change the same whether it is read before or after the write.
 */
export function useShownPrices(rows: readonly GuideRow[]): PriceChanges | null {
  const customer = useAppSelector(selectCustomer);
  const shown = usePriceChanges();
  const written = useRef<readonly Product[]>([]);
  useEffect(() => {
    if (customer === null) return;
    const products = rows.flatMap((row) => (row.product === null ? [] : [row.product]));
    // Rows are rebuilt on every cart change; the same answer's products are written once.
    const same =
      products.length === written.current.length &&
      products.every((product, i) => product === written.current[i]);
    if (same) return;
    written.current = products;
    void loadPriceMemory().then((memory) => {
      const shop = memory.priceShopOf(customer);
      if (shop !== null) memory.rememberShownPrices(shop, products, memory.businessToday());
    });
  }, [rows, customer]);

  return shown;
}

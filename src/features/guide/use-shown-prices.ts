import { useEffect, useMemo, useRef } from 'react';
import type { Product } from '../../api/types';
import {
  businessToday,
  changesForShop,
  rememberShownPrices,
  type ChangeOf,
} from '../../store/catalogue/price-memory';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import type { GuideRow } from './guide-rows';

/**
 * The guide's rows' price changes since an earlier day, read once for the shop; and their prices, today's from
 * the server's catalogue answer, remembered for the next day (store/catalogue/price-memory.ts). The changes are
 * read before the write, and the rule keeps a day's change the same either way.
 */
export function useShownPrices(rows: readonly GuideRow[], customerid: string | null): ChangeOf {
  const account = useAppSelector((state) => selectCustomer(state)?.lineid ?? null);
  const changeOf = useMemo(() => changesForShop(account, customerid), [account, customerid]);
  const written = useRef<readonly Product[]>([]);
  useEffect(() => {
    if (customerid === null) return;
    const products = rows.flatMap((row) => (row.product === null ? [] : [row.product]));
    // Rows are rebuilt on every cart change; the same answer's products are written once.
    const same =
      products.length === written.current.length &&
      products.every((product, i) => product === written.current[i]);
    if (same) return;
    written.current = products;
    rememberShownPrices({ account: account ?? '', customerid }, products, businessToday());
  }, [rows, account, customerid]);
  return changeOf;
}

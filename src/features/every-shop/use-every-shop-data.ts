/**
 * What 各店訂購 reads, for every shop of the account at once: each shop's product list (its own prices), each shop's
 * order history (its own 常用清單) and each shop's cart, merged with that shop's server cart as the screen opens.
 * RTK Query's own subscriptions, one per shop and call (the hooks take one argument each, and the number of shops
 * is the account's), asked afresh on each visit so prices and what is still sold are today's.
 */
import { useEffect, useMemo, useRef } from 'react';
import { catalogueApi } from '../../api/endpoints/catalogue';
import type { Customer, Order, Paged, Product } from '../../api/types';
import { withApi, type RootState } from '../../store/root-state';
import { selectLinesByCustomer } from '../../store/cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCustomers } from '../../store/session/auth-slice';
import { syncCart } from '../cart';
import { guideHistoryApi, selectOrderGuide, type GuideEntry } from '../guide';
import { buildEveryShopRows, shortShopNames, type EveryShopRow } from './every-shop-rows';

export interface Shop {
  customerid: string;
  customer: Customer;
  name: string;
  /** The name a narrow column shows ('信義店'). */
  short: string;
}

/** How a shop's product list stands: its prices are needed before a cell can add a line. */
export type PricesState = 'loading' | 'failed' | 'ready';

const productsArg = (customerid: string) => ({ customerid, categories: [] });

export function useShops(): Shop[] {
  const customers = useAppSelector(selectCustomers);
  return useMemo(() => {
    const names = customers.map((c) => c.name || c.fullname);
    const short = shortShopNames(names);
    return customers.map((customer, i) => ({
      customerid: String(customer.id),
      customer,
      name: names[i] ?? '',
      short: short[i] ?? '',
    }));
  }, [customers]);
}

export interface EveryShopData {
  rows: EveryShopRow[] | undefined;
  prices: Record<string, PricesState>;
  /** Asks a shop's product list again (its column's 重試). */
  retryPrices: (customerid: string) => void;
  /** Every shop's product list that has answered, first shop first: the search looks through them. */
  catalogue: readonly Product[];
}

export function useEveryShopData(shops: readonly Shop[], added: readonly Product[]): EveryShopData {
  const dispatch = useAppDispatch();
  const ids = useMemo(() => shops.map((s) => s.customerid), [shops]);
  const key = ids.join(',');
  const refetchers = useRef(new Map<string, () => void>());

  useEffect(() => {
    const shopIds = key === '' ? [] : key.split(',');
    const subscriptions = shopIds.flatMap((customerid) => {
      const products = dispatch(
        catalogueApi.endpoints.getProducts.initiate(productsArg(customerid), {
          forceRefetch: true,
        }),
      );
      refetchers.current.set(customerid, () => void products.refetch());
      return [
        products,
        dispatch(
          guideHistoryApi.endpoints.getGuideHistory.initiate(
            { customerid },
            { forceRefetch: true },
          ),
        ),
      ];
    });
    // Each column is that shop's cart: what the server holds for it (added elsewhere) shows here too.
    for (const customerid of shopIds) void dispatch(syncCart(customerid));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, key]);

  const select = useMemo(() => {
    const products = ids.map((id) => catalogueApi.endpoints.getProducts.select(productsArg(id)));
    const histories = ids.map((id) =>
      guideHistoryApi.endpoints.getGuideHistory.select({ customerid: id }),
    );
    return (state: RootState) => {
      const withCache = withApi(state);
      return {
        productResults: products.map((s) => s(withCache)),
        historyResults: histories.map((s) => s(withCache)),
      };
    };
  }, [ids]);
  const { productResults, historyResults } = useAppSelector(select, sameResults);
  const carts = useAppSelector(selectLinesByCustomer);

  return useMemo(() => {
    const products: Record<string, Product[] | undefined> = {};
    const guides: Record<string, GuideEntry[] | undefined> = {};
    const prices: Record<string, PricesState> = {};
    ids.forEach((id, i) => {
      const answer = productResults[i];
      // The answer of this shop's own list (the cache keeps one per shop): never another shop's prices.
      products[id] = answer?.data;
      prices[id] = answer?.data !== undefined ? 'ready' : answer?.isError ? 'failed' : 'loading';
      const history: Paged<Order> | undefined = historyResults[i]?.data;
      // A shop whose history failed still has its cart's lines; its usual products come back with the next visit.
      guides[id] = history === undefined ? undefined : selectOrderGuide(history);
    });
    const anyAnswer = ids.some((id) => products[id] !== undefined || guides[id] !== undefined);
    return {
      rows: anyAnswer
        ? buildEveryShopRows({ shops: ids, guides, products, carts, added })
        : undefined,
      prices,
      retryPrices: (customerid: string) => refetchers.current.get(customerid)?.(),
      catalogue: ids.flatMap((id) => products[id] ?? []),
    };
  }, [ids, productResults, historyResults, carts, added]);
}

/** Two lists of answers are the same when each answer is the same object (RTK Query keeps it while unchanged). */
function sameResults(
  a: { productResults: readonly unknown[]; historyResults: readonly unknown[] },
  b: { productResults: readonly unknown[]; historyResults: readonly unknown[] },
): boolean {
  const same = (x: readonly unknown[], y: readonly unknown[]) =>
    x.length === y.length && x.every((v, i) => v === y[i]);
  return same(a.productResults, b.productResults) && same(a.historyResults, b.historyResults);
}

import { useEffect, useMemo } from 'react';
import { orderApi } from '../../api/endpoints/order';
import { paths } from '../../config/paths';
import type { Category, Id, Product } from '../../api/types';
import {
  selectCustomer,
  selectCustomerId,
  selectSessionLineUser,
} from '../../store/session/auth-slice';
import { useAppSelector, useAppStore } from '../../store/hooks';
import { withApi } from '../../store/root-state';
import {
  selectCatalogueSource,
  type CategorySelection,
} from '../../store/catalogue/catalogue-slice';
import { loadPriceMemory } from '../price-changes';
import type { rememberCatalogueSnapshot } from './catalogue-snapshot-save';
import type { saveHomeShell } from './home-shell-save';

interface OnShow {
  customerid: Id;
  categories: Category[] | undefined;
  chosen: CategorySelection | null;
  /** The `categories` of the product list on show, and the list. */
  productCategories: Id[] | null;
  products: Product[] | undefined;
}

/** Writing a large list takes a moment on a slow phone: after the screen has settled, not during its first paint. */
const SAVE_AFTER_MS = 1000;
/** Then in the phone's next idle moment, or at the latest after this. */
const SAVE_IDLE_WITHIN_MS = 2000;

type Save = typeof rememberCatalogueSnapshot;
type SaveShell = typeof saveHomeShell;
type PriceMemory = Awaited<ReturnType<typeof loadPriceMemory>>;

/**
 * Runs `task` with the snapshot's writer once the screen has settled and the phone is idle (the writer's code is
 * fetched then, not with the first screen); returns the cancel.
 */
function whenSettledAndIdle(
  task: (save: Save, saveShell: SaveShell, prices: PriceMemory) => void,
): () => void {
  let cancelled = false;
  let idle: number | null = null;
  const timer = setTimeout(() => {
    // What keeps home for the next open: the catalogue snapshot's writer and the stored copy's.
    void Promise.all([
      import('./catalogue-snapshot-save'),
      import('./home-shell-save'),
      loadPriceMemory(),
    ]).then(([{ rememberCatalogueSnapshot }, { saveHomeShell }, prices]) => {
      if (cancelled) return;
      const run = () => task(rememberCatalogueSnapshot, saveHomeShell, prices);
      // Safari has no requestIdleCallback: the delay alone has to do.
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: SAVE_IDLE_WITHIN_MS });
      else run();
    });
  }, SAVE_AFTER_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}

/**
 * Keeps what home shows from the server as the shop's snapshot for the next open (store/catalogue/catalogue-snapshot.ts).
 * Only server data is kept: a copy still on show from the last visit is not saved again as if it were new.
 */
export function useRememberCatalogue({
  customerid,
  categories,
  chosen,
  productCategories,
  products,
}: OnShow): void {
  const store = useAppStore();
  const source = useAppSelector(selectCatalogueSource);
  const selectLastOrder = useMemo(
    () => orderApi.endpoints.getLastOrder.select({ customerid }),
    [customerid],
  );
  const lastOrder = useAppSelector((state) => selectLastOrder(withApi(state))).data;

  useEffect(() => {
    if (source !== 'server' || !categories || !productCategories || !products) return;
    if (lastOrder === undefined) return;
    return whenSettledAndIdle((rememberCatalogueSnapshot, saveHomeShell, prices) => {
      // The session may have ended meanwhile (home stays mounted, hidden, while the next screen's code loads):
      // a snapshot is only ever written for the shop still signed in.
      if (selectCustomerId(store.getState()) !== String(customerid)) return;
      // The prices the server gave for the products on show, remembered for the next day's change
      // (docs/price-changes.md); never the stored snapshot's, which `source` rules out above.
      const shop = prices.priceShopOf(selectCustomer(store.getState()));
      if (shop !== null) prices.rememberShownPrices(shop, products, prices.businessToday());
      // Unchanged since it was read or written (RTK Query keeps an unchanged answer's objects): nothing is written.
      store.dispatch(
        rememberCatalogueSnapshot({
          customerid: String(customerid),
          savedAt: Date.now(),
          categories,
          chosen,
          productCategories,
          products,
          lastOrder,
        }),
      );
      // What the buyer sees of it, for the entry to paint on the next open (stored-home/paint-stored-home.ts); only
      // while home is the screen on show, as it is when it opens.
      const root = document.getElementById('root');
      // It is kept for this session's LINE user: the next open paints it for no one else.
      if (root !== null && window.location.pathname === paths.home) {
        const lineUser = selectSessionLineUser(store.getState());
        saveHomeShell({ customerid: String(customerid), lineUser }, root, window.localStorage);
      }
    });
  }, [store, source, customerid, categories, chosen, productCategories, products, lastOrder]);
}

/**
 * Home's first data, started by start-up rather than when home mounts, and shared with home through RTK Query
 * (home's hooks ask for the same arguments, so no call is made twice):
 *
 * - a returning shop: the catalogue it saw last time (store/catalogue-snapshot.ts) goes into RTK Query's cache
 *   before the first render, and the same calls are made again at once; their answers replace it where it stands;
 * - otherwise: the category tree and the last order are asked for as soon as a token exists, and the default
 *   category's products as soon as the tree has answered.
 */
import { catalogueApi } from '../../api/endpoints/catalogue';
import { orderApi } from '../../api/endpoints/order';
import type { Id } from '../../api/types';
import { selectCustomer } from '../../store/auth-slice';
import {
  storedCatalogueRefreshFailed,
  storedCatalogueRefreshed,
  storedCatalogueRetried,
  storedCatalogueShown,
} from '../../store/catalogue-slice';
import { readCatalogueSnapshot } from '../../store/catalogue-snapshot';
import type { AppDispatch, AppStore } from '../../store/store';
import { initialSelection, requestedCategories } from './category-selection';
import { requestFirstImages } from './first-images';
import { groupProducts } from './product-grouping';

/** Asked for without a subscriber: home subscribes when it mounts (RTK keeps an answer a minute meanwhile). */
const ask = { subscribe: false } as const;
const askAgain = { subscribe: false, forceRefetch: true } as const;

/**
 * Asks the server again for what the shop was shown from its snapshot; the catalogue slice then says whether home
 * shows server data or still the stored copy (with 重試).
 */
export async function refreshStoredCatalogue(
  dispatch: AppDispatch,
  customerid: Id,
  /** The list on show; null when the buyer has no sub-category chosen. */
  productCategories: Id[] | null,
): Promise<void> {
  dispatch(storedCatalogueRetried());
  const answers = await Promise.all([
    dispatch(catalogueApi.endpoints.getCategories.initiate(undefined, askAgain)),
    dispatch(orderApi.endpoints.getLastOrder.initiate({ customerid }, askAgain)),
    ...(productCategories === null
      ? []
      : [
          dispatch(
            catalogueApi.endpoints.getProducts.initiate(
              { customerid, categories: productCategories },
              askAgain,
            ),
          ),
        ]),
  ]);
  dispatch(
    answers.every((answer) => answer.isSuccess)
      ? storedCatalogueRefreshed()
      : storedCatalogueRefreshFailed(),
  );
}

/** The calls of a home without a snapshot: the products wait only for the category tree, not for home. */
async function askForHome(dispatch: AppDispatch, customerid: Id): Promise<void> {
  void dispatch(orderApi.endpoints.getLastOrder.initiate({ customerid }, ask));
  const { data: categories } = await dispatch(
    catalogueApi.endpoints.getCategories.initiate(undefined, ask),
  );
  const selection = categories && initialSelection(categories);
  const requested = categories && selection && requestedCategories(categories, selection);
  if (!requested) return;
  const { data: products } = await dispatch(
    catalogueApi.endpoints.getProducts.initiate({ customerid, categories: requested }, ask),
  );
  if (products) requestFirstImages(groupProducts(products, requested, categories));
}

/** For the signed-in shop: shows its snapshot and refreshes it, or asks for home's data. */
export function startHomeData(store: Pick<AppStore, 'dispatch' | 'getState'>): void {
  const customer = selectCustomer(store.getState());
  if (customer === null) return;
  const customerid = String(customer.id);
  const snapshot = readCatalogueSnapshot(customerid);
  if (snapshot === null) {
    void askForHome(store.dispatch, customer.id);
    return;
  }
  const products = { customerid: customer.id, categories: snapshot.productCategories };
  store.dispatch(
    catalogueApi.util.upsertQueryEntries([
      { endpointName: 'getCategories', arg: undefined, value: snapshot.categories },
      { endpointName: 'getProducts', arg: products, value: snapshot.products },
    ]),
  );
  store.dispatch(
    orderApi.util.upsertQueryEntries([
      { endpointName: 'getLastOrder', arg: { customerid: customer.id }, value: snapshot.lastOrder },
    ]),
  );
  store.dispatch(storedCatalogueShown({ customerid, chosen: snapshot.chosen }));
  void refreshStoredCatalogue(store.dispatch, customer.id, snapshot.productCategories);
}

/**
 * Home's first data, started by start-up rather than when home mounts, and shared with home through RTK Query
 * (home's hooks ask for the same arguments, so no call is made twice):
 *
 * - a returning shop: the catalogue it saw last time (store/catalogue/catalogue-snapshot.ts) goes into RTK Query's cache
 *   before the first render, and the same calls are made again once that render is on the page
 *   (store/catalogue/refresh-stored-catalogue.ts): the first frame shows the stored copy and needs none of their
 *   work (axios, RTK Query's thunks, the browser sending three requests), which on a slow phone held it up; their
 *   answers replace the copy where it stands;
 * - otherwise: the category tree and the last order are asked for as soon as a token exists, and the default
 *   category's products as soon as the tree has answered.
 */
import type { Id } from '../api/types';
import { selectCustomer } from '../store/session/auth-slice';
import { storedCatalogueShown } from '../store/catalogue/catalogue-slice';
import { refreshStoredCatalogue } from '../store/catalogue/refresh-stored-catalogue';
import { readCatalogueSnapshot } from '../store/catalogue/catalogue-snapshot';
import type { AppDispatch } from '../store/root-state';
import type { ServerLayer } from '../store/root-state';
import type { AppThunk } from '../store/thunk';
import { initialSelection, requestedCategories } from '../domain/category-selection';
import { requestFirstImages } from './first-images';
import { groupProducts } from '../domain/product-grouping';

/** Asked for without a subscriber: home subscribes when it mounts (RTK keeps an answer a minute meanwhile). */
const ask = { subscribe: false } as const;

/** The calls of a home without a snapshot: the products wait only for the category tree, not for home. */
async function askForHome(
  dispatch: AppDispatch,
  { catalogueApi, orderApi }: ServerLayer,
  customerid: Id,
): Promise<void> {
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

/**
 * For the signed-in shop: shows its snapshot and refreshes it once `firstScreen` has settled (the first screen is on
 * the page), or asks for home's data at once.
 */
export const startHomeData =
  (firstScreen: Promise<void>): AppThunk<Promise<void>> =>
  async (dispatch, getState, { keptSnapshots, server }) => {
    const customer = selectCustomer(getState());
    if (customer === null) return;
    const customerid = String(customer.id);
    const snapshot = readCatalogueSnapshot(customerid, keptSnapshots);
    const layer = await server();
    if (snapshot === null) {
      void askForHome(dispatch, layer, customer.id);
      return;
    }
    const { catalogueApi, orderApi } = layer;
    const products = { customerid: customer.id, categories: snapshot.productCategories };
    dispatch(
      catalogueApi.util.upsertQueryEntries([
        { endpointName: 'getCategories', arg: undefined, value: snapshot.categories },
        { endpointName: 'getProducts', arg: products, value: snapshot.products },
      ]),
    );
    dispatch(
      orderApi.util.upsertQueryEntries([
        {
          endpointName: 'getLastOrder',
          arg: { customerid: customer.id },
          value: snapshot.lastOrder,
        },
      ]),
    );
    dispatch(storedCatalogueShown({ customerid, chosen: snapshot.chosen }));
    // Not once the shop is no longer the one signed in (LINE named another user at start-up): it is not on show.
    void firstScreen.then(() => {
      if (selectCustomer(getState())?.id === customer.id)
        void dispatch(refreshStoredCatalogue(customer.id, snapshot.productCategories));
    });
  };

/**
 * Whether home's product list, as the live home shows it, has a product: for a tap carried over from home's stored
 * copy (app/carry-over-tap.ts) on a product whose card the live home does not show yet. Loaded only then.
 *
 * The list is the one home asks for (category-browser.tsx): the signed-in shop's products of the categories home
 * shows, today's tree and the buyer's choice. It counts once the server has answered it in this visit: the last
 * visit's stored list (store/catalogue) does not, until its refresh has confirmed it.
 */
import { catalogueApi } from '../../api/endpoints/catalogue';
import { requestedCategories, shownSelection } from '../../domain/category-selection';
import { sameId } from '../../domain/id';
import {
  selectChosenCategories,
  selectStoredCatalogue,
} from '../../store/catalogue/catalogue-slice';
import { selectCustomer } from '../../store/session/auth-slice';
import type { AppStore } from '../../store/root-state';
import { withApi, type RootState } from '../../store/root-state';

/**
 * A product on home's list: `asking` (the list has not answered yet), `failed` (it could not be had), `listed` or
 * `unlisted` (the answer has it, or has not).
 */
export type OnHomeList = 'asking' | 'failed' | 'listed' | 'unlisted';

/** Home's product list as a tap carried over reads it: what it says of a product now, and when it may change. */
export interface HomeProductList {
  find: (productid: string) => OnHomeList;
  /** Calls `listener` after every change of the store; returns what stops it. */
  subscribe: (listener: () => void) => () => void;
}

/** Whether home's list for the signed-in shop has `productid` (see OnHomeList). */
export function findOnHomeList(rootState: RootState, productid: string): OnHomeList {
  const customer = selectCustomer(rootState);
  // No shop signed in: home shows no list (the start-up is taking the buyer elsewhere).
  if (customer === null) return 'asking';
  const stored = selectStoredCatalogue(rootState);
  if (stored !== null && !stored.pricesConfirmed)
    return stored.status === 'failed' ? 'failed' : 'asking';
  const state = withApi(rootState);
  const tree = catalogueApi.endpoints.getCategories.select(undefined)(state);
  const categories = tree.data;
  if (categories === undefined) return tree.isError ? 'failed' : 'asking';
  const selection = shownSelection(
    categories,
    selectChosenCategories(rootState, String(customer.id)),
  );
  const requested = selection && requestedCategories(categories, selection);
  // No category to show: home lists no product.
  if (requested === null) return 'unlisted';
  const list = catalogueApi.endpoints.getProducts.select({
    customerid: customer.id,
    categories: requested,
  })(state);
  if (list.data === undefined) return list.isError ? 'failed' : 'asking';
  return list.data.some((product) => sameId(product.id, productid)) ? 'listed' : 'unlisted';
}

/** Home's product list in `store`. */
export const homeProductList = (store: AppStore): HomeProductList => ({
  find: (productid) => findOnHomeList(store.getState(), productid),
  subscribe: (listener) => store.subscribe(listener),
});

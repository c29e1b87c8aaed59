/**
 * A returning shop is first shown the catalogue it saw last time (catalogue-snapshot.ts): this asks the server again
 * for what it was shown, as the start-up does at once and the notice's 重試 does after a failure.
 */
import type { Id } from '../../api/types';
import {
  storedCatalogueRefreshEnded,
  storedCatalogueRetried,
  type RefreshFailure,
} from './catalogue-slice';
import type { AppThunk } from '../thunk';
import { readFailure } from '../../domain/failure';

/** Asked for again without a subscriber: home subscribes when it mounts (RTK keeps an answer a minute meanwhile). */
const askAgain = { subscribe: false, forceRefetch: true } as const;

/** What the notice reads of a failed call: the api layer's error kind and message (network, server, business …). */
function failureOf(error: unknown): RefreshFailure {
  const { kind, message } = readFailure(error);
  return { kind: kind ?? 'server', message };
}

/**
 * Asks the server again for what the shop was shown from its snapshot; the catalogue slice then says whether the
 * prices on show are confirmed, and what failed (the notice offers 重試).
 */
export const refreshStoredCatalogue =
  (
    customerid: Id,
    /** The list on show; null when the buyer has no sub-category chosen. */
    productCategories: Id[] | null,
  ): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { server }) => {
    const shop = String(customerid);
    dispatch(storedCatalogueRetried({ customerid: shop }));
    const { catalogueApi, orderApi } = await server();
    const [products, categories, lastOrder] = await Promise.all([
      productCategories === null
        ? null
        : dispatch(
            catalogueApi.endpoints.getProducts.initiate(
              { customerid, categories: productCategories },
              askAgain,
            ),
          ),
      dispatch(catalogueApi.endpoints.getCategories.initiate(undefined, askAgain)),
      dispatch(orderApi.endpoints.getLastOrder.initiate({ customerid }, askAgain)),
    ]);
    // The product list first: when it failed, its failure is the one the notice names.
    const failed = [products, categories, lastOrder].find((answer) => answer?.isError === true);
    dispatch(
      storedCatalogueRefreshEnded({
        customerid: shop,
        // No list on show (no sub-category chosen): the next list is asked of the server anyway.
        pricesConfirmed: products === null || products.isSuccess,
        failure: failed === undefined ? null : failureOf(failed.error),
      }),
    );
  };

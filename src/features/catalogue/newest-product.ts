import { catalogueApi } from '../../api/endpoints/catalogue';
import type { Id, Product } from '../../api/types';
import { sameId } from '../../domain/id';
import { withApi, type RootState } from '../../store/store';

/**
 * The product as the newest product list in RTK Query's cache has it: a list refreshed after a card was opened
 * (the last visit's copy replaced by the server's answer) brings the current price, which is the one to add at.
 */
export function selectNewestProduct(rootState: RootState, productid: Id): Product | undefined {
  const state = withApi(rootState);
  let newest: Product | undefined;
  let newestAt = -1;
  for (const args of catalogueApi.util.selectCachedArgsForQuery(state, 'getProducts')) {
    const entry = catalogueApi.endpoints.getProducts.select(args)(state);
    const product = entry.data?.find((p) => sameId(p.id, productid));
    const at = entry.fulfilledTimeStamp ?? 0;
    if (product !== undefined && at > newestAt) {
      newest = product;
      newestAt = at;
    }
  }
  return newest;
}

import { catalogueApi } from '../../api/endpoints/catalogue';
import type { Id, Product } from '../../api/types';
import { sameId } from '../../domain/id';
import { selectCustomerId } from '../../store/session/auth-slice';
import { withApi, type RootState } from '../../store/root-state';

/**
 * The product as the signed-in shop's newest product list in RTK Query's cache has it: a list refreshed after a card
 * was opened (the last visit's copy replaced by the server's answer) brings the current price, which is the one to
 * add at. Only the shop's own lists count: another shop's list (still cached after a shop switch, or a refresh that
 * landed after it) may carry another price.
 */
export function selectNewestProduct(rootState: RootState, productid: Id): Product | undefined {
  const customerid = selectCustomerId(rootState);
  if (customerid === null) return undefined;
  const state = withApi(rootState);
  let newest: Product | undefined;
  let newestAt = -1;
  for (const args of catalogueApi.util.selectCachedArgsForQuery(state, 'getProducts')) {
    if (!sameId(args.customerid, customerid)) continue;
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

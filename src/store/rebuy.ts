/**
 * 再買一次: an earlier order's lines go back into the active shop's cart. Prices, weights and showqty come from the current
 * catalogue, not the old order, so the cart never carries a stale price; products the catalogue no longer has are
 * skipped and named, and products already in the cart are left as they are. Used by /order's cards and by the home
 * page's last-purchase block.
 */
import type { Order, OrderLine, Product } from '../api/types';
import { catalogueApi } from '../api/endpoints/catalogue';
import { sameId } from '../domain/id';
import { snapToAtLeastOneMultiple } from '../domain/quantity';
import { selectCustomerId } from './auth-slice';
import {
  addEachToCart,
  NoActiveCustomerError,
  type AddEachResult,
  type ItemToAdd,
} from './add-each-to-cart';
import type { CartRootState } from './cart-types';
import type { AppDispatch } from './store';

/** Product names, in the order's line order. */
export type RebuyResult = AddEachResult;
export { NoActiveCustomerError };

/** The order's quantity on the product's current multiple; the multiple itself when that snaps to 0. */
function rebuyQuantity(line: OrderLine, product: Product): number {
  try {
    return snapToAtLeastOneMultiple(line.productquantity, product.ordermultiple);
  } catch {
    // A product with a broken multiple: the cart's own add refuses it the way the add dialog does.
    return line.productquantity;
  }
}

/** The whole catalogue of the shop, read once and released (the home screen keeps its own subscription). */
async function currentCatalogue(dispatch: AppDispatch, customerid: string): Promise<Product[]> {
  const subscription = dispatch(
    catalogueApi.endpoints.getProducts.initiate(
      { customerid, categories: [] },
      // A cached list may be minutes old: a product withdrawn since must not be re-bought.
      { forceRefetch: true },
    ),
  );
  try {
    return await subscription.unwrap();
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * Adds the order's lines (each product once, at the order's quantity on its current multiple) through
 * addEachToCart. A failed catalogue call rejects with its ApiError and adds nothing.
 */
export const rebuyOrder =
  (order: Order) =>
  async (dispatch: AppDispatch, getState: () => CartRootState): Promise<RebuyResult> => {
    const customerid = selectCustomerId(getState());
    if (customerid === null) throw new NoActiveCustomerError();
    const products = await currentCatalogue(dispatch, customerid);
    const seen = new Set<string>();
    const items: ItemToAdd[] = [];
    for (const line of order.orderdetails) {
      // The same product twice in one order is added once.
      if (seen.has(String(line.productid))) continue;
      seen.add(String(line.productid));
      const product = products.find((p) => sameId(p.id, line.productid)) ?? null;
      items.push({
        name: line.productname,
        product,
        quantity: product === null ? 0 : rebuyQuantity(line, product),
      });
    }
    return dispatch(addEachToCart(items));
  };

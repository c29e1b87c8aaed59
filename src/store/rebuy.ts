/**
 * 再買一次 (SPEC 4, DECISIONS 12): an earlier order's lines go back into the active shop's cart. Prices, weights and
 * showqty come from the current catalogue, not the old order, so the cart never carries a stale price; products
 * the catalogue no longer has are skipped and named, and products already in the cart are left as they are.
 * Used by /order's cards and by the home page's last-purchase block.
 */
import type { Order, OrderLine, Product } from '../api/types';
import { catalogueApi } from '../api/endpoints/catalogue';
import { sameId } from '../domain/id';
import { normaliseMultiple, snapToMultiple } from '../domain/quantity';
import { selectCustomerId } from './auth-slice';
import { addToCart, type AddToCartOutcome } from './cart-thunks';
import { selectCartLines } from './cart-slice';
import type { CartRootState } from './cart-types';
import type { AppDispatch } from './store';

/** Product names, in the order's line order. */
export interface RebuyResult {
  added: string[];
  alreadyInCart: string[];
  missing: string[];
}

/** Thrown when there is no active shop to buy for (a signed-out session). */
export class NoActiveCustomerError extends Error {
  constructor() {
    super('No active customer to re-buy for');
    this.name = 'NoActiveCustomerError';
  }
}

/** The order's quantity on the product's current multiple; the multiple itself when that snaps to 0. */
function rebuyQuantity(line: OrderLine, product: Product): number {
  try {
    const multiple = normaliseMultiple(product.ordermultiple);
    const snapped = snapToMultiple(line.productquantity, multiple);
    return snapped > 0 ? snapped : snapToMultiple(multiple, multiple);
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
 * Adds the order's lines one by one (each through the cart's own add, which syncs with the server). A failed
 * catalogue call rejects with its ApiError and adds nothing; a line the server did not take yet counts as added,
 * because the cart keeps it unsynced and sends it again (DECISIONS 10). A product the cart refuses is named in
 * `missing` with the products that are gone: either way it cannot be bought as it was.
 */
export const rebuyOrder =
  (order: Order) =>
  async (dispatch: AppDispatch, getState: () => CartRootState): Promise<RebuyResult> => {
    const customerid = selectCustomerId(getState());
    if (customerid === null) throw new NoActiveCustomerError();
    const products = await currentCatalogue(dispatch, customerid);
    const result: RebuyResult = { added: [], alreadyInCart: [], missing: [] };
    const seen = new Set<string>();
    for (const line of order.orderdetails) {
      // The same product twice in one order is added once.
      if (seen.has(String(line.productid))) continue;
      seen.add(String(line.productid));
      const product = products.find((p) => sameId(p.id, line.productid));
      if (product === undefined) {
        result.missing.push(line.productname);
        continue;
      }
      const inCart = selectCartLines(getState(), customerid).some((l) =>
        sameId(l.productid, product.id),
      );
      if (inCart) {
        result.alreadyInCart.push(product.productname);
        continue;
      }
      let outcome: AddToCartOutcome;
      try {
        outcome = await dispatch(addToCart({ product, quantity: rebuyQuantity(line, product) }));
      } catch {
        // A product the cart refuses (an order multiple ≤ 0 in the catalogue) cannot be bought now.
        result.missing.push(product.productname);
        continue;
      }
      (outcome === 'alreadyInCart' ? result.alreadyInCart : result.added).push(product.productname);
    }
    return result;
  };

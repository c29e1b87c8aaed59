/**
 * A cart opened from a link (/shared-cart) into the active shop's cart, through the cart's own changes (each sent to
 * the server as the drawer's are):
 *
 * - add: a product already in the cart gets the shared quantity on top of its own (on the product's multiple, at
 *   most the largest multiple within 99,999); any other is added at the shared quantity;
 * - replace: the cart becomes the shared lines: the lines it does not name are removed, the others set to the
 *   shared quantity or added.
 *
 * The caller gives today's products with quantities already on their multiples (the screen shows those); products
 * no longer in the catalogue never reach here.
 */
import type { Product } from '../../api/types';
import { sameId } from '../../domain/id';
import { normaliseMultiple, snapToMultiple } from '../../domain/quantity';
import { selectCustomerId } from '../session/auth-slice';
import { selectCartLines } from './cart-slice';
import { addToCart, changeCartQuantity, removeCartLine } from './cart-thunks';
import type { CartDispatch, CartGetState } from './cart-types';

export interface SharedItem {
  product: Product;
  /** On the product's multiple, > 0. */
  quantity: number;
}

export interface SharedCartAddResult {
  /** Names of the products now in the cart at their new quantity, synced with the server. */
  done: string[];
  /** Names of the products changed locally but not taken by the server yet (sent again later). */
  unsynced: string[];
}

export const addSharedCart =
  ({ items, replace }: { items: readonly SharedItem[]; replace: boolean }) =>
  async (dispatch: CartDispatch, getState: CartGetState): Promise<SharedCartAddResult> => {
    const customerid = selectCustomerId(getState());
    if (customerid === null) throw new Error('No active customer: the cart belongs to a shop');
    const lines = () => selectCartLines(getState(), customerid);
    const done: string[] = [];
    const unsynced: string[] = [];
    if (replace) {
      const others = lines().filter((l) => !items.some((i) => sameId(i.product.id, l.productid)));
      for (const line of others) await dispatch(removeCartLine({ id: line.id }));
    }
    for (const { product, quantity } of items) {
      const line = lines().find((l) => sameId(l.productid, product.id));
      let synced: boolean;
      if (line === undefined) {
        synced = (await dispatch(addToCart({ product, quantity }))) !== 'unsynced';
      } else {
        const total = replace
          ? quantity
          : snapToMultiple(
              line.productquantity + quantity,
              normaliseMultiple(product.ordermultiple),
            );
        synced = await dispatch(changeCartQuantity({ id: line.id, quantity: total }));
      }
      (synced ? done : unsynced).push(product.productname);
    }
    return { done, unsynced };
  };

/**
 * Several products into the active shop's cart in one go (再買一次, the order guide's 加入購物車), each through the
 * cart's own add, which syncs with the server: the same rules as one add from the dialog. Products are added one
 * after another, in the given order, so the cart and the server see them as the buyer listed them.
 */
import type { Product } from '../api/types';
import { sameId } from '../domain/id';
import { selectCustomerId } from './auth-slice';
import { addToCart, type AddToCartOutcome } from './cart-thunks';
import { selectCartLines } from './cart-slice';
import type { CartRootState } from './cart-types';
import type { AppDispatch } from './store';

/** Product names, in the order given. */
export interface AddEachResult {
  added: string[];
  alreadyInCart: string[];
  /** Products the catalogue no longer has (`product` null) or that the cart refused. */
  missing: string[];
}

export interface ItemToAdd {
  /** Shown in the result: the catalogue's name when there is a product, else the name the buyer saw. */
  name: string;
  /** The current catalogue's product (its price and multiple); null when the catalogue no longer has it. */
  product: Product | null;
  quantity: number;
}

/** Thrown when there is no active shop to buy for (a signed-out session). */
export class NoActiveCustomerError extends Error {
  constructor() {
    super('No active customer to add products for');
    this.name = 'NoActiveCustomerError';
  }
}

/**
 * Adds each item the cart does not hold yet. A line the server did not take yet counts as added, because the cart keeps
 * it unsynced and sends it again; a product the cart refuses (an order multiple ≤ 0, a quantity of 0) is named in
 * `missing`.
 */
export const addEachToCart =
  (items: readonly ItemToAdd[]) =>
  async (dispatch: AppDispatch, getState: () => CartRootState): Promise<AddEachResult> => {
    const customerid = selectCustomerId(getState());
    if (customerid === null) throw new NoActiveCustomerError();
    const result: AddEachResult = { added: [], alreadyInCart: [], missing: [] };
    for (const { name, product, quantity } of items) {
      if (product === null) {
        result.missing.push(name);
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
        outcome = await dispatch(addToCart({ product, quantity }));
      } catch {
        result.missing.push(product.productname);
        continue;
      }
      (outcome === 'alreadyInCart' ? result.alreadyInCart : result.added).push(product.productname);
    }
    return result;
  };

/**
 * What the cart's adds are about (cart-adds.ts holds the adds), and whether one is on its way: the keys by which the
 * store keeps them (cart-adds-slice.ts) and the selectors the screens read.
 */
import type { Id, Order, Product } from '../../api/types';
import type { RootState } from '../../store/root-state';
import { selectAdding, selectResending } from './cart-adds-slice';

/** The add dialog's product at its quantity. */
export interface ProductToAdd {
  product: Product;
  quantity: number;
}

/** One product of several to add. */
export interface ItemToAdd {
  /** Shown in the summary: the catalogue's name when there is a product, else the name the buyer saw. */
  name: string;
  /** The current catalogue's product (its price and multiple); null when the catalogue no longer has it. */
  product: Product | null;
  quantity: number;
}

/** Product names the caller already knows are not added, by why: they are named in the summary with the rest. */
export interface SkippedNames {
  alreadyInCart: readonly string[];
  missing: readonly string[];
  /** An order multiple of 0 or less. */
  notOrderable: readonly string[];
}

/** Which run of several products an add is: an earlier order again, or the order guide's. */
export type ProductsRun = { from: 'order'; order: Pick<Order, 'orderno'> } | { from: 'guide' };

/**
 * Several products to add: an earlier order's lines again at today's catalogue (再買一次), or the order guide's
 * ticked rows with the rows it shows as not addable.
 */
export type ProductsToAdd =
  | { from: 'order'; order: Order }
  | { from: 'guide'; items: readonly ItemToAdd[]; skipped: SkippedNames };

/** One run of each at a time: an order (home's 再買一次 and /order's card of the same order are one), the guide. */
export const runKeyOf = (run: ProductsRun): string =>
  run.from === 'order' ? `order ${run.order.orderno}` : 'guide';

export const productKeyOf = (id: Id): string => `product ${String(id)}`;

/** One line of a shared cart (/shared-cart): today's product at a quantity on its multiple, > 0. */
export interface SharedItem {
  product: Product;
  quantity: number;
}

export interface SharedCartAddResult {
  /** Names of the products now in the cart at their new quantity, synced with the server. */
  done: string[];
  /** Names of the products changed locally but not taken by the server yet (sent again later). */
  unsynced: string[];
}

/** The key of a shared cart's add in the slice: one at a time. */
export const SHARED_KEY = 'shared cart';

/** Product names by what happened to them: the result of several adds, worded by the screen. */
export interface AddedAndSkipped {
  added: readonly string[];
  alreadyInCart: readonly string[];
  missing: readonly string[];
  /** Products whose order multiple is 0 or less (the order guide shows them so and cannot add them). */
  notOrderable?: readonly string[];
}

/** The add dialog's add of this product is on its way. */
export const selectAddingProduct = (state: RootState, id: Id): boolean =>
  selectAdding(state, productKeyOf(id));

/** This run of several products (an order again, the guide) is on its way. */
export const selectAddingProducts = (state: RootState, run: ProductsRun): boolean =>
  selectAdding(state, runKeyOf(run));

/** A shared cart's add (cart-adds.ts) is on its way. */
export const selectAddingShared = (state: RootState): boolean => selectAdding(state, SHARED_KEY);

export { selectResending };

/**
 * What the cart's adds are about (store/cart/cart-adds.ts holds the thunks and their slice), and the selectors of
 * what is on its way. Apart from the thunks because a screen asks whether its add is busy before the API layer, and
 * the thunks with it, have loaded (home's 再買一次 shows at once).
 */
import type { Id, Order, Product } from '../../api/types';
import type { RootState } from '../../start/make-store';

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

export interface CartAddsState {
  /** The adds on their way: `product <id>` for the add dialog's, runKeyOf for several. */
  adding: string[];
  /** The resend of unsynced lines on focus is on its way. */
  resending: boolean;
}

// Until the slice is injected (the API layer not loaded yet), nothing is on its way.
const adding = (state: RootState): readonly string[] => state.cartAdds?.adding ?? [];

/** The add dialog's add of this product is on its way. */
export function selectAddingProduct(state: RootState, id: Id): boolean {
  return adding(state).includes(productKeyOf(id));
}

/** This run of several products (an order again, the guide) is on its way. */
export function selectAddingProducts(state: RootState, run: ProductsRun): boolean {
  return adding(state).includes(runKeyOf(run));
}

/** The resend on focus (cart-adds.ts) is on its way. */
export const selectResending = (state: RootState): boolean => state.cartAdds?.resending ?? false;

/** A shared cart's add (cart-adds.ts) is on its way. */
export const selectAddingShared = (state: RootState): boolean => adding(state).includes(SHARED_KEY);

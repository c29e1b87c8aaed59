/**
 * What is being added to the cart right now: the add dialog's product, an earlier order again (再買一次), the order
 * guide's ticked rows. The adds themselves are thunks (store/cart/cart-adds.ts); this slice keeps their status, so a
 * screen asks the store whether its add is on its way (the busy button) and the thunk's `condition` lets one run
 * of each at a time (a double tap adds once).
 *
 * The slice is part of the store from the start and the thunks are not (they bring the API layer, which loads
 * late: docs/architecture.md), so the slice knows the thunks' actions by their type prefixes, as `createAsyncThunk`
 * names them (`<prefix>/pending`, `/fulfilled`, `/rejected`), rather than by importing the thunks.
 */
import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import type { Id, Order, Product } from '../../api/types';

/** The add dialog's thunk. */
export const ADD_PRODUCT = 'cartAdds/product';
/** The thunk of several products at once (再買一次, the order guide). */
export const ADD_PRODUCTS = 'cartAdds/products';

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

const productKeyOf = (id: Id): string => `product ${String(id)}`;

/** What an add is about, in the slice: the add dialog's product, or a run of several (runKeyOf). */
const addKeyOf = (arg: ProductToAdd | ProductsToAdd): string =>
  'product' in arg ? productKeyOf(arg.product.id) : runKeyOf(arg);

export interface CartAddsState {
  /** The adds on their way (addKeyOf). */
  adding: string[];
}

const initialState: CartAddsState = { adding: [] };

interface CartAddAction extends UnknownAction {
  meta: { arg: ProductToAdd | ProductsToAdd };
}

/** An action of either thunk: `<prefix>/pending`, `/fulfilled` or `/rejected`, as createAsyncThunk names them. */
const isCartAddAction = (action: UnknownAction): action is CartAddAction =>
  action.type.startsWith(`${ADD_PRODUCT}/`) || action.type.startsWith(`${ADD_PRODUCTS}/`);

const cartAddsSlice = createSlice({
  name: 'cartAdds',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isCartAddAction, (state, action) => {
      const key = addKeyOf(action.meta.arg);
      // Pending starts an add; fulfilled or rejected (a condition that said no dispatches nothing) ends it.
      if (action.type.endsWith('/pending')) state.adding.push(key);
      else state.adding = state.adding.filter((k) => k !== key);
    });
  },
});

export const cartAddsReducer = cartAddsSlice.reducer;

type WithCartAdds = { cartAdds: CartAddsState };

/** The add dialog's add of this product is on its way. */
export const selectAddingProduct = (state: WithCartAdds, id: Id): boolean =>
  state.cartAdds.adding.includes(productKeyOf(id));

/** This run of several products (an order again, the guide) is on its way. */
export const selectAddingProducts = (state: WithCartAdds, run: ProductsRun): boolean =>
  state.cartAdds.adding.includes(runKeyOf(run));

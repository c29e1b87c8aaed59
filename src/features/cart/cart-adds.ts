/**
 * Adding to the cart from a screen, and which adds are on their way:
 *
 * - `addProductToCart`: the add dialog's one product at its quantity;
 * - `addProductsToCart`: several products at once, an earlier order again (再買一次: home's last purchase and
 *   /order's cards) or the order guide's ticked rows. Each product goes through the cart's own add (`addToCart`,
 *   cart-add.ts: the line locally first, then the server), one after another in the given order, so the cart and
 *   the server see them as the buyer listed them; the result names what went in and what was skipped, and why;
 * - `addSharedCart`: a cart opened from a link; `resendOnFocus`: unsynced changes sent again.
 *
 * Each thunk's `condition` is the one guard against a double tap: while an add of the same product (or the same
 * run) is on its way, another is not started. The store keeps what is on its way (cart-adds-slice.ts), so
 * a screen asks whether its add is busy.
 */
import { catalogueApi } from '../../api/endpoints/catalogue';
import type { Order, OrderLine, Product } from '../../api/types';
import { readFailure } from '../../domain/failure';
import { sameId } from '../../domain/id';
import { normaliseMultiple, snapToAtLeastOneMultiple, snapToMultiple } from '../../domain/quantity';
import { addBegan, addEnded, cartAddsSlice, resendBegan, resendEnded } from './cart-adds-slice';
import { selectCartLines } from '../../store/cart/cart-slice';
import { selectCustomerId } from '../../store/session/auth-slice';
import { createAppAsyncThunk, type ThunkApi } from '../../store/thunk';
import { addToCart, retryUnsynced, type AddToCartOutcome } from './cart-add';
import {
  SHARED_KEY,
  productKeyOf,
  runKeyOf,
  selectAddingProduct,
  selectAddingProducts,
  selectAddingShared,
  selectResending,
  type AddedAndSkipped,
  type ItemToAdd,
  type ProductToAdd,
  type ProductsToAdd,
  type SharedCartAddResult,
  type SharedItem,
  type SkippedNames,
} from './cart-adds-model';
import { changeCartQuantity, removeCartLine } from './cart-changes';

/** Runs an add with its key on its way in the store, from its first step to its end, however it ends. */
async function whileAdding<T>(
  key: string,
  { dispatch, extra }: Pick<ThunkApi, 'dispatch' | 'extra'>,
  add: () => Promise<T>,
): Promise<T> {
  // The slice joins the store with the first add (no open needs its code before).
  extra.join(cartAddsSlice);
  dispatch(addBegan(key));
  try {
    return await add();
  } finally {
    dispatch(addEnded(key));
  }
}

/** 'failed': an unexpected throw of the cart's add; a failed send is 'unsynced' (the line stays, sent again). */
export type AddOutcome = AddToCartOutcome | 'failed';

/** Why several products could not be added at all, as the screen words it (an ApiError's kind and message). */
export interface AddFailure {
  kind?: string;
  message?: string;
}

/** Thrown when there is no active shop to buy for (a signed-out session). */
export class NoActiveCustomerError extends Error {
  constructor() {
    super('No active customer to add products for');
    this.name = 'NoActiveCustomerError';
  }
}

/** The add dialog's add. Never rejects: an unexpected throw of the cart's add is 'failed'. */
export const addProductToCart = createAppAsyncThunk(
  'cartAdds/product',
  ({ product, quantity }: ProductToAdd, { dispatch, extra }): Promise<AddOutcome> =>
    whileAdding(productKeyOf(product.id), { dispatch, extra }, async () => {
      try {
        return await dispatch(addToCart({ product, quantity }));
      } catch {
        return 'failed';
      }
    }),
  { condition: ({ product }, { getState }) => !selectAddingProduct(getState(), product.id) },
);

/** The order's quantity on the product's current multiple; the multiple itself when that snaps to 0. */
function rebuyQuantity(line: OrderLine, product: Product): number {
  try {
    return snapToAtLeastOneMultiple(line.productquantity, product.ordermultiple);
  } catch {
    // A product with a broken multiple: the cart's own add refuses it the way the add dialog does.
    return line.productquantity;
  }
}

/**
 * The whole catalogue of the shop, asked afresh (a cached list may be minutes old: a product withdrawn since must
 * not be re-bought) and released (the screen keeps its own subscription).
 */
async function currentCatalogue(
  dispatch: ThunkApi['dispatch'],
  customerid: string,
): Promise<Product[]> {
  const subscription = dispatch(
    catalogueApi.endpoints.getProducts.initiate(
      { customerid, categories: [] },
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
 * 再買一次: the order's lines at today's catalogue (prices, weights and showqty never the old order's), each
 * product once at the order's quantity on its current multiple; a product the catalogue no longer has keeps the
 * order's name and is skipped as missing.
 */
function itemsOfOrder(order: Order, products: readonly Product[]): ItemToAdd[] {
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
  return items;
}

const NOTHING_SKIPPED: SkippedNames = { alreadyInCart: [], missing: [], notOrderable: [] };

/**
 * Adds each item the active shop's cart does not hold yet. A line the server did not take yet counts as added,
 * because the cart keeps it unsynced and sends it again; a product the cart refuses (an order multiple ≤ 0, a
 * quantity of 0) is named as missing.
 */
async function addEach(
  items: readonly ItemToAdd[],
  skipped: SkippedNames,
  customerid: string,
  { dispatch, getState }: Pick<ThunkApi, 'dispatch' | 'getState'>,
): Promise<AddedAndSkipped> {
  const added: string[] = [];
  const alreadyInCart = [...skipped.alreadyInCart];
  const missing = [...skipped.missing];
  for (const { name, product, quantity } of items) {
    if (product === null) {
      missing.push(name);
      continue;
    }
    const inCart = selectCartLines(getState(), customerid).some((l) =>
      sameId(l.productid, product.id),
    );
    if (inCart) {
      alreadyInCart.push(product.productname);
      continue;
    }
    let outcome: AddToCartOutcome;
    try {
      outcome = await dispatch(addToCart({ product, quantity }));
    } catch {
      missing.push(product.productname);
      continue;
    }
    (outcome === 'alreadyInCart' ? alreadyInCart : added).push(product.productname);
  }
  return skipped.notOrderable.length === 0
    ? { added, alreadyInCart, missing }
    : { added, alreadyInCart, missing, notOrderable: [...skipped.notOrderable] };
}

/** What the screen needs of an error to word it, and nothing that cannot be kept in an action. */
function failureOf(error: unknown): AddFailure {
  const { kind, message } = readFailure(error);
  return { ...(kind === null ? {} : { kind }), ...(message === '' ? {} : { message }) };
}

/**
 * Several products into the active shop's cart. Fulfilled with what went in and what was skipped; rejected, with
 * nothing added, when there is no active shop or 再買一次's catalogue call fails (its AddFailure as the payload).
 */
export const addProductsToCart = createAppAsyncThunk.withTypes<{ rejectValue: AddFailure }>()(
  'cartAdds/products',
  (request: ProductsToAdd, { dispatch, getState, rejectWithValue, extra }) =>
    whileAdding(runKeyOf(request), { dispatch, extra }, async () => {
      try {
        const customerid = selectCustomerId(getState());
        if (customerid === null) throw new NoActiveCustomerError();
        if (request.from === 'guide') {
          return await addEach(request.items, request.skipped, customerid, { dispatch, getState });
        }
        const products = await currentCatalogue(dispatch, customerid);
        return await addEach(itemsOfOrder(request.order, products), NOTHING_SKIPPED, customerid, {
          dispatch,
          getState,
        });
      } catch (error) {
        return rejectWithValue(failureOf(error));
      }
    }),
  { condition: (request, { getState }) => !selectAddingProducts(getState(), request) },
);

/**
 * A cart opened from a link (/shared-cart) into the active shop's cart, through the cart's own changes (each sent to
 * the server as the drawer's are):
 *
 * - add: a product already in the cart gets the shared quantity on top of its own (on the product's multiple);
 *   any other is added at the shared quantity;
 * - replace: the cart becomes the shared lines: the lines it does not name are removed, the others set to the
 *   shared quantity or added.
 *
 * The caller gives today's products with quantities already on their multiples (the screen shows those); products
 * no longer in the catalogue never reach here. One run at a time: a double tap would add the quantities twice.
 */
export const addSharedCart = createAppAsyncThunk(
  'cartAdds/shared',
  (
    { items, replace }: { items: readonly SharedItem[]; replace: boolean },
    { dispatch, getState, extra },
  ): Promise<SharedCartAddResult> =>
    whileAdding(SHARED_KEY, { dispatch, extra }, async () => {
      const customerid = selectCustomerId(getState());
      if (customerid === null) throw new NoActiveCustomerError();
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
    }),
  { condition: (_request, { getState }) => !selectAddingShared(getState()) },
);

/**
 * Unsynced changes sent again as the app regains focus (the buyer back in LINE after switching apps, or the phone
 * woken). Focus and visibility often fire together: the condition lets one run at a time.
 */
export const resendOnFocus = createAppAsyncThunk(
  'cartAdds/resendOnFocus',
  async (_: undefined, { dispatch, extra }) => {
    extra.join(cartAddsSlice);
    dispatch(resendBegan());
    try {
      return await dispatch(retryUnsynced());
    } finally {
      dispatch(resendEnded());
    }
  },
  { condition: (_, { getState }) => !selectResending(getState()) },
);

/**
 * The guide's rows: each guide entry joined with the current catalogue (price, unit, multiple: never the old
 * order's) and the shop's cart. Memoised on its three inputs, so typing a quantity re-renders without rebuilding.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { Id } from '../../domain/id';
import { snapToAtLeastOneMultiple } from '../../domain/quantity';
import type { CartEntry } from '../../store/cart-slice';
import { medianQuantity, type GuideEntry } from '../../store/order-guide';

export interface GuideRow {
  productid: Id;
  /** The catalogue's name, or the latest order's when the catalogue no longer has the product. */
  name: string;
  /** The current catalogue's product; null when it is no longer sold (已停售). */
  product: Product | null;
  /** The median of the last orders on the current multiple; 0 when the product cannot be ordered. */
  usualQuantity: number;
  lastOrderDate: string;
  inCart: boolean;
}

function usualQuantity(entry: GuideEntry, product: Product): number {
  try {
    return snapToAtLeastOneMultiple(medianQuantity(entry.recentQuantities), product.ordermultiple);
  } catch {
    // A multiple ≤ 0: the stepper shows 訂購倍數必須大於 0 and the row cannot be added, as in the add dialog.
    return 0;
  }
}

export const selectGuideRows = createSelector(
  [
    (entries: readonly GuideEntry[]) => entries,
    (_entries: readonly GuideEntry[], products: readonly Product[]) => products,
    (_entries: readonly GuideEntry[], _products: readonly Product[], cart: readonly CartEntry[]) =>
      cart,
  ],
  (entries, products, cart): GuideRow[] => {
    const byId = new Map(products.map((p) => [String(p.id), p]));
    const inCart = new Set(cart.map((line) => String(line.productid)));
    return entries.map((entry) => {
      const product = byId.get(String(entry.productid)) ?? null;
      return {
        productid: entry.productid,
        name: product?.productname ?? entry.productname,
        product,
        usualQuantity: product === null ? 0 : usualQuantity(entry, product),
        lastOrderDate: entry.lastOrderDate,
        inCart: inCart.has(String(entry.productid)),
      };
    });
  },
);

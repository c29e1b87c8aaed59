/**
 * The guide's rows: each guide entry joined with the current catalogue (price, unit, multiple: never the old
 * order's) and the shop's cart. Memoised on its three inputs, so typing a quantity re-renders without rebuilding.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { Id } from '../../domain/id';
import { normaliseMultiple, snapToAtLeastOneMultiple } from '../../domain/quantity';
import type { CartEntry } from '../../store/cart/cart-slice';
import { medianQuantity, type GuideEntry } from './order-guide';

export interface GuideRow {
  productid: Id;
  /** The catalogue's name, or the latest order's when the catalogue no longer has the product. */
  name: string;
  /** The current catalogue's product; null when it is no longer sold (已停售). */
  product: Product | null;
  /**
   * False for a product still sold whose order multiple is 0 or less: it cannot be ticked and its stepper says
   * 訂購倍數必須大於 0, as the add dialog does (and false for one no longer sold).
   */
  orderable: boolean;
  /** The median of the last orders on the current multiple; 0 when the product cannot be ordered. */
  usualQuantity: number;
  lastOrderDate: string;
  inCart: boolean;
}

/** Why a row cannot be added, as the summary after 加入購物車 names it; null when it can be ticked. */
export type GuideSkip = 'missing' | 'alreadyInCart' | 'notOrderable';

export function skipOf(row: GuideRow): GuideSkip | null {
  if (row.product === null) return 'missing';
  if (row.inCart) return 'alreadyInCart';
  return row.orderable ? null : 'notOrderable';
}

function multipleIsValid(product: Product): boolean {
  try {
    normaliseMultiple(product.ordermultiple);
    return true;
  } catch {
    return false;
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
      const orderable = product !== null && multipleIsValid(product);
      return {
        productid: entry.productid,
        name: product?.productname ?? entry.productname,
        product,
        orderable,
        usualQuantity:
          product !== null && orderable
            ? snapToAtLeastOneMultiple(
                medianQuantity(entry.recentQuantities),
                product.ordermultiple,
              )
            : 0,
        lastOrderDate: entry.lastOrderDate,
        inCart: inCart.has(String(entry.productid)),
      };
    });
  },
);

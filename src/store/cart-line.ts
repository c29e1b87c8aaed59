/**
 * A cart line built from a catalogue product (DECISIONS.md section 12 "Cart line from a product"). The home, re-buy
 * and cart code all build lines here, so every line carries the same fields whatever screen added it.
 */
import { nanoid } from '@reduxjs/toolkit';
import type { Id, Product } from '../api/types';
import { formatQuantity, normaliseMultiple } from '../domain/quantity';
import { unitCodeFor } from '../domain/sales-unit';
import type { CartEntry } from './cart-slice';

/** Temporary ids start with this until the server answers with its own (SPEC 3: stored as text). */
export const LOCAL_ID_PREFIX = 'local-';

export const isLocalId = (id: string): boolean => id.startsWith(LOCAL_ID_PREFIX);

/** The backend sends showqty as a boolean or as 0/1. */
export const showsPieces = (showqty: boolean | number | null | undefined): boolean =>
  showqty === true || showqty === 1;

/**
 * The piece count (隻數) of a showqty line: how many order multiples the quantity holds (a whole chicken per
 * multiple); 0 for other products. The spec names the field only, so this reading is ours.
 */
export function pieceCount(
  quantity: number,
  ordermultiple: number,
  showqty: boolean | number | null | undefined,
): number {
  if (!showsPieces(showqty) || !(ordermultiple > 0) || !Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.round(quantity / ordermultiple));
}

/**
 * A new, not yet synced line. Throws InvalidMultipleError (from domain/quantity) for an order multiple ≤ 0: the
 * add dialog shows `訂購倍數必須大於 0` before it gets here.
 */
export function cartLineFromProduct(product: Product, quantity: number, customerid: Id): CartEntry {
  const ordermultiple = normaliseMultiple(product.ordermultiple);
  const showqty = showsPieces(product.showqty);
  return {
    id: `${LOCAL_ID_PREFIX}${nanoid()}`,
    productid: product.id,
    productcode: product.productcode,
    productname: product.productname,
    productimage: product.imagefile ?? null,
    productprice: product.productPrice ?? null,
    productquantity: quantity,
    productquantity_text: formatQuantity(quantity),
    ordermultiple,
    unitcode: unitCodeFor(product.salesunitcode),
    unitweight: product.weight ?? null,
    qty: pieceCount(quantity, ordermultiple, showqty),
    salesunitcode: product.salesunitcode,
    customerid,
    product: { showqty },
    synced: false,
  };
}

/** The same line at another quantity: the text and the piece count follow the number. */
export function withQuantity<T extends CartEntry>(line: T, quantity: number): T {
  return {
    ...line,
    productquantity: quantity,
    productquantity_text: formatQuantity(quantity),
    qty: pieceCount(quantity, line.ordermultiple, line.product?.showqty),
  };
}

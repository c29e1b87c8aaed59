/**
 * A cart line built from a catalogue product. The home, re-buy and cart code all build lines here, so every line
 * carries the same fields whatever screen added it.
 */
import { nanoid } from '@reduxjs/toolkit';
import type { CartLine, Id, Product } from '../../api/types';
import { formatQuantity, normaliseMultiple } from '../../domain/quantity';
import { unitCodeFor } from '../../domain/sales-unit';
import { LOCAL_ID_PREFIX, type CartEntry } from '../../store/cart/cart-slice';

export { LOCAL_ID_PREFIX, isLocalId } from '../../store/cart/cart-slice';

/** The backend sends showqty as a boolean or as 0/1. */
export const showsPieces = (showqty: boolean | number | null | undefined): boolean =>
  showqty === true || showqty === 1;

/**
 * The piece count (隻數) of a showqty line: how many order multiples the quantity holds (a whole chicken per multiple); 0
 * for other products. The original app names the field only, so this reading is ours.
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

/**
 * What the server gets for a line, in the cart calls and in an order's lines alike: the fields the backend names
 * (docs/backend-contract.md, "Cart line"), nothing more. The client's own flags (synced, sendFailed, deleteFailed…)
 * stay home, whatever the cart adds later, and so do fields an older server answer left on a line.
 */
export function lineBody(entry: CartEntry): CartLine {
  const line: CartLine = {
    id: entry.id,
    productid: entry.productid,
    productcode: entry.productcode,
    productname: entry.productname,
    productprice: entry.productprice ?? null,
    productquantity: entry.productquantity,
    productquantity_text: entry.productquantity_text,
    ordermultiple: entry.ordermultiple,
    unitcode: entry.unitcode,
    unitweight: entry.unitweight ?? null,
    qty: entry.qty,
    salesunitcode: entry.salesunitcode,
    customerid: entry.customerid,
  };
  if (entry.productimage !== undefined) line.productimage = entry.productimage;
  if (entry.product !== undefined) line.product = { showqty: entry.product.showqty ?? false };
  return line;
}

/**
 * A shared cart's lines against today's catalogue: each line's product as the catalogue has it today (name, price,
 * multiple; never anything from the link), its quantity on the product's current multiple, or none when the
 * catalogue no longer has it (已停售).
 */
import type { Product } from '../../api/types';
import { sameId } from '../../domain/id';
import { snapToAtLeastOneMultiple } from '../../domain/quantity';
import type { SharedCartLine } from '../../domain/shared-cart-link';

export interface SharedRow {
  productId: string;
  /** Today's product; null when the catalogue no longer has it. */
  product: Product | null;
  /** The link's quantity on today's multiple (the link's own for a discontinued product). */
  quantity: number;
}

export function sharedRows(
  lines: readonly SharedCartLine[],
  products: readonly Product[],
): SharedRow[] {
  return lines.map(({ productId, quantity }) => {
    const product = products.find((p) => sameId(p.id, productId)) ?? null;
    if (product === null) return { productId, product, quantity };
    try {
      return {
        productId,
        product,
        quantity: snapToAtLeastOneMultiple(quantity, product.ordermultiple),
      };
    } catch {
      // A product with a broken multiple cannot be ordered: it is shown as not available.
      return { productId, product: null, quantity };
    }
  });
}

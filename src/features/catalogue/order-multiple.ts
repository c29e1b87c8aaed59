import type { Product } from '../../api/types';
import { InvalidMultipleError, normaliseMultiple } from '../../domain/quantity';

/** The product's order multiple (a missing one is 1), or null when it declares one ≤ 0 (no add possible). */
export function orderMultipleOf(product: Pick<Product, 'ordermultiple'>): number | null {
  try {
    return normaliseMultiple(product.ordermultiple);
  } catch (error) {
    if (error instanceof InvalidMultipleError) return null;
    throw error;
  }
}

/** Pure views of the product list: grouping under sub-category headings and the search filter. */
import type { Category, Id, Product } from '../api/types';
import { sameId } from './id';

/** Products under one heading on home. */
export interface ProductGroup {
  key: string;
  /** The sub-category's name; null = a flat list (search results) without a heading. */
  title: string | null;
  products: Product[];
}

/**
 * Products under the headings of the requested categories, in the category list's order; a product of any other
 * category (the backend may answer more) goes to a last group named after its own category, so nothing is hidden.
 */
export function groupProducts(
  products: readonly Product[],
  requested: readonly Id[],
  categories: readonly Category[],
): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const id of requested) {
    const name = categories.find((c) => sameId(c.id, id))?.name ?? '';
    groups.set(String(id), { key: String(id), title: name, products: [] });
  }
  for (const product of products) {
    const key = String(product.categoryid);
    let group = groups.get(key);
    if (group === undefined) {
      const name = categories.find((c) => sameId(c.id, product.categoryid))?.name ?? '';
      group = { key, title: name, products: [] };
      groups.set(key, group);
    }
    group.products.push(product);
  }
  return [...groups.values()].filter((g) => g.products.length > 0);
}

/** Lower-cased and trimmed; full-width letters and digits folded to ASCII, so 'ａ１' finds 'A1'. */
export const normaliseSearch = (text: string): string =>
  text.normalize('NFKC').trim().toLowerCase();

/** Products whose name or code contains the query (any substring, case-insensitive); all for an empty query. */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const q = normaliseSearch(query);
  if (q === '') return [...products];
  return products.filter(
    (p) => normaliseSearch(p.productname).includes(q) || normaliseSearch(p.productcode).includes(q),
  );
}

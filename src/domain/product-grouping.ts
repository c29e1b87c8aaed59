/** Pure views of the product list: grouping under sub-category headings and the search filter. */
import type { CategoryNode } from './category-selection';
import { type Id, sameId } from './id';

/** What the grouping and the search read of a product (the product list's answer has more). */
export interface ListedProduct {
  productname: string;
  productcode: string;
  categoryid: Id;
}

/** Products under one heading on home. */
export interface ProductGroup<P extends ListedProduct = ListedProduct> {
  key: string;
  /** The sub-category's name; null = a flat list (search results) without a heading. */
  title: string | null;
  products: P[];
}

/**
 * Products under the headings of the requested categories, in the category list's order; a product of any other
 * category (the backend may answer more) goes to a last group named after its own category, so nothing is hidden.
 */
export function groupProducts<P extends ListedProduct>(
  products: readonly P[],
  requested: readonly Id[],
  categories: readonly CategoryNode[],
): ProductGroup<P>[] {
  const groups = new Map<string, ProductGroup<P>>();
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
export function searchProducts<P extends ListedProduct>(
  products: readonly P[],
  query: string,
): P[] {
  const q = normaliseSearch(query);
  if (q === '') return [...products];
  return products.filter(
    (p) => normaliseSearch(p.productname).includes(q) || normaliseSearch(p.productcode).includes(q),
  );
}

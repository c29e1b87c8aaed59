/**
 * Catalogue calls: the category tree and the products of chosen categories.
 */
import { api } from '../api';
import type { Category, Id, Product } from '../types';

export interface ProductListArgs {
  customerid: Id;
  /** Sub-category ids as received; empty = the whole catalogue. */
  categories: Id[];
}

/** The list is flat with parentid; a nested answer is flattened. */
export function flattenCategories(result: unknown): Category[] {
  if (!Array.isArray(result)) return [];
  const flat: Category[] = [];
  const visit = (items: unknown[], parentid: Id | null) => {
    for (const raw of items) {
      if (typeof raw !== 'object' || raw === null || !('id' in raw)) continue;
      const item = raw as Partial<Category> & Pick<Category, 'id'>;
      const { children, ...rest } = item;
      // A nested child may omit parentid: its place in the tree says it.
      const category: Category = {
        ...rest,
        id: item.id,
        name: item.name ?? '',
        parentid: item.parentid ?? parentid,
      };
      flat.push(category);
      if (Array.isArray(children)) visit(children, category.id);
    }
  };
  visit(result, null);
  return flat;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], undefined>({
      query: () => ({ url: '/api/category/list', method: 'GET' }),
      transformResponse: flattenCategories,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getProducts: build.query<Product[], ProductListArgs>({
      query: (body) => ({ url: '/api/product/list', method: 'POST', data: body }),
      transformResponse: (result: unknown) => (Array.isArray(result) ? (result as Product[]) : []),
      // The shop's cart lines follow today's prices (the cart slice reacts to this answer; what changed is shown in
      // the drawer).
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery } = catalogueApi;

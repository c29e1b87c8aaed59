/**
 * The server-side cart (shoppingcart add/update/delete/list). The cart itself lives in the cart slice (persisted: it
 * must survive the LINE window closing); these calls only sync it, so they are used from the cart's thunks with
 * `track: false` and never cached for a screen. Only the cart's code calls them: they join the api with it.
 */
import { api } from '../../api/api';
import type { CartLine, Id } from '../../api/types';
import { isRecord } from '../../domain/is-record';

/** What an add sends: the line without an id (the server gives one). */
export type CartLineBody = Omit<CartLine, 'id'>;

/** The server's answer to an add: usually the stored line; a bare id is accepted too. */
export type CartAddResult = Partial<CartLine> | Id | null;

const listOf = (result: unknown): CartLine[] =>
  Array.isArray(result)
    ? (result as unknown[]).filter(
        (l): l is CartLine => isRecord(l) && 'productid' in l && 'id' in l,
      )
    : [];

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartList: build.query<CartLine[], { customerid: Id }>({
      query: (params) => ({ url: '/api/shoppingcart/list', method: 'GET', data: params }),
      transformResponse: listOf,
    }),
    addCartLine: build.mutation<CartAddResult, CartLineBody>({
      query: (line) => ({ url: '/api/shoppingcart/add', method: 'POST', data: line }),
    }),
    updateCartLine: build.mutation<unknown, CartLine>({
      query: (line) => ({ url: '/api/shoppingcart/update', method: 'POST', data: line }),
    }),
    deleteCartLine: build.mutation<unknown, { id: string }>({
      query: (body) => ({ url: '/api/shoppingcart/delete', method: 'POST', data: body }),
    }),
  }),
});

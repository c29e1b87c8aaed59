/**
 * The last order, which home's last purchase and the order send's checks share (the start-up asks for it with home's
 * data), and the order answers' readers. Each screen's own calls live in its own endpoint file (order/add: checkout).
 */
import { api } from '../api';
import type { Id, Order, Paged } from '../types';
import { isRecord } from '../../domain/is-record';

/** A paged answer, or a bare list, read as { items, total }; anything else is empty. */
export function pagedOf<T>(result: unknown): Paged<T> {
  if (Array.isArray(result)) return { items: result as T[], total: result.length };
  if (isRecord(result)) {
    const { items, total } = result;
    if (Array.isArray(items)) {
      return {
        ...(result as unknown as Paged<T>),
        items: items as T[],
        total: typeof total === 'number' ? total : items.length,
      };
    }
  }
  return { items: [], total: 0 };
}

/** An order needs at least its number to be shown; a null or empty answer means "no order yet". */
export const orderOrNull = (result: unknown): Order | null =>
  isRecord(result) && typeof result.orderno === 'string'
    ? {
        ...(result as unknown as Order),
        orderdetails: Array.isArray(result.orderdetails)
          ? (result.orderdetails as Order['orderdetails'])
          : [],
      }
    : null;

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLastOrder: build.query<Order | null, { customerid: Id }>({
      query: (params) => ({ url: '/api/order/lastorder', method: 'GET', data: params }),
      transformResponse: orderOrNull,
      providesTags: [{ type: 'LastOrder', id: 'CURRENT' }],
    }),
  }),
});

export const { useGetLastOrderQuery } = orderApi;

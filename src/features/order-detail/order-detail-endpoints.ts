/**
 * Order lines of /orderdetail: the paged list and the buyer's confirmation of a delivered line.
 * The base query returns the envelope's `result` only when the envelope is a success: a code other than 200 (or an
 * `errors` field) arrives as a business ApiError, so "no error" here means code 200 or no code at all.
 */
import { api } from '../../api/api';
import type { Id, OrderLine, Paged } from '../../api/types';
import { pagedOf } from '../../api/endpoints/order';

/** Page size 10, first page 1. */
export const ORDER_DETAIL_PAGE_SIZE = 10;

export interface OrderDetailPageArgs {
  customerid: Id;
  page: number;
  /** The previous answer's total, 0 for the first call. */
  total: number;
}

export interface ConfirmLineArgs {
  id: Id;
  orderid: Id;
}

export const orderDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDetailPage: build.query<Paged<OrderLine>, OrderDetailPageArgs>({
      query: ({ customerid, page, total }) => ({
        url: '/api/orderDetail/page2',
        method: 'POST',
        data: { customerid, page, pageSize: ORDER_DETAIL_PAGE_SIZE, total },
      }),
      // The total sent along is bookkeeping for the server, not a different list: one cache entry per page.
      serializeQueryArgs: ({ queryArgs }) => `${String(queryArgs.customerid)}:${queryArgs.page}`,
      transformResponse: (result: unknown) => pagedOf<OrderLine>(result),
      // Each line by its id, so confirming a line refetches the page that shows it.
      providesTags: (result) => [
        { type: 'OrderDetail', id: 'LIST' },
        ...(result?.items ?? []).map((line) => ({
          type: 'OrderDetail' as const,
          id: String(line.id),
        })),
      ],
    }),
    /** A delivered line ('90') is confirmed as received ('99'); the buyer changes no other status. */
    confirmOrderLine: build.mutation<unknown, ConfirmLineArgs>({
      query: ({ id, orderid }) => ({
        url: '/api/orderDetail/updateSingleStatus',
        method: 'POST',
        data: { id, orderid, orderstatus: '99' },
      }),
      // The line's status changed: the page showing it is asked again (nothing changed when it failed).
      invalidatesTags: (_result, error, { id }) =>
        error === undefined ? [{ type: 'OrderDetail', id: String(id) }] : [],
    }),
  }),
});

export const { useGetOrderDetailPageQuery, useConfirmOrderLineMutation } = orderDetailApi;

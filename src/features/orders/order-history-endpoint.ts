/**
 * /order's history (GET /api/order/list by tab), page by page with 載入更多: RTK Query's infinite query, so one cache
 * entry holds every page asked so far. Only /order asks for it, so it loads with /order.
 */
import { api } from '../../api/api';
import type { Id, Order, OrderListType, Paged } from '../../api/types';
import { pagedOf } from '../../api/endpoints/order';

/** What /order's history is asked by: the shop and the tab (O orders, R returns). */
export interface OrderHistoryArgs {
  customerid: Id;
  listtype: OrderListType;
}

/**
 * A page of /order's history: the first is asked with the list's own defaults (no page, no size), later ones
 * (載入更多) at the size the server chose for the first.
 */
export interface OrderHistoryPage {
  page: number;
  pageSize?: number;
}

/** The page after `last`, or undefined when every order of the total is shown (or the server sent none). */
export function nextOrderHistoryPage(
  pages: readonly Paged<Order>[],
  last: OrderHistoryPage,
): OrderHistoryPage | undefined {
  const pageSize = pages[0]?.items.length ?? 0;
  const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  return pageSize > 0 && shown < total ? { page: last.page + 1, pageSize } : undefined;
}

export const orderHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderHistory: build.infiniteQuery<Paged<Order>, OrderHistoryArgs, OrderHistoryPage>({
      infiniteQueryOptions: {
        initialPageParam: { page: 1 },
        getNextPageParam: (_lastPage, pages, lastPageParam) =>
          nextOrderHistoryPage(pages, lastPageParam),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/order/list',
        method: 'GET',
        data: pageParam.page === 1 ? queryArg : { ...queryArg, ...pageParam },
      }),
      transformResponse: (result: unknown) => pagedOf<Order>(result),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetOrderHistoryInfiniteQuery } = orderHistoryApi;

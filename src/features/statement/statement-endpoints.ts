/**
 * 進貨對帳's reading of the order list (GET /api/order/list, listtype O or R): page by page, 10 a page, newest
 * first, until the pages reach back before the first month the screen shows (the month before the chosen one). An
 * infinite query, so each page is its own request (the screen shows the progress) and a page that fails can be
 * asked again without the ones before it.
 */
import { api } from '../../api/api';
import type { Id, Order, OrderListType, Paged } from '../../api/types';
import { pagedOf } from '../../api/endpoints/order';
import { env } from '../../config/env';
import { orderMonth, type MonthKey } from '../../domain/statement-month';

export const STATEMENT_PAGE_SIZE = 10;

export interface StatementPagesArgs {
  customerid: Id;
  listtype: OrderListType;
  /** The earliest month needed, 'YYYY-MM': pages stop once they reach before it. */
  from: MonthKey;
}

/** Lines as a list, whatever the answer had there. */
const withLines = (order: Order): Order => ({
  ...order,
  orderdetails: Array.isArray(order.orderdetails) ? order.orderdetails : [],
});

/** The page after `pages`, or undefined once every order is read or the last page reached before `from`. */
export function nextStatementPage(
  pages: readonly Paged<Order>[],
  last: number,
  from: MonthKey,
): number | undefined {
  const page = pages.at(-1);
  if (page === undefined || page.items.length === 0) return undefined;
  const read = pages.reduce((sum, p) => sum + p.items.length, 0);
  if (read >= page.total) return undefined;
  const oldest = orderMonth(page.items.at(-1)?.orderdate, env.businessTimezone);
  if (oldest !== null && oldest < from) return undefined;
  return last + 1;
}

export const statementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatementPages: build.infiniteQuery<Paged<Order>, StatementPagesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (_lastPage, pages, lastPage, _params, arg) =>
          nextStatementPage(pages, lastPage, arg.from),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/order/list',
        method: 'GET',
        data: {
          customerid: queryArg.customerid,
          listtype: queryArg.listtype,
          page: pageParam,
          pageSize: STATEMENT_PAGE_SIZE,
        },
      }),
      transformResponse: (result: unknown) => {
        const paged = pagedOf<Order>(result);
        return { ...paged, items: paged.items.map(withLines) };
      },
      // A past month's orders do not change: kept for the session's next look (the current month is asked again).
      keepUnusedDataFor: 30 * 60,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetStatementPagesInfiniteQuery } = statementApi;

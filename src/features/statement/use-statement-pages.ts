/**
 * One shop's list (orders or returns) for the statement: asks the pages one after another until the endpoint says
 * there are no more, and reports how far it got. A page that fails stops the reading; `retry` asks that page again.
 */
import { useEffect } from 'react';
import type { Order } from '../../api/types';
import {
  STATEMENT_PAGE_SIZE,
  useGetStatementPagesInfiniteQuery,
  type StatementPagesArgs,
} from './statement-endpoints';

export interface PagesReport {
  /** The cache entry's pages as RTK Query keeps them: a new value exactly when a page came in. */
  source: unknown;
  /** Every order read so far, in the list's order. */
  orders: Order[];
  /** Every page needed is in. */
  complete: boolean;
  /** The error of the page that failed, while it is not read. */
  error: unknown;
  pagesRead: number;
  /** Pages the list has at most (its total at 10 a page): the reading may stop sooner. */
  pagesTotal: number;
  retry: () => void;
}

export function useStatementPages(args: StatementPagesArgs, current: boolean): PagesReport {
  const query = useGetStatementPagesInfiniteQuery(args, {
    // The current month still changes: asked again on each visit. A past month is read once a session.
    refetchOnMountOrArgChange: current,
  });
  const { data, hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;
  const pages = data?.pages ?? [];
  const failed = isError && !isFetching;
  useEffect(() => {
    if (data !== undefined && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [data, hasNextPage, isFetching, isError, fetchNextPage]);
  const total = pages.at(-1)?.total ?? 0;
  return {
    source: data,
    orders: pages.flatMap((page) => page.items),
    complete: data !== undefined && !hasNextPage && !isFetching && !isError,
    error: failed ? query.error : null,
    pagesRead: pages.length,
    pagesTotal: Math.max(pages.length, Math.ceil(total / STATEMENT_PAGE_SIZE)),
    retry: () => {
      if (data === undefined) void refetch();
      else void fetchNextPage();
    },
  };
}

/**
 * The statement's data for the chosen shops and month: each shop's orders and returns read by a loader of its own
 * (a component per list, as hooks cannot be called in a loop), combined here. The figures exist only once every
 * page of every list is in: a partial sum is never shown as the month's.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Id, Order } from '../../api/types';
import { previousMonth, type MonthKey } from '../../domain/statement-month';
import { useStatementPages, type PagesReport } from './use-statement-pages';

export interface StatementList {
  key: string;
  customerid: Id;
  listtype: 'O' | 'R';
}

export const listsOf = (shopIds: readonly Id[], month: MonthKey): StatementList[] =>
  shopIds.flatMap((customerid) =>
    (['O', 'R'] as const).map((listtype) => ({
      key: `${String(customerid)}|${listtype}|${previousMonth(month)}`,
      customerid,
      listtype,
    })),
  );

interface LoaderProps {
  list: StatementList;
  from: MonthKey;
  current: boolean;
  onReport: (key: string, report: PagesReport) => void;
}

/** Reads one list and reports each change of it. Shows nothing. */
export function PagesLoader({ list, from, current, onReport }: LoaderProps) {
  const report = useStatementPages(
    { customerid: list.customerid, listtype: list.listtype, from },
    current,
  );
  const { source, complete, error, pagesRead, pagesTotal } = report;
  useEffect(() => {
    onReport(list.key, report);
    // The report is a new object each render; what it says changes only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.key, source, complete, error, pagesRead, pagesTotal, onReport]);
  return null;
}

export interface StatementData {
  orders: Order[];
  returns: Order[];
  complete: boolean;
  /** The first list's error while a page is missing. */
  error: unknown;
  pagesRead: number;
  pagesTotal: number;
  retry: () => void;
}

export function useStatementReports(lists: readonly StatementList[]) {
  const [reports, setReports] = useState<Record<string, PagesReport>>({});
  const onReport = useCallback((key: string, report: PagesReport) => {
    setReports((previous) => ({ ...previous, [key]: report }));
  }, []);
  const current = lists.map((list) => ({ list, report: reports[list.key] }));
  const known = current.flatMap(({ list, report }) => (report ? [{ list, report }] : []));
  const failed = known.filter(({ report }) => report.error !== null);
  const data: StatementData = {
    orders: known
      .filter(({ list }) => list.listtype === 'O')
      .flatMap(({ report }) => report.orders),
    returns: known
      .filter(({ list }) => list.listtype === 'R')
      .flatMap(({ report }) => report.orders),
    complete: known.length === lists.length && known.every(({ report }) => report.complete),
    error: failed[0]?.report.error ?? null,
    pagesRead: known.reduce((sum, { report }) => sum + report.pagesRead, 0),
    pagesTotal: Math.max(
      1,
      current.reduce((sum, { report }) => sum + (report ? report.pagesTotal : 1), 0),
    ),
    retry: () => {
      for (const { report } of failed) report.retry();
    },
  };
  return { data, onReport };
}

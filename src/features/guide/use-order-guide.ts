import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProductsQuery } from '../../api/endpoints/catalogue';
import { useGetGuideHistoryQuery } from './guide-history-endpoint';
import { selectCustomerId } from '../../store/session/auth-slice';
import { selectCartLines } from '../../store/cart/cart-slice';
import { useAppSelector } from '../../store/hooks';
import { selectOrderGuide } from './order-guide';
import { selectGuideRows, type GuideRow } from './guide-rows';

export interface OrderGuide {
  /** The shop the guide is for: the screen starts over when the buyer switches shops. */
  customerid: string | null;
  /** Undefined until both the history and the catalogue have answered. */
  rows: GuideRow[] | undefined;
  /** The failed call's error while there are no rows to show. */
  error: unknown;
  retry: () => void;
}

/**
 * The active shop's guide: its order history (the latest orders) and the whole current catalogue, asked afresh on
 * each visit so prices and what is still sold are today's, joined with the shop's cart.
 */
export function useOrderGuide(): OrderGuide {
  const customerid = useAppSelector(selectCustomerId);
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const orders = useGetGuideHistoryQuery(customerid === null ? skipToken : { customerid }, fresh);
  const catalogue = useGetProductsQuery(
    customerid === null ? skipToken : { customerid, categories: [] },
    fresh,
  );
  const cart = useAppSelector((state) => selectCartLines(state, customerid));
  // currentData, not data: after a shop switch `data` still holds the previous shop's answers until the new ones
  // arrive, and its rows must never show (nor be added to the new shop's cart).
  const history = orders.currentData;
  const products = catalogue.currentData;
  const entries = history === undefined ? undefined : selectOrderGuide(history);
  const rows =
    entries === undefined || products === undefined
      ? undefined
      : selectGuideRows(entries, products, cart);
  return {
    customerid,
    rows,
    error: rows === undefined ? (orders.error ?? catalogue.error) : undefined,
    retry: () => {
      if (orders.isError) void orders.refetch();
      if (catalogue.isError) void catalogue.refetch();
    },
  };
}

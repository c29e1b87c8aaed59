/**
 * The order guide's history (常用清單): the shop's latest orders (GET /api/order/list, listtype O), up to
 * GUIDE_ORDERS of them. Only home's guide card (after its first paint) and /guide ask for it, so it loads with
 * them, not with the server layer every screen loads.
 *
 * One query that follows the pages itself (RTK Query's queryFn, several requests for one answer) rather than an
 * infinite query like /order's history: the guide ranks products over the whole history at once, so it has no use
 * for a first page on its own (its ranking and its count would be wrong until the last page is in), and nobody
 * taps for more.
 */
import { api } from '../../api/api';
import type { Id, Order, Paged } from '../../api/types';
import { pagedOf } from '../../api/endpoints/order';

/** The guide reads the shop's latest orders, up to this many (the bench times the guide at 200). */
export const GUIDE_ORDERS = 200;

/** A page of the history: 1-based, and the size it is asked at. */
export interface GuidePage {
  page: number;
  pageSize: number;
}

/**
 * The page to ask after `pages` (answers in page order), or undefined when the guide has GUIDE_ORDERS orders or
 * every order of the total. A backend may answer fewer orders than asked per page (a cap on the page size): the
 * next pages are asked at the size it answered the first with, so each page starts where the last one ended.
 */
export function nextGuidePage(pages: readonly Paged<Order>[]): GuidePage | undefined {
  const pageSize = pages[0]?.items.length ?? 0;
  const last = pages.at(-1);
  if (last === undefined || pageSize === 0 || last.items.length === 0) return undefined;
  const received = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (received >= Math.min(last.total, GUIDE_ORDERS)) return undefined;
  return { page: pages.length + 1, pageSize };
}

/**
 * The pages as one history: each order once (an order placed while the pages were read moves every later order
 * one page down, and the last of a page would come again), the newest GUIDE_ORDERS, and the shop's true number of
 * orders as `total` (the guide's rule for a shop with few orders needs it).
 */
export function historyOf(pages: readonly Paged<Order>[]): Paged<Order> {
  const seen = new Set<string>();
  const items: Order[] = [];
  for (const order of pages.flatMap((page) => page.items)) {
    const key = typeof order.orderno === 'string' ? order.orderno : '';
    if (key !== '' && seen.has(key)) continue;
    seen.add(key);
    items.push(order);
  }
  const total = Math.max(pages.at(-1)?.total ?? 0, items.length);
  return { items: items.slice(0, GUIDE_ORDERS), total };
}

export const guideHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuideHistory: build.query<Paged<Order>, { customerid: Id }>({
      async queryFn({ customerid }, _api, _extra, baseQuery) {
        const pages: Paged<Order>[] = [];
        let next: GuidePage | undefined = { page: 1, pageSize: GUIDE_ORDERS };
        while (next !== undefined) {
          const answer = await baseQuery({
            url: '/api/order/list',
            method: 'GET',
            data: { customerid, listtype: 'O', ...next },
          });
          if (answer.error !== undefined) return { error: answer.error };
          pages.push(pagedOf<Order>(answer.data));
          next = nextGuidePage(pages);
        }
        return { data: historyOf(pages) };
      },
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetGuideHistoryQuery } = guideHistoryApi;

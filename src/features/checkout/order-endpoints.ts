/**
 * The order send's call (order/add). Only the order send makes it, so it joins the api with checkout's code; the
 * last order, which home and the send's checks share, stays with the start-up's calls (api/endpoints/order.ts).
 */
import { api } from '../../api/api';
import { orderOrNull } from '../../api/endpoints/order';
import type { Order, OrderDraft } from '../../api/types';

export const orderAddApi = api.injectEndpoints({
  endpoints: (build) => ({
    addOrder: build.mutation<Order | null, OrderDraft>({
      query: (draft) => ({ url: '/api/order/add', method: 'POST', data: draft }),
      transformResponse: orderOrNull,
      // The shop's last order, the order list and the order lines all change with a new order.
      invalidatesTags: [
        { type: 'LastOrder', id: 'CURRENT' },
        { type: 'Order', id: 'LIST' },
        { type: 'OrderDetail', id: 'LIST' },
      ],
    }),
  }),
});

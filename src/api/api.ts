import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './http';

/**
 * The one RTK Query API (docs/architecture.md, "Where state lives"). The calls the start-up and several screens make
 * live in endpoints/*.ts; a screen's own calls live in its feature; all join it with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Customer',
    'Category',
    'Product',
    'LastOrder',
    'Order',
    'OrderDetail',
    'Dict',
    'DeliveryMethod',
  ],
  endpoints: () => ({}),
});

/**
 * Runs `take` with a query's or mutation's answer once it has succeeded (an endpoint's `onQueryStarted`): how the
 * session, the cart and the dictionaries keep their copy of what the server answered. A failed call changes nothing.
 */
export const whenAnswered = <Data>(
  answered: Promise<{ data: Data }>,
  take: (data: Data) => void,
): Promise<void> =>
  answered.then(
    ({ data }) => take(data),
    () => undefined,
  );

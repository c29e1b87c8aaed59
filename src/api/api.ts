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

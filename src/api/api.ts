import { createApi } from '@reduxjs/toolkit/query/react';
import { announceApi } from './api-registry';
import { axiosBaseQuery } from './http';

/**
 * The one RTK Query API (docs/architecture.md, "Where state lives"). Endpoints live in endpoints/*.ts and join it with
 * `api.injectEndpoints`, so a screen's chunk carries only the calls it makes.
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

// Every store made so far (and every one made later) plugs in the reducer and middleware now, before an endpoint
// of this module can be dispatched.
announceApi(api);

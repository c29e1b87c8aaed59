/**
 * Customer (shop) calls. The list is read by sign-in; detail, update and unbind serve /account and /address. The
 * customer and customer list the session needs live in the auth slice, which reacts to the list's, the detail's and
 * the update's answers; these are the server's copies.
 */
import { api } from '../api';
import type { Customer, Id } from '../types';
import { isRecord } from '../../domain/is-record';

export interface UnbindLineArgs {
  customerid: Id;
  lineid: string;
}

/** The list's shape is not documented: a bare list is expected; a paged answer is read too; anything else is empty. */
export function customersOf(result: unknown): Customer[] {
  const list: unknown = Array.isArray(result)
    ? result
    : isRecord(result)
      ? result.items
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Customer =>
      isRecord(item) && (typeof item.id === 'number' || typeof item.id === 'string'),
  );
}

export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerList: build.query<Customer[], { lineid: string }>({
      query: (params) => ({ url: '/api/customer/list', method: 'GET', data: params }),
      transformResponse: customersOf,
      // The account's shops are the session's (the shop picker, the customer selector).
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    customerDetail: build.query<Customer, { id: Id }>({
      query: (params) => ({ url: '/api/customer/detail', method: 'GET', data: params }),
      // /address reads the shop afresh on every visit: the session's copy follows.
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id: String(id) }],
    }),
    /** The whole customer is sent; the answer's content is not documented, so callers keep what they sent. */
    updateCustomer: build.mutation<unknown, Customer>({
      query: (customer) => ({ url: '/api/customer/update', method: 'POST', data: customer }),
      invalidatesTags: (_result, _error, customer) => [
        { type: 'Customer', id: String(customer.id) },
        { type: 'Customer', id: 'LIST' },
      ],
      // The server's answer is not the customer: the session keeps the one it took (the one sent).
    }),
    unbindLine: build.mutation<unknown, UnbindLineArgs>({
      query: (body) => ({ url: '/api/customerLine/delete', method: 'POST', data: body }),
      invalidatesTags: (_result, _error, { customerid }) => [
        { type: 'Customer', id: String(customerid) },
        { type: 'Customer', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useCustomerListQuery,
  useCustomerDetailQuery,
  useUpdateCustomerMutation,
  useUnbindLineMutation,
} = customerApi;

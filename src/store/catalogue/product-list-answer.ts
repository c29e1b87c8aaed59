import type { UnknownAction } from '@reduxjs/toolkit';
import type { Id, Product } from '../../api/types';
import { isRecord } from '../../domain/is-record';

/** RTK Query's fulfilled action for product/list (`api.endpoints.getProducts`), as far as the store reads it. */
export interface ProductListAnswer extends UnknownAction {
  payload: Product[];
  meta: { arg: { endpointName: 'getProducts'; originalArgs: { customerid: Id } } };
}

/**
 * Recognises the server's answer to product/list by RTK Query's documented action shape (`<reducerPath>/
 * executeQuery/fulfilled`, the endpoint's name and arguments in `meta.arg`). Slices react to it without importing
 * the API layer, which stays out of the first chunk (api/api-registry.ts).
 */
export function isProductListAnswer(action: UnknownAction): action is ProductListAnswer {
  if (action.type !== 'api/executeQuery/fulfilled' || !Array.isArray(action.payload)) return false;
  const arg: unknown = isRecord(action.meta) ? action.meta.arg : undefined;
  return (
    isRecord(arg) &&
    arg.endpointName === 'getProducts' &&
    isRecord(arg.originalArgs) &&
    (typeof arg.originalArgs.customerid === 'string' ||
      typeof arg.originalArgs.customerid === 'number')
  );
}

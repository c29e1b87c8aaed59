/**
 * An endpoint's answer as RTK Query dispatches it (its query or mutation thunk's fulfilled action), for tests that
 * give the store what the server answered without a call: the account's shops, a shop's product list. RTK Query's
 * own matchers take these as its own answers (tests/unit/store/server-answers.test.ts).
 */
import type { ProductListArgs } from '../../src/api/endpoints/catalogue';
import type { Customer, Product } from '../../src/api/types';

let requests = 0;

function fulfilled(
  kind: 'query' | 'mutation',
  endpointName: string,
  originalArgs: unknown,
  payload: unknown,
) {
  requests += 1;
  return {
    type: kind === 'query' ? 'api/executeQuery/fulfilled' : 'api/executeMutation/fulfilled',
    payload,
    meta: {
      arg: {
        type: kind,
        endpointName,
        originalArgs,
        ...(kind === 'query'
          ? { queryCacheKey: `${endpointName}(${JSON.stringify(originalArgs)})` }
          : {}),
      },
      requestId: `test-answer-${String(requests)}`,
      requestStatus: 'fulfilled' as const,
      fulfilledTimeStamp: Date.now(),
      baseQueryMeta: undefined,
    },
  };
}

/** The customer list's answer (GET /api/customer/list): the account's shops, as every sign-in asks for them. */
export const customersAnswered = (customers: readonly Customer[], lineid = 'U-test') =>
  fulfilled('query', 'customerList', { lineid }, customers);

/** A shop's product list answered (POST /api/product/list). */
export const productsAnswered = (args: ProductListArgs, products: readonly Product[]) =>
  fulfilled('query', 'getProducts', args, products);

/**
 * The slices react to the server's answers through store/server-answers.ts's `answerOf`, RTK Query's matcher made
 * without importing the server layer. It must be RTK Query's own: every action a real store dispatches while its
 * calls are answered, refused or fail is matched by `answerOf(name)` exactly when `endpoints[name].matchFulfilled`
 * matches it; so are the answers the tests give the store without a call (tests/support/server-answers.ts).
 */
import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse } from 'msw';
import type { UnknownAction } from '@reduxjs/toolkit';
import { catalogueApi } from '../../../src/api/endpoints/catalogue';
import { customerApi } from '../../../src/api/endpoints/customer';
import { dictApi } from '../../../src/api/endpoints/dict';
import type { Customer } from '../../../src/api/types';
import { env } from '../../../src/config/env';
import { createTokenStore } from '../../../src/phone/token-store';
import { answerOf } from '../../../src/store/server-answers';
import { signedIn } from '../../../src/store/session/auth-slice';
import { freshApp } from '../../support/fresh-store';
import { customersAnswered, productsAnswered } from '../../support/server-answers';

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const shop: Customer = { id: 5, fullname: '店5', name: '店5', lineid: 'U1' };
const answer = (result: unknown) => HttpResponse.json({ code: 200, result });

const rtkMatchers = {
  getProducts: catalogueApi.endpoints.getProducts.matchFulfilled,
  customerList: customerApi.endpoints.customerList.matchFulfilled,
  customerDetail: customerApi.endpoints.customerDetail.matchFulfilled,
  updateCustomer: customerApi.endpoints.updateCustomer.matchFulfilled,
  getAllDictList: dictApi.endpoints.getAllDictList.matchFulfilled,
} as const;
const names = Object.keys(rtkMatchers) as (keyof typeof rtkMatchers)[];

/** For each endpoint, whether RTK Query's matcher and answerOf's take the action. */
const verdicts = (action: unknown) =>
  names.map((name) => [name, rtkMatchers[name](action), answerOf(name)(action)] as const);

test("answerOf matches exactly what RTK Query's matchFulfilled matches, answered, refused or failed", async () => {
  const { store, startListening } = await freshApp(createTokenStore());
  const seen: UnknownAction[] = [];
  startListening({ predicate: () => true, effect: (action) => void seen.push(action) });
  store.dispatch(signedIn({ customer: shop }));
  server.use(
    mswHttp.post(url('/api/product/list'), () => answer([{ id: 1, productPrice: 10 }])),
    mswHttp.get(url('/api/customer/list'), () => answer([shop])),
    mswHttp.get(url('/api/customer/detail'), () =>
      HttpResponse.json({ code: 500, message: '系統錯誤' }),
    ),
    mswHttp.post(url('/api/customer/update'), () => answer(null)),
    mswHttp.get(url('/api/sysDictType/allDictList'), () => HttpResponse.error()),
  );
  // The update first: it invalidates the list, which would be asked again once it had been answered.
  await store.dispatch(customerApi.endpoints.updateCustomer.initiate(shop));
  await store.dispatch(
    catalogueApi.endpoints.getProducts.initiate({ customerid: 5, categories: [] }),
  );
  await store.dispatch(customerApi.endpoints.customerList.initiate({ lineid: 'U1' }));
  await store.dispatch(customerApi.endpoints.customerDetail.initiate({ id: 5 }));
  await store.dispatch(dictApi.endpoints.getAllDictList.initiate(undefined));

  for (const action of seen) {
    for (const [name, rtk, ours] of verdicts(action)) {
      expect(ours, `${name} on ${action.type}`).toBe(rtk);
    }
  }
  // The answered calls were each matched once, by their own endpoint only; the refused and failed ones never.
  const matched = names.map((name) => seen.filter((action) => answerOf(name)(action)).length);
  expect(Object.fromEntries(names.map((name, i) => [name, matched[i]]))).toEqual({
    getProducts: 1,
    customerList: 1,
    customerDetail: 0,
    updateCustomer: 1,
    getAllDictList: 0,
  });
});

test("the tests' own answers are RTK Query's answers of their endpoint", () => {
  const shops = customersAnswered([shop]);
  const products = productsAnswered({ customerid: 5, categories: [] }, []);
  expect(verdicts(shops).filter(([, rtk]) => rtk)).toEqual([['customerList', true, true]]);
  expect(verdicts(products).filter(([, rtk]) => rtk)).toEqual([['getProducts', true, true]]);
});

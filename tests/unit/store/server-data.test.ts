/**
 * The slices that keep server data take it from RTK Query's own fulfilled actions (their `addMatcher`s), whoever
 * made the call: a real store, the real endpoints and http layer, answers from a local MSW server.
 */
import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse } from 'msw';
import { customerApi } from '../../../src/api/endpoints/customer';
import { dictApi } from '../../../src/api/endpoints/dict';
import { sessionEndedByServer } from '../../../src/store/session/session-ended-by-server';
import { createTokenStore } from '../../../src/phone/token-store';
import type { Customer } from '../../../src/api/types';
import { env } from '../../../src/config/env';
import { signedIn } from '../../../src/store/session/auth-slice';
import { selectDictLabels } from '../../../src/store/dict/dict-slice';
import { makeStore, whenRehydrated } from '../../../src/start/make-store';
import { freshJwt } from '../../support/jwt';
import { memoryStorages } from '../../support/memory-storage';

const tokens = createTokenStore();

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => tokens.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const shop = (id: number, extra: Partial<Customer> = {}): Customer => ({
  id,
  fullname: `店${String(id)}`,
  name: `店${String(id)}`,
  lineid: 'U1',
  ...extra,
});
const answer = (result: unknown) => HttpResponse.json({ code: 200, result });

async function signedInApp(customer: Customer) {
  const made = makeStore({ tokens, storages: memoryStorages() });
  await whenRehydrated(made.persistor);
  await made.server();
  made.store.dispatch(signedIn({ customer }));
  return made;
}
const signedInStore = async (customer: Customer) => (await signedInApp(customer)).store;

test("a sign-in's customer list becomes the session's, with the active shop's fresh copy", async () => {
  server.use(
    mswHttp.get(url('/api/customer/list'), () => answer([shop(5, { email: 'new@b.tw' }), shop(6)])),
  );
  const store = await signedInStore(shop(5));
  await store.dispatch(customerApi.endpoints.customerList.initiate({ lineid: 'U1' })).unwrap();
  expect(store.getState().auth.customers.map((c) => c.id)).toEqual([5, 6]);
  expect(store.getState().auth.customer?.email).toBe('new@b.tw');
});

test('an empty customer list keeps the customer the login returned', async () => {
  server.use(mswHttp.get(url('/api/customer/list'), () => answer([])));
  const store = await signedInStore(shop(5));
  await store.dispatch(customerApi.endpoints.customerList.initiate({ lineid: 'U1' })).unwrap();
  expect(store.getState().auth.customers.map((c) => c.id)).toEqual([5]);
  expect(store.getState().auth.customer?.id).toBe(5);
});

test("a shop's detail replaces it in the session; another shop's detail changes nothing", async () => {
  server.use(
    mswHttp.get(url('/api/customer/detail'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      return answer(shop(id, { email: `${String(id)}@b.tw` }));
    }),
  );
  const store = await signedInStore(shop(5));
  await store.dispatch(customerApi.endpoints.customerDetail.initiate({ id: 5 })).unwrap();
  expect(store.getState().auth.customer?.email).toBe('5@b.tw');
  expect(store.getState().auth.customers[0]?.email).toBe('5@b.tw');
  await store.dispatch(customerApi.endpoints.customerDetail.initiate({ id: 9 })).unwrap();
  expect(store.getState().auth.customers.map((c) => c.id)).toEqual([5]);
  expect(store.getState().auth.customer?.email).toBe('5@b.tw');
});

test('a saved customer is kept as it was sent; a refused save changes nothing', async () => {
  let refuse = false;
  server.use(
    mswHttp.post(url('/api/customer/update'), () =>
      refuse ? HttpResponse.json({ code: 400, message: '資料錯誤' }) : answer(null),
    ),
  );
  const store = await signedInStore(shop(5));
  await store
    .dispatch(customerApi.endpoints.updateCustomer.initiate(shop(5, { email: 'a@b.tw' })))
    .unwrap();
  expect(store.getState().auth.customer?.email).toBe('a@b.tw');
  expect(store.getState().auth.customers[0]?.email).toBe('a@b.tw');
  refuse = true;
  await expect(
    store
      .dispatch(customerApi.endpoints.updateCustomer.initiate(shop(5, { email: 'x@b.tw' })))
      .unwrap(),
  ).rejects.toMatchObject({ kind: 'business', message: '資料錯誤' });
  expect(store.getState().auth.customer?.email).toBe('a@b.tw');
});

test('the dictionaries are kept when they come; an empty answer leaves the cache empty', async () => {
  const dictionaries = [{ code: 'orderStatus', children: [{ code: '90', value: '待確認' }] }];
  let list: unknown[] = [];
  server.use(mswHttp.get(url('/api/sysDictType/allDictList'), () => answer(list)));
  const store = await signedInStore(shop(5));
  await store.dispatch(dictApi.endpoints.getAllDictList.initiate(undefined)).unwrap();
  expect(store.getState().dict.dictList).toEqual([]);
  list = dictionaries;
  await store
    .dispatch(dictApi.endpoints.getAllDictList.initiate(undefined, { forceRefetch: true }))
    .unwrap();
  expect(store.getState().dict.dictList).toEqual(dictionaries);
  expect(selectDictLabels(store.getState(), 'orderStatus').get('90')).toBe('待確認');
  expect(selectDictLabels(store.getState(), 'other').size).toBe(0);
});

test('a call the server answers 401 tells the store that made it, and no other store', async () => {
  server.use(
    mswHttp.get(url('/api/customer/detail'), () => new HttpResponse(null, { status: 401 })),
    // Each sign-in merges its shop's server cart meanwhile.
    mswHttp.get(url('/api/shoppingcart/list'), () => answer([])),
  );
  tokens.save(freshJwt(), 'refresh-1');
  const caller = await signedInApp(shop(5));
  const other = await signedInApp(shop(6));
  const told = { caller: 0, other: 0 };
  caller.startListening({
    actionCreator: sessionEndedByServer,
    effect: () => {
      told.caller += 1;
    },
  });
  other.startListening({
    actionCreator: sessionEndedByServer,
    effect: () => {
      told.other += 1;
    },
  });
  const refused = await caller.store.dispatch(
    customerApi.endpoints.customerDetail.initiate({ id: 5 }),
  );
  // The call itself is answered as refused first; the session ends right after.
  expect(refused.error).toMatchObject({ kind: 'unauthorized' });
  await vi.waitFor(() => expect(told).toEqual({ caller: 1, other: 0 }));
  // The store that was told ends its session (store/session/session.ts); the other keeps its own.
  expect(caller.store.getState().auth.loggedIn).toBe(false);
  expect(other.store.getState().auth.loggedIn).toBe(true);
  expect(tokens.read()).toEqual({ access: null, refresh: null });
});

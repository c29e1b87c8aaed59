import { createTokenStore } from '../../../src/phone/token-store';
import { makeStore, whenRehydrated } from '../../../src/start/make-store';
import { signedIn, signedOut } from '../../../src/store/session/auth-slice';
import { drawerOpened, lineAdded, type CartEntry } from '../../../src/store/cart/cart-slice';
import { deliveryOptionOpened } from '../../../src/store/order/order-slice';
import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse } from 'msw';
import { dictApi } from '../../../src/api/endpoints/dict';
import type { Customer } from '../../../src/api/types';
import { env } from '../../../src/config/env';
import { memoryStorages, persistedValue } from '../../support/memory-storage';

const tokens = createTokenStore();

// The dictionaries come the way the app gets them: an answer to allDictList.
const server = setupServer(
  mswHttp.get(`${env.apiBaseUrl}/api/sysDictType/allDictList`, () =>
    HttpResponse.json({
      code: 200,
      result: [{ code: 'orderStatus', children: [{ code: '90', value: '待確認' }] }],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const customer: Customer = {
  id: 7,
  fullname: '好味餐飲有限公司',
  name: '好味',
  lineid: 'U1',
  deliverytype: '1',
  ispayment: 2,
};
const line: CartEntry = {
  id: '31',
  productid: 101,
  productcode: 'PK001',
  productname: '豬五花',
  productquantity: 2.5,
  productquantity_text: '2.50',
  ordermultiple: 0.5,
  unitcode: 'KG',
  qty: 0,
  salesunitcode: 'KG',
  customerid: '7',
  synced: true,
};

async function start(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const storages = memoryStorages(local, session);
  const made = makeStore({ tokens, storages });
  await whenRehydrated(made.persistor);
  await made.server();
  return { ...made, storages };
}

async function flushed(persistor: { flush: () => Promise<unknown> }) {
  await persistor.flush();
}

test('each slice is written under its sorting-app key, auth/cart/order locally and dict in session', async () => {
  const { store, persistor, storages } = await start();
  store.dispatch(signedIn({ customer }));
  store.dispatch(lineAdded(line));
  await store.dispatch(dictApi.endpoints.getAllDictList.initiate(undefined)).unwrap();
  await flushed(persistor);
  expect([...storages.local.data.keys()].sort()).toEqual([
    'sorting-app:Order',
    'sorting-app:ShoppingCart',
    'sorting-app:authSetting',
  ]);
  expect([...storages.session.data.keys()]).toEqual(['sorting-app:dictList']);
  const auth = JSON.parse(storages.local.data.get('sorting-app:authSetting') ?? '{}') as Record<
    string,
    string
  >;
  expect(JSON.parse(auth.loggedIn ?? 'null')).toBe(true);
  expect(JSON.parse(auth.orderDefaults ?? 'null')).toEqual({ deliverytype: '1', ispayment: '2' });
  expect(JSON.parse(auth._persist ?? 'null')).toMatchObject({ version: 2 });
});

test('UI flags are not persisted', async () => {
  const { store, persistor, storages } = await start();
  store.dispatch(drawerOpened());
  store.dispatch(deliveryOptionOpened());
  await flushed(persistor);
  expect(storages.local.data.get('sorting-app:ShoppingCart')).not.toContain('drawerOpen');
  expect(storages.local.data.get('sorting-app:Order')).not.toContain('showDeliveryOption');
});

test('a stored session and cart come back after a restart', async () => {
  const first = await start();
  first.store.dispatch(signedIn({ customer }));
  first.store.dispatch(lineAdded(line));
  await flushed(first.persistor);
  const local = Object.fromEntries(first.storages.local.data);
  const { store } = await start(local);
  expect(store.getState().auth.customer).toEqual(customer);
  expect(store.getState().cart.linesByCustomer['7']).toEqual([line]);
});

test('an unreadable stored value is dropped without crashing', async () => {
  const { store } = await start({
    'sorting-app:authSetting': '{not json',
    'sorting-app:ShoppingCart': 'null',
    'sorting-app:Order': '42',
  });
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(store.getState().cart.linesByCustomer).toEqual({});
  expect(store.getState().order.newOrder).toEqual([]);
});

test('damaged cart lines are dropped, lines with a product and a quantity are kept', async () => {
  const stored = persistedValue({
    linesByCustomer: {
      '7': [
        line,
        { productid: 102, productquantity: 'abc' },
        { productname: '無商品' },
        { productid: '103', productquantity: 3 },
      ],
    },
  });
  const { store } = await start({ 'sorting-app:ShoppingCart': stored });
  const lines = store.getState().cart.linesByCustomer['7'] ?? [];
  expect(lines.map((l) => String(l.productid))).toEqual(['101', '103']);
  expect(lines[1]).toMatchObject({
    id: 'local-103',
    productquantity: 3,
    productquantity_text: '3.00',
    ordermultiple: 1,
    synced: false,
  });
});

test("the original app's flat cartLists is migrated into per-shop carts, unsynced", async () => {
  const stored = persistedValue(
    {
      cartLists: [
        { ...line, synced: undefined },
        { ...line, id: '32', productid: 5, customerid: 9 },
      ],
      showShoopingCart: true,
    },
    -1,
  );
  const { store } = await start({ 'sorting-app:ShoppingCart': stored });
  const byCustomer = store.getState().cart.linesByCustomer;
  expect(Object.keys(byCustomer).sort()).toEqual(['7', '9']);
  expect(byCustomer['9']?.[0]).toMatchObject({ id: '32', synced: false, customerid: '9' });
  expect(store.getState().cart.drawerOpen).toBe(false);
});

test('a stored login flag without a customer does not count as signed in', async () => {
  const { store } = await start({
    'sorting-app:authSetting': persistedValue({ loggedIn: true, customer: null }),
  });
  expect(store.getState().auth.loggedIn).toBe(false);
});

test('signing out clears the session but keeps the cart', async () => {
  const { store } = await start();
  store.dispatch(signedIn({ customer }));
  store.dispatch(lineAdded(line));
  store.dispatch(signedOut());
  expect(store.getState().auth).toMatchObject({ loggedIn: false, customer: null, customers: [] });
  expect(store.getState().cart.linesByCustomer['7']).toHaveLength(1);
});

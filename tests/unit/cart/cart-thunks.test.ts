import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Customer, Product } from '../../../src/api/types';
import { createTokenStore } from '../../../src/phone/token-store';
import { env } from '../../../src/config/env';
import { signedIn } from '../../../src/store/session/auth-slice';
import { selectCartLines } from '../../../src/store/cart/cart-slice';
import { addToCart, retryUnsynced } from '../../../src/features/cart/cart-add';
import { changeCartQuantity, removeCartLine } from '../../../src/features/cart/cart-changes';
import { freshStore } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';

const tokens = createTokenStore();

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
const sent: { path: string; body: unknown }[] = [];
let failAdd = false;
let failUpdate = false;
let failDelete = false;

const ok = (result: unknown) => HttpResponse.json({ code: 200, type: 'success', result });
const failure = () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  failAdd = failUpdate = failDelete = false;
  tokens.clear();
  tokens.save(freshJwt(), 'refresh-1');
  server.use(
    mswHttp.get(url('/api/shoppingcart/list'), () => ok([])),
    mswHttp.post(url('/api/shoppingcart/add'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: 'add', body });
      return failAdd ? failure() : ok({ ...body, id: 3600000000000042 });
    }),
    mswHttp.post(url('/api/shoppingcart/update'), async ({ request }) => {
      const body = await request.json();
      sent.push({ path: 'update', body });
      return failUpdate ? failure() : ok(body);
    }),
    mswHttp.post(url('/api/shoppingcart/delete'), async ({ request }) => {
      const body = await request.json();
      sent.push({ path: 'delete', body });
      return failDelete ? failure() : ok(true);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customer: Customer = {
  id: 101,
  fullname: '禾豐燒肉餐飲有限公司',
  name: '禾豐燒肉',
  lineid: 'U1',
};
const pork: Product = {
  id: 1,
  productname: '豬五花肉片',
  productcode: 'PK001',
  imagefile: 'P0001.webp',
  salesunitcode: 'KG',
  ordermultiple: 0.5,
  weight: 0.5,
  productPrice: 285,
  showqty: false,
  categoryid: 11,
};

async function signedInStore() {
  const store = await freshStore(tokens);
  // The store alone: the app's cart sync at sign-in (app/session-wiring.ts) is not wired, so the tests see only
  // their own calls.
  store.dispatch(signedIn({ customer }));
  return store;
}
const linesOf = (store: Awaited<ReturnType<typeof signedInStore>>) =>
  selectCartLines(store.getState(), '101');

test('an add stores the line at once, sends it without an id and keeps the server id as text', async () => {
  const store = await signedInStore();
  await expect(store.dispatch(addToCart({ product: pork, quantity: 1.5 }))).resolves.toBe('added');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.path).toBe('add');
  expect(sent[0]?.body).not.toHaveProperty('id');
  expect(sent[0]?.body).toMatchObject({ productid: 1, productquantity: 1.5, customerid: 101 });
  expect(linesOf(store)).toMatchObject([{ id: '3600000000000042', synced: true }]);
});

test('a product already in the cart sends nothing', async () => {
  const store = await signedInStore();
  await store.dispatch(addToCart({ product: pork, quantity: 1 }));
  sent.length = 0;
  await expect(store.dispatch(addToCart({ product: pork, quantity: 2 }))).resolves.toBe(
    'alreadyInCart',
  );
  expect(sent).toEqual([]);
  expect(linesOf(store)[0]?.productquantity).toBe(1);
});

test('a quantity of 0 is refused before anything is stored or sent', async () => {
  const store = await signedInStore();
  await expect(store.dispatch(addToCart({ product: pork, quantity: 0 }))).rejects.toThrow(
    RangeError,
  );
  expect(linesOf(store)).toEqual([]);
  expect(sent).toEqual([]);
});

test('a failed add keeps the line unsynced; the next change sends it again as an add', async () => {
  const store = await signedInStore();
  failAdd = true;
  await expect(store.dispatch(addToCart({ product: pork, quantity: 1 }))).resolves.toBe('unsynced');
  const [kept] = linesOf(store);
  expect(kept).toMatchObject({ productquantity: 1, synced: false, sendFailed: true });
  failAdd = false;
  sent.length = 0;
  await expect(
    store.dispatch(changeCartQuantity({ id: kept?.id ?? '', quantity: 2 })),
  ).resolves.toBe(true);
  expect(sent.map((s) => s.path)).toEqual(['add']);
  expect(sent[0]?.body).toMatchObject({ productquantity: 2, productquantity_text: '2.00' });
  expect(linesOf(store)).toMatchObject([
    { id: '3600000000000042', synced: true, sendFailed: false },
  ]);
});

test('a failed update keeps the new quantity, and a retry sends the whole line', async () => {
  const store = await signedInStore();
  await store.dispatch(addToCart({ product: pork, quantity: 1 }));
  failUpdate = true;
  sent.length = 0;
  const id = '3600000000000042';
  await expect(store.dispatch(changeCartQuantity({ id, quantity: 2.5 }))).resolves.toBe(false);
  expect(linesOf(store)).toMatchObject([{ productquantity: 2.5, synced: false }]);
  failUpdate = false;
  sent.length = 0;
  await expect(store.dispatch(retryUnsynced())).resolves.toBe(true);
  expect(sent).toEqual([
    {
      path: 'update',
      body: {
        id,
        productid: 1,
        productcode: 'PK001',
        productname: '豬五花肉片',
        productimage: 'P0001.webp',
        productprice: 285,
        productquantity: 2.5,
        productquantity_text: '2.50',
        ordermultiple: 0.5,
        unitcode: 'KG',
        unitweight: 0.5,
        qty: 0,
        salesunitcode: 'KG',
        customerid: 101,
        product: { showqty: false },
      },
    },
  ]);
  expect(linesOf(store)[0]?.synced).toBe(true);
});

test('a failed delete keeps the line and says so; a never-synced line goes without a call', async () => {
  const store = await signedInStore();
  await store.dispatch(addToCart({ product: pork, quantity: 1 }));
  failDelete = true;
  await expect(store.dispatch(removeCartLine({ id: '3600000000000042' }))).resolves.toBe(false);
  expect(linesOf(store)).toMatchObject([{ id: '3600000000000042', deleteFailed: true }]);
  failDelete = false;
  await expect(store.dispatch(removeCartLine({ id: '3600000000000042' }))).resolves.toBe(true);
  expect(linesOf(store)).toEqual([]);

  failAdd = true;
  await store.dispatch(addToCart({ product: pork, quantity: 1 }));
  sent.length = 0;
  const local = linesOf(store)[0]?.id ?? '';
  await expect(store.dispatch(removeCartLine({ id: local }))).resolves.toBe(true);
  expect(sent).toEqual([]);
  expect(linesOf(store)).toEqual([]);
});

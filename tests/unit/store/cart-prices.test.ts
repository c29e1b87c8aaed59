import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { catalogueApi } from '../../../src/api/endpoints/catalogue';
import { createTokenStore } from '../../../src/start/session/token-store';
import type { Product } from '../../../src/api/types';
import { cartReducer, initialCartState, type CartState } from '../../../src/store/cart/cart-slice';
import { makeStore } from '../../../src/start/make-store';
import { porkBelly } from '../../support/cart-fixtures';
import { memoryStorages } from '../../support/memory-storage';

/**
 * RTK Query's own fulfilled action of product/list (`getProducts`), as the api dispatches it when the server
 * answers: caught in a store that writes the answer into its cache without a call.
 */
async function productListAnswered(
  customerid: number,
  products: { id: number; productPrice: number | null }[],
): Promise<UnknownAction> {
  const { store, startListening } = makeStore({
    tokens: createTokenStore(),
    storages: memoryStorages(),
  });
  const answers: UnknownAction[] = [];
  startListening({
    matcher: catalogueApi.endpoints.getProducts.matchFulfilled,
    effect: (action) => {
      answers.push(action);
    },
  });
  // The store's state type says the api may not be plugged in yet; importing the endpoint has plugged it in.
  const dispatch = store.dispatch as ThunkDispatch<never, unknown, UnknownAction>;
  await dispatch(
    catalogueApi.util.upsertQueryData(
      'getProducts',
      { customerid, categories: [11] },
      products as Product[],
    ),
  );
  const [answer] = answers;
  if (answers.length !== 1 || answer === undefined) throw new Error('no product list answer');
  return answer;
}

const cartWith = (productprice: number | undefined): CartState => ({
  ...initialCartState,
  linesByCustomer: { '101': [{ ...porkBelly, productprice }] },
});
const line = (state: CartState) => state.linesByCustomer['101']?.[0];

test('a new price replaces the line price and keeps the one it was added at', async () => {
  const state = cartReducer(
    cartWith(250),
    await productListAnswered(101, [{ id: 1, productPrice: 285 }]),
  );
  expect(line(state)).toMatchObject({ productprice: 285, priceWas: 250 });
});

test('a price that goes back to the one it was added at is no longer shown as changed', async () => {
  let state = cartReducer(
    cartWith(250),
    await productListAnswered(101, [{ id: 1, productPrice: 285 }]),
  );
  state = cartReducer(state, await productListAnswered(101, [{ id: 1, productPrice: 250 }]));
  expect(line(state)?.productprice).toBe(250);
  expect(line(state)).not.toHaveProperty('priceWas');
});

test('a line without a price takes the catalogue price without a changed mark', async () => {
  const state = cartReducer(
    cartWith(undefined),
    await productListAnswered(101, [{ id: 1, productPrice: 285 }]),
  );
  expect(line(state)?.productprice).toBe(285);
  expect(line(state)).not.toHaveProperty('priceWas');
});

test('時價 (no price), another product or another shop leave the line as it is', async () => {
  const before = cartWith(250);
  const pending = await productListAnswered(101, [{ id: 1, productPrice: 999 }]);
  for (const action of [
    await productListAnswered(101, [{ id: 1, productPrice: null }]),
    await productListAnswered(101, [{ id: 2, productPrice: 999 }]),
    await productListAnswered(201, [{ id: 1, productPrice: 999 }]),
    // The same answer, still on its way.
    { ...pending, type: 'api/executeQuery/pending' },
  ]) {
    expect(cartReducer(before, action)).toEqual(before);
  }
});

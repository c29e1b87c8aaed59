import type { Product } from '../../../src/api/types';
import { cartReducer, initialCartState, type CartState } from '../../../src/store/cart/cart-slice';
import { porkBelly } from '../../support/cart-fixtures';
import { productsAnswered } from '../../support/server-answers';

/** The shop's product list as it answered: the product list call's answer (api/endpoints/catalogue.ts). */
const productListAnswered = (
  customerid: number,
  products: { id: number; productPrice: number | null }[],
) => productsAnswered({ customerid, categories: [] }, products as Product[]);

const cartWith = (productprice: number | undefined): CartState => ({
  ...initialCartState,
  linesByCustomer: { '101': [{ ...porkBelly, productprice }] },
});
const line = (state: CartState) => state.linesByCustomer['101']?.[0];

test('a new price replaces the line price and keeps the one it was added at', () => {
  const state = cartReducer(
    cartWith(250),
    productListAnswered(101, [{ id: 1, productPrice: 285 }]),
  );
  expect(line(state)).toMatchObject({ productprice: 285, priceWas: 250 });
});

test('a price that goes back to the one it was added at is no longer shown as changed', () => {
  let state = cartReducer(cartWith(250), productListAnswered(101, [{ id: 1, productPrice: 285 }]));
  state = cartReducer(state, productListAnswered(101, [{ id: 1, productPrice: 250 }]));
  expect(line(state)?.productprice).toBe(250);
  expect(line(state)).not.toHaveProperty('priceWas');
});

test('a line without a price takes the catalogue price without a changed mark', () => {
  const state = cartReducer(
    cartWith(undefined),
    productListAnswered(101, [{ id: 1, productPrice: 285 }]),
  );
  expect(line(state)?.productprice).toBe(285);
  expect(line(state)).not.toHaveProperty('priceWas');
});

test('時價 (no price), another product or another shop leave the line as it is', () => {
  const before = cartWith(250);
  for (const action of [
    productListAnswered(101, [{ id: 1, productPrice: null }]),
    productListAnswered(101, [{ id: 2, productPrice: 999 }]),
    productListAnswered(201, [{ id: 1, productPrice: 999 }]),
  ]) {
    expect(cartReducer(before, action)).toEqual(before);
  }
});

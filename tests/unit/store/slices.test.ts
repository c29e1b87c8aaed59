import {
  authReducer,
  customerSelected,
  initialAuthState,
  selectIsBound,
  signedIn,
  signedOut,
} from '../../../src/store/session/auth-slice';
import {
  cartReducer,
  initialCartState,
  lineAdded,
  lineRemoved,
  selectCartLines,
  type CartEntry,
} from '../../../src/store/cart/cart-slice';
import {
  initialOrderState,
  orderReducer,
  deliveryOptionClosed,
  deliveryOptionOpened,
  draftChanged,
  orderSendStarted,
  selectDeliveryDraft,
  orderCreated,
  selectPendingSend,
  orderSendEnded,
  type SentLine,
} from '../../../src/store/order/order-slice';
import type { Customer, Order } from '../../../src/api/types';

/** The send's thunk answering that it created `order` for the shop: what the order and cart slices react to. */
const orderSent = (customerid: string, order: Order, sent: SentLine[] = []) =>
  orderCreated({ customerid, order, sent });
const SO1: Order = { orderno: 'SO1', orderdate: '2026-11-22', orderstatus: '00', orderdetails: [] };

const doorCode = {
  addressId: '3011',
  expecteddate: '2026-11-27',
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '後門密碼 1234',
  ispayment: '1',
};

const shop = (id: number | string, extra: Partial<Customer> = {}): Customer => ({
  id,
  fullname: `店${String(id)}`,
  name: `店${String(id)}`,
  ...extra,
});
const entry = (
  productid: number,
  customerid = '1',
  id = `local-${String(productid)}`,
): CartEntry => ({
  id,
  productid,
  productcode: `P${String(productid)}`,
  productname: '品',
  productquantity: 1,
  productquantity_text: '1.00',
  ordermultiple: 1,
  unitcode: 'KG',
  qty: 0,
  salesunitcode: 'KG',
  customerid,
  synced: false,
});

test('signing in sets the order defaults from the customer as text', () => {
  const state = authReducer(
    initialAuthState,
    signedIn({ customer: shop(1, { deliverytype: '2', ispayment: 1 }) }),
  );
  expect(state.orderDefaults).toEqual({ deliverytype: '2', ispayment: '1' });
  expect(state.customers).toHaveLength(1);
});

test('switching customer changes the defaults; ids compare as text', () => {
  const signedInState = authReducer(
    initialAuthState,
    signedIn({ customer: shop(1, { deliverytype: '1', ispayment: '2' }) }),
  );
  // The account's shops as the sign-in's customer list left them (tests/unit/store/server-data.test.ts).
  let state = {
    ...signedInState,
    customers: [
      shop('1', { deliverytype: '1', ispayment: '2' }),
      shop('900000000000000001', { deliverytype: '3', ispayment: '1' }),
    ],
  };
  state = authReducer(state, customerSelected('900000000000000001'));
  expect(state.customer?.id).toBe('900000000000000001');
  expect(state.orderDefaults).toEqual({ deliverytype: '3', ispayment: '1' });
  expect(state.customerChosen).toBe(true);
});

test('the guard needs a login and a non-empty messaging id', () => {
  const bound = authReducer(initialAuthState, signedIn({ customer: shop(1, { lineid: 'U1' }) }));
  const unbound = authReducer(initialAuthState, signedIn({ customer: shop(1, { lineid: '  ' }) }));
  expect(selectIsBound({ auth: bound })).toBe(true);
  expect(selectIsBound({ auth: unbound })).toBe(false);
  expect(selectIsBound({ auth: initialAuthState })).toBe(false);
});

test('adding a product already in the cart changes nothing; removal is by id; carts are per shop', () => {
  let state = cartReducer(initialCartState, lineAdded(entry(1)));
  const before = state;
  state = cartReducer(state, lineAdded({ ...entry(1), id: 'other' }));
  expect(state).toBe(before);
  state = cartReducer(state, lineAdded(entry(2)));
  state = cartReducer(state, lineAdded(entry(1, '2')));
  state = cartReducer(state, lineRemoved({ customerid: '1', id: 'local-1' }));
  expect(selectCartLines({ cart: state }, '1').map((l) => l.productid)).toEqual([2]);
  expect(selectCartLines({ cart: state }, '2')).toHaveLength(1);
  // Shop 1's order is sent: its cart is empty, shop 2's is not touched.
  state = cartReducer(state, orderSent('1', SO1, [{ productid: '2', quantity: 1 }]));
  expect(selectCartLines({ cart: state }, '1')).toEqual([]);
  expect(selectCartLines({ cart: state }, '2')).toHaveLength(1);
  // An answer that created nothing (a refusal, a check that found nothing) leaves the cart.
  state = cartReducer(state, orderSendEnded({ customerid: '2', notice: { kind: 'notFound' } }));
  expect(selectCartLines({ cart: state }, '2')).toHaveLength(1);
  expect(selectCartLines({ cart: state }, null)).toBe(selectCartLines({ cart: state }, 'none'));
});

test('an order takes from the cart only the lines it sent: a line changed or added since stays, new to the backend', () => {
  const synced = (productid: number, quantity: number): CartEntry => ({
    ...entry(productid, '1', String(900 + productid)),
    productquantity: quantity,
    synced: true,
  });
  let state = initialCartState;
  // 1 was sent at 1 and is unchanged; 2 was sent at 1 and changed to 3 since; 3 was added since; 4 is at 0.
  for (const line of [synced(1, 1), synced(2, 3), synced(3, 2), synced(4, 0)])
    state = cartReducer(state, lineAdded(line));
  state = cartReducer(
    state,
    orderSent('1', SO1, [
      { productid: '1', quantity: 1 },
      { productid: '2', quantity: 1 },
    ]),
  );
  expect(selectCartLines({ cart: state }, '1')).toEqual([
    { ...synced(2, 3), id: 'local-902', synced: false, deleteFailed: false },
    { ...synced(3, 2), id: 'local-903', synced: false, deleteFailed: false },
  ]);
  // A send stored by an older version knows the products only: their lines leave whatever their quantity.
  state = cartReducer(state, orderSent('1', SO1, [{ productid: '2', quantity: null }]));
  expect(selectCartLines({ cart: state }, '1').map((l) => l.productid)).toEqual([3]);
});

test('a created order becomes the new order, closes the delivery dialog and ends its shop’s draft and pending send', () => {
  let state = orderReducer(initialOrderState, deliveryOptionOpened());
  state = orderReducer(state, draftChanged({ customerid: '101', draft: doorCode }));
  state = orderReducer(state, draftChanged({ customerid: '102', draft: doorCode }));
  const send = {
    customerid: '101',
    lastOrderno: null,
    expecteddate: '2026-11-27',
    lines: [{ productid: '1', quantity: 1 }],
  };
  state = orderReducer(state, orderSendStarted(send));
  state = orderReducer(state, orderSendStarted({ ...send, customerid: '102' }));
  state = orderReducer(state, orderSent('101', SO1));
  expect(state.newOrder.map((o) => o.orderno)).toEqual(['SO1']);
  expect(state.showDeliveryOption).toBe(false);
  expect(selectDeliveryDraft({ order: state }, '101')).toBeNull();
  expect(selectPendingSend({ order: state }, '101')).toBeNull();
  // Another shop's draft and pending send are its own.
  expect(selectDeliveryDraft({ order: state }, '102')).toEqual(doorCode);
  expect(selectPendingSend({ order: state }, '102')?.customerid).toBe('102');
});

test("a shop's delivery choices are its own: another shop's dialog starts from nothing, cancel drops only its own", () => {
  let state = orderReducer(initialOrderState, draftChanged({ customerid: '301', draft: doorCode }));
  expect(selectDeliveryDraft({ order: state }, '301')).toEqual(doorCode);
  expect(selectDeliveryDraft({ order: state }, '302')).toBeNull();
  expect(selectDeliveryDraft({ order: state }, null)).toBeNull();
  state = orderReducer(
    state,
    draftChanged({ customerid: '302', draft: { ...doorCode, ispayment: '2' } }),
  );
  state = orderReducer(state, deliveryOptionClosed({ customerid: '302' }));
  expect(selectDeliveryDraft({ order: state }, '302')).toBeNull();
  expect(selectDeliveryDraft({ order: state }, '301')).toEqual(doorCode);
});

test('a session end drops every draft and the orders just sent; a pending send stays with its shop', () => {
  let state = orderReducer(initialOrderState, draftChanged({ customerid: '301', draft: doorCode }));
  state = orderReducer(state, orderSent('101', SO1));
  const send = {
    customerid: '301',
    lastOrderno: null,
    expecteddate: '2026-11-27',
    lines: [{ productid: '1', quantity: 1 }],
  };
  state = orderReducer(state, orderSendStarted(send));
  state = orderReducer(state, signedOut());
  expect(state.drafts).toEqual({});
  expect(state.newOrder).toEqual([]);
  expect(selectPendingSend({ order: state }, '301')).toEqual({ ...send, status: 'sending' });
  expect(selectPendingSend({ order: state }, '302')).toBeNull();
});

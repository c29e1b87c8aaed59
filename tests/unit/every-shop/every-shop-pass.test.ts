/**
 * 各店訂購's pass: as the order slice keeps it (store/order/every-shop-pass.ts: set, a shop's order created, a
 * sign-out; its shape read back by store/order/order-stored.ts `readOrder`), and as 各店訂購 changes and reads it
 * (features/every-shop/send-pass.ts: each shop read whole, so tampered or older storage shows as no pass; who sees
 * it; when it is over).
 */
import type { Order } from '../../../src/api/types';
import {
  endFinishedPass,
  passShopOpen,
  readPass,
  selectEveryShopPass,
  withChoices,
  withResult,
} from '../../../src/features/every-shop/send-pass';
import type { RootState } from '../../../src/store/root-state';
import { readOrder } from '../../../src/store/order/order-stored';
import { signedOut } from '../../../src/store/session/auth-slice';
import {
  passSet,
  readEveryShopPass,
  selectHasPass,
  type EveryShopPass,
  type PassShop,
} from '../../../src/store/order/every-shop-pass';
import {
  draftChanged,
  initialOrderState,
  orderCreated,
  orderReducer,
  type OrderState,
} from '../../../src/store/order/order-slice';

const choice = {
  addressId: '3031',
  expecteddate: '2026-11-28',
  deliverytype: '1',
  deliverytime: '01',
  deliverytimeremark: '後門',
  ispayment: '1',
};

const chosen = (customerid: string, left = false): Omit<PassShop, 'result'> => ({
  customerid,
  deliveryaddress: `地址 ${customerid}`,
  choice,
  left,
});

const order = (orderno: string): Order => ({
  orderno,
  orderdate: '2026-11-27',
  orderstatus: '00',
  orderdetails: [],
});

const reduce = (state: OrderState, ...actions: Parameters<typeof orderReducer>[1][]) =>
  actions.reduce(orderReducer, state);

const passOf = (state: OrderState): EveryShopPass => {
  if (state.pass === null) throw new Error('no pass');
  return state.pass;
};
const resultOf = (state: OrderState, customerid: string) =>
  passOf(state).shops.find((s) => s.customerid === customerid)?.result;

test('no pass to begin with', () => {
  expect(initialOrderState.pass).toBeNull();
  expect(orderReducer(undefined, { type: 'x' }).pass).toBeNull();
});

test('the choices make the pass with no results, in the given order; chosen again it keeps the results and takes the new choices, adding a shop it did not have', () => {
  let pass = withChoices([chosen('301'), chosen('302'), chosen('303', true)])(null);
  expect(pass).toEqual({
    shops: [
      { ...chosen('301'), result: null },
      { ...chosen('302'), result: null },
      { ...chosen('303', true), result: null },
    ],
  });
  pass = withResult('301', { kind: 'sent', orderno: 'SO1' })(pass);
  pass = withChoices([
    { ...chosen('301'), deliveryaddress: '新地址' },
    { ...chosen('303'), choice: { ...choice, deliverytime: '02' } },
    chosen('304'),
  ])(pass);
  expect(pass?.shops).toEqual([
    { ...chosen('301'), deliveryaddress: '新地址', result: { kind: 'sent', orderno: 'SO1' } },
    { ...chosen('302'), result: null },
    { ...chosen('303'), choice: { ...choice, deliverytime: '02' }, result: null },
    { ...chosen('304'), result: null },
  ]);
});

test("a shop's result (its send begun, then how it ended) changes that shop only; a shop not in the pass, or no pass, changes nothing", () => {
  const start = withChoices([chosen('301'), chosen('302')])(null);
  let pass = withResult('302', { kind: 'sending' })(start);
  expect(pass?.shops.map((s) => s.result)).toEqual([null, { kind: 'sending' }]);
  pass = withResult('302', { kind: 'failed', error: { kind: 'http', message: 'x' } })(pass);
  expect(pass?.shops.map((s) => s.result)).toEqual([
    null,
    { kind: 'failed', error: { kind: 'http', message: 'x' } },
  ]);
  expect(withResult('999', { kind: 'unknown' })(pass)).toEqual(pass);
  expect(withResult('301', { kind: 'unknown' })(null)).toBeNull();
});

test('passSet sets the pass; an order created for a shop not in it, or with no pass, changes nothing', () => {
  const pass = withChoices([chosen('301')])(null);
  const state = reduce(initialOrderState, passSet(pass));
  expect(state.pass).toEqual(pass);
  expect(
    reduce(state, orderCreated({ customerid: '999', order: order('SO9'), sent: [] })).pass,
  ).toEqual(pass);
  expect(
    reduce(initialOrderState, orderCreated({ customerid: '301', order: order('SO1'), sent: [] }))
      .pass,
  ).toBeNull();
});

test("a shop's order created (its send, or a check that found it landed, whoever ran it) is sent with its number, in the same action that ends its pending send", () => {
  let state = reduce(
    initialOrderState,
    passSet(
      withResult('302', { kind: 'unknown' })(withChoices([chosen('301'), chosen('302')])(null)),
    ),
  );
  state = reduce(
    state,
    orderCreated({ customerid: '302', order: order('SO20261127-0002'), sent: [] }),
  );
  expect(resultOf(state, '302')).toEqual({ kind: 'sent', orderno: 'SO20261127-0002' });
  expect(resultOf(state, '301')).toBeNull();
  expect(state.pendingSends).toEqual({});
});

test('passSet(null) and a sign-out end the pass; other order actions keep it', () => {
  const state = reduce(initialOrderState, passSet(withChoices([chosen('301')])(null)));
  expect(reduce(state, passSet(null)).pass).toBeNull();
  expect(reduce(state, signedOut()).pass).toBeNull();
  expect(reduce(state, draftChanged({ customerid: '301', draft: choice })).pass).toEqual(
    state.pass,
  );
});

const withShops = (pass: EveryShopPass | null, customers: string[], loggedIn = true) =>
  ({
    order: { pass },
    auth: { loggedIn, customers: customers.map((id) => ({ id: Number(id) })) },
  }) as unknown as RootState;

test('the pass is seen only while signed in to an account that has one of its shops', () => {
  const pass: EveryShopPass = {
    shops: [
      { ...chosen('301'), result: null },
      { ...chosen('302'), result: null },
    ],
  };
  expect(selectEveryShopPass(withShops(pass, ['301', '302', '303']))).toEqual(pass);
  // A shop that left the account: the pass stays with the account's other shop.
  expect(selectEveryShopPass(withShops(pass, ['302']))).toEqual(pass);
  expect(selectEveryShopPass(withShops(pass, ['101']))).toBeNull();
  expect(selectEveryShopPass(withShops(pass, []))).toBeNull();
  expect(selectEveryShopPass(withShops(pass, ['301'], false))).toBeNull();
  expect(selectEveryShopPass(withShops(null, ['301']))).toBeNull();
});

test('open while a shop not left out is neither sent nor gone', () => {
  const shop = (result: PassShop['result'], left = false): PassShop => ({
    ...chosen('301', left),
    result,
  });
  expect(passShopOpen(shop(null))).toBe(true);
  expect(passShopOpen(shop({ kind: 'sending' }))).toBe(true);
  expect(passShopOpen(shop({ kind: 'unknown' }))).toBe(true);
  expect(passShopOpen(shop({ kind: 'busy' }))).toBe(true);
  expect(passShopOpen(shop({ kind: 'problem', problem: 'address' }))).toBe(true);
  expect(passShopOpen(shop({ kind: 'failed', error: { kind: 'http', message: '' } }))).toBe(true);
  expect(passShopOpen(shop({ kind: 'sent', orderno: 'SO1' }))).toBe(false);
  expect(passShopOpen(shop({ kind: 'dropped' }))).toBe(false);
  expect(passShopOpen(shop(null, true))).toBe(false);

  // The shell's line: while a pass is kept (a finished one is ended by 各店訂購 itself).
  expect(selectHasPass({ order: { pass: withChoices([chosen('301')])(null) } })).toBe(true);
  expect(selectHasPass({ order: { pass: null } })).toBe(false);
});

test('a finished pass (no shop open), or one with no shop read whole, is ended; an open one is kept', () => {
  const run = (pass: unknown, customers = ['301', '302']) => {
    let state = withShops(pass as EveryShopPass, customers);
    const dispatch = vi.fn((action: ReturnType<typeof passSet>) => {
      state = { ...state, order: { ...state.order, pass: action.payload } };
    });
    endFinishedPass()(dispatch as never, () => state, undefined as never);
    return dispatch.mock.calls.map(([action]) => action.payload);
  };
  const sent = { ...chosen('301'), result: { kind: 'sent' as const, orderno: 'SO1' } };
  const open = { ...chosen('302'), result: null };
  expect(run({ shops: [sent, open] })).toEqual([]);
  expect(run({ shops: [sent] })).toEqual([null]);
  expect(run({ shops: [{ customerid: '301' }] })).toEqual([null]);
  expect(run(null)).toEqual([]);
  // Another account's pass is not this one's to end.
  expect(run({ shops: [sent, open] }, ['101'])).toEqual([null]);
});

test('read back: a stored pass comes back as it was written, every kind of result included', () => {
  const results: PassShop['result'][] = [
    null,
    { kind: 'sending' },
    { kind: 'sent', orderno: 'SO1' },
    { kind: 'problem', problem: 'dateTooEarly' },
    { kind: 'failed', error: { kind: 'http', message: '系統忙碌中' } },
    { kind: 'unknown' },
    { kind: 'busy' },
    { kind: 'dropped' },
  ];
  const pass: EveryShopPass = {
    shops: results.map((result, i) => ({ ...chosen(String(301 + i), i === 0), result })),
  };
  const stored = JSON.parse(JSON.stringify(pass)) as unknown;
  expect(readPass(stored)).toEqual(pass);
  expect(readEveryShopPass(stored)).toEqual(pass);
  expect(readPass(readOrder({ pass: stored }).pass)).toEqual(pass);
});

test('read back: tampered or older storage reads as no pass', () => {
  for (const raw of [
    undefined,
    null,
    'pass',
    42,
    [],
    {},
    { shops: 'x' },
    { shops: [] },
    { shops: [null, 'x', 1] },
  ]) {
    expect(readEveryShopPass(raw)).toBeNull();
    expect(readPass(raw)).toBeNull();
  }
  // Start-up keeps its shops as records only; 各店訂購 reads a shop that is not whole as none.
  expect(readEveryShopPass({ shops: [{ customerid: 1 }, 'x'] })).toEqual({
    shops: [{ customerid: 1 }],
  });
  expect(readPass({ shops: [{ customerid: 1 }, 'x'] })).toBeNull();
  // Storage from before the pass existed.
  expect(readOrder({ newOrder: [], drafts: {}, pendingSends: {}, kept: {} }).pass).toBeNull();
  expect(readOrder('x').pass).toBeNull();
});

test('read back: a shop that is not whole is dropped, the whole ones kept; a result that is not one of the kinds reads as not started', () => {
  const whole = { ...chosen('301'), result: { kind: 'sent', orderno: 'SO1' } };
  const broken = [
    { ...chosen('302'), customerid: 302 },
    { ...chosen('302'), customerid: '' },
    { ...chosen('302'), customerid: undefined },
    { ...chosen('302'), deliveryaddress: 7 },
    { ...chosen('302'), deliveryaddress: undefined },
    { ...chosen('302'), choice: 'x' },
    { ...chosen('302'), choice: undefined },
    ...(
      [
        'addressId',
        'expecteddate',
        'deliverytype',
        'deliverytime',
        'deliverytimeremark',
        'ispayment',
      ] as const
    ).map((field) => ({ ...chosen('302'), choice: { ...choice, [field]: 1 } })),
  ];
  expect(readPass({ shops: [whole, ...broken] })).toEqual({
    shops: [{ ...chosen('301'), result: { kind: 'sent', orderno: 'SO1' } }],
  });

  const read = (result: unknown, left: unknown = false) =>
    readPass({ shops: [{ ...chosen('301'), left, result }] })?.shops[0];
  // `left` only when it is true.
  expect(read(null, 'yes')?.left).toBe(false);
  expect(read(null, true)?.left).toBe(true);
  // A choice keeps its six fields and nothing else.
  expect(
    readPass({ shops: [{ ...chosen('301'), choice: { ...choice, extra: 'x' } }] })?.shops[0]
      ?.choice,
  ).toEqual(choice);
  for (const result of [
    'sent',
    { kind: 'sent' },
    { kind: 'sent', orderno: '' },
    { kind: 'sent', orderno: 5 },
    { kind: 'problem', problem: 'other' },
    { kind: 'problem' },
    { kind: 'other' },
    { kind: 5 },
  ]) {
    expect(read(result)?.result).toBeNull();
  }
  for (const problem of ['address', 'dateMissing', 'dateTooEarly', 'time', 'empty']) {
    expect(read({ kind: 'problem', problem })?.result).toEqual({ kind: 'problem', problem });
  }
  // A failure keeps its words when they are text; else the app's own.
  expect(read({ kind: 'failed' })?.result).toEqual({
    kind: 'failed',
    error: { kind: 'unexpected', message: '' },
  });
  expect(read({ kind: 'failed', error: { kind: 5, message: null } })?.result).toEqual({
    kind: 'failed',
    error: { kind: 'unexpected', message: '' },
  });
  expect(read({ kind: 'failed', error: 'x' })?.result).toEqual({
    kind: 'failed',
    error: { kind: 'unexpected', message: '' },
  });
  expect(read({ kind: 'unknown', extra: 1 })?.result).toEqual({ kind: 'unknown' });
});

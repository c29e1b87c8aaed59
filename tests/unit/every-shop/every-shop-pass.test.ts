/**
 * 各店訂購's pass as the order slice keeps it (store/order/every-shop-pass.ts): its cases, who sees it, and how it
 * reads back from storage (start/migrations.ts `readOrder`): tampered or older storage reads as no pass, or as the
 * shops that are whole.
 */
import type { Order } from '../../../src/api/types';
import { readOrder } from '../../../src/start/migrations';
import { signedOut } from '../../../src/store/session/auth-slice';
import {
  passChosen,
  passEnded,
  passShopBegan,
  passShopEnded,
  passShopOpen,
  readEveryShopPass,
  selectEveryShopPass,
  selectPassUnfinished,
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

test('passChosen makes the pass with no results, in the given order; chosen again it keeps the results and takes the new choices, adding a shop it did not have', () => {
  let state = reduce(
    initialOrderState,
    passChosen({ shops: [chosen('301'), chosen('302'), chosen('303', true)] }),
  );
  expect(passOf(state)).toEqual({
    shops: [
      { ...chosen('301'), result: null },
      { ...chosen('302'), result: null },
      { ...chosen('303', true), result: null },
    ],
  });
  state = reduce(
    state,
    passShopEnded({ customerid: '301', result: { kind: 'sent', orderno: 'SO1' } }),
    passChosen({
      shops: [
        { ...chosen('301'), deliveryaddress: '新地址' },
        { ...chosen('303'), choice: { ...choice, deliverytime: '02' } },
        chosen('304'),
      ],
    }),
  );
  expect(passOf(state).shops).toEqual([
    { ...chosen('301'), deliveryaddress: '新地址', result: { kind: 'sent', orderno: 'SO1' } },
    { ...chosen('302'), result: null },
    { ...chosen('303'), choice: { ...choice, deliverytime: '02' }, result: null },
    { ...chosen('304'), result: null },
  ]);
});

test('a shop begins (sending) and ends with its result; a shop not in the pass changes nothing', () => {
  const start = reduce(initialOrderState, passChosen({ shops: [chosen('301'), chosen('302')] }));
  let state = reduce(start, passShopBegan({ customerid: '302' }));
  expect(resultOf(state, '302')).toEqual({ kind: 'sending' });
  expect(resultOf(state, '301')).toBeNull();
  state = reduce(
    state,
    passShopEnded({
      customerid: '302',
      result: { kind: 'failed', error: { kind: 'http', message: 'x' } },
    }),
  );
  expect(resultOf(state, '302')).toEqual({
    kind: 'failed',
    error: { kind: 'http', message: 'x' },
  });
  const untouched = reduce(
    state,
    passShopBegan({ customerid: '999' }),
    passShopEnded({ customerid: '999', result: { kind: 'unknown' } }),
    orderCreated({ customerid: '999', order: order('SO9'), sent: [] }),
  );
  expect(untouched.pass).toEqual(state.pass);
  // Without a pass they change nothing either.
  expect(
    reduce(
      initialOrderState,
      passShopBegan({ customerid: '301' }),
      passShopEnded({ customerid: '301', result: { kind: 'unknown' } }),
      orderCreated({ customerid: '301', order: order('SO1'), sent: [] }),
    ).pass,
  ).toBeNull();
});

test("a shop's order created (its send, or a check that found it landed, whoever ran it) is sent with its number, in the same action that ends its pending send", () => {
  let state = reduce(
    initialOrderState,
    passChosen({ shops: [chosen('301'), chosen('302')] }),
    passShopBegan({ customerid: '302' }),
    passShopEnded({ customerid: '302', result: { kind: 'unknown' } }),
  );
  state = reduce(
    state,
    orderCreated({ customerid: '302', order: order('SO20261127-0002'), sent: [] }),
  );
  expect(resultOf(state, '302')).toEqual({ kind: 'sent', orderno: 'SO20261127-0002' });
  expect(resultOf(state, '301')).toBeNull();
  expect(state.pendingSends).toEqual({});
});

test('passEnded and a sign-out end the pass; other order actions keep it', () => {
  const state = reduce(initialOrderState, passChosen({ shops: [chosen('301')] }));
  expect(reduce(state, passEnded()).pass).toBeNull();
  expect(reduce(state, signedOut()).pass).toBeNull();
  expect(reduce(state, draftChanged({ customerid: '301', draft: choice })).pass).toEqual(
    state.pass,
  );
});

const withShops = (pass: EveryShopPass | null, customers: string[], loggedIn = true) => ({
  order: { pass },
  auth: { loggedIn, customers: customers.map((id) => ({ id: Number(id) })) },
});

test('the pass is seen only while signed in to an account that has one of its shops', () => {
  const pass: EveryShopPass = {
    shops: [
      { ...chosen('301'), result: null },
      { ...chosen('302'), result: null },
    ],
  };
  expect(selectEveryShopPass(withShops(pass, ['301', '302', '303']))).toBe(pass);
  // A shop that left the account: the pass stays with the account's other shop.
  expect(selectEveryShopPass(withShops(pass, ['302']))).toBe(pass);
  expect(selectEveryShopPass(withShops(pass, ['101']))).toBeNull();
  expect(selectEveryShopPass(withShops(pass, []))).toBeNull();
  expect(selectEveryShopPass(withShops(pass, ['301'], false))).toBeNull();
  expect(selectEveryShopPass(withShops(null, ['301']))).toBeNull();
});

test('unfinished while a shop not left out is neither sent nor gone', () => {
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

  const sent = { ...chosen('301'), result: { kind: 'sent' as const, orderno: 'SO1' } };
  const open = { ...chosen('302'), result: null };
  expect(selectPassUnfinished(withShops({ shops: [sent, open] }, ['301', '302']))).toBe(true);
  expect(selectPassUnfinished(withShops({ shops: [sent] }, ['301', '302']))).toBe(false);
  expect(selectPassUnfinished(withShops({ shops: [sent, open] }, ['101']))).toBe(false);
  expect(selectPassUnfinished(withShops(null, ['301']))).toBe(false);
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
  expect(readEveryShopPass(stored)).toEqual(pass);
  expect(readOrder({ pass: stored }).pass).toEqual(pass);
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
  }
  // Storage from before the pass existed.
  expect(readOrder({ newOrder: [], drafts: {}, pendingSends: {}, waiting: {} }).pass).toBeNull();
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
    // The same shop twice: the first is kept.
    { ...chosen('301'), deliveryaddress: '第二次' },
  ];
  expect(readEveryShopPass({ shops: [whole, ...broken] })).toEqual({
    shops: [{ ...chosen('301'), result: { kind: 'sent', orderno: 'SO1' } }],
  });

  const read = (result: unknown, left: unknown = false) =>
    readEveryShopPass({ shops: [{ ...chosen('301'), left, result }] })?.shops[0];
  // `left` only when it is true.
  expect(read(null, 'yes')?.left).toBe(false);
  expect(read(null, true)?.left).toBe(true);
  // A choice keeps its six fields and nothing else.
  expect(
    readEveryShopPass({ shops: [{ ...chosen('301'), choice: { ...choice, extra: 'x' } }] })
      ?.shops[0]?.choice,
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

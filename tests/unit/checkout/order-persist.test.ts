import { readOrder } from '../../../src/store/order/order-stored';

const door = {
  addressId: 1011,
  expecteddate: '2026-11-24',
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '後門密碼 1234',
  ispayment: '2',
};

test('stored drafts and pending sends come back per shop (an older send with its products only, a newer one with its lines); a send on its way at reload is watched for again', () => {
  const state = readOrder({
    newOrder: [{ orderno: 'SO1', orderdate: '2026-11-22', orderstatus: '00', orderdetails: [] }],
    showDeliveryOption: true,
    drafts: { '101': door },
    pendingSends: {
      '101': {
        customerid: 101,
        lastOrderno: 'SO20261120-0001',
        expecteddate: '2026-11-24',
        productids: [1, '4'],
        status: 'sending',
      },
      '301': {
        customerid: '301',
        lastOrderno: null,
        expecteddate: '2026-11-24',
        lines: [{ productid: 7, quantity: 2.5 }],
        status: 'notFound',
      },
    },
  });
  expect(state.showDeliveryOption).toBe(false);
  expect(state.drafts).toEqual({ '101': { ...door, addressId: '1011' } });
  expect(state.pendingSends).toEqual({
    '101': {
      customerid: '101',
      lastOrderno: 'SO20261120-0001',
      expecteddate: '2026-11-24',
      lines: [
        { productid: '1', quantity: null },
        { productid: '4', quantity: null },
      ],
      status: 'lost',
    },
    '301': {
      customerid: '301',
      lastOrderno: null,
      expecteddate: '2026-11-24',
      lines: [{ productid: '7', quantity: 2.5 }],
      status: 'notFound',
    },
  });
});

test('the older one-per-phone shape: its draft names no shop and is dropped; its pending send goes to its shop', () => {
  const state = readOrder({
    newOrder: [],
    draft: door,
    pendingSend: {
      customerid: 101,
      startedAt: 1_700_000_000_000,
      expecteddate: '2026-11-24',
      productids: [1],
      unknown: false,
    },
  });
  expect(state.drafts).toEqual({});
  expect(state.pendingSends).toEqual({
    '101': {
      customerid: '101',
      lastOrderno: null,
      expecteddate: '2026-11-24',
      lines: [{ productid: '1', quantity: null }],
      status: 'lost',
    },
  });
});

test('a value without them, or a damaged one, starts clean', () => {
  expect(readOrder({ newOrder: [] })).toEqual({
    newOrder: [],
    showDeliveryOption: false,
    keptRuns: {},
    drafts: {},
    pendingSends: {},
    kept: {},
    keptSent: {},
    pass: null,
  });
  expect(readOrder('x')).toEqual(readOrder({}));
  const damaged = readOrder({
    drafts: { '101': 'x' },
    pendingSends: { '101': { customerid: '', productids: [] }, '102': { customerid: '102' } },
  });
  expect(damaged.drafts).toEqual({});
  expect(damaged.pendingSends).toEqual({});
});

test('a copy stored before the kept order had its one name (`waiting`, `waitingId`): its kept order and its send come back', () => {
  const keptOrder = {
    id: 'kept-1',
    customerid: '101',
    owner: 'demo',
    draft: {
      customerid: '101',
      expecteddate: '2026-11-24',
      orderdetails: [{ productid: '1', productquantity: 2 }],
    },
    choices: door,
    keptAt: '2026-11-23T01:00:00.000Z',
    status: 'sending',
    message: '',
    keptOverSignOut: false,
  };
  const stored = {
    newOrder: [],
    drafts: {},
    pendingSends: {
      '101': {
        customerid: '101',
        lastOrderno: null,
        expecteddate: '2026-11-24',
        lines: [{ productid: '1', quantity: 2 }],
        status: 'sending',
        sentAt: '2026-11-23T02:00:00.000Z',
        waitingId: 'kept-1',
      },
    },
    waiting: { '101': keptOrder },
    keptSent: {},
  };
  const state = readOrder(stored);
  // Still marked sending: the pending send read back is its own, so it is neither lost nor sent as a new order.
  expect(state.kept).toEqual({ '101': { ...keptOrder, choices: { ...door, addressId: '1011' } } });
  expect(state.pendingSends['101']?.keptId).toBe('kept-1');
  // Written again under the one name, it reads back the same.
  expect(readOrder(JSON.parse(JSON.stringify(state)))).toEqual(state);
});

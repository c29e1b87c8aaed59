import { readOrder } from '../../../src/store/migrations';

test('a stored draft and an unknown-outcome send come back; a send in flight at reload counts as unknown', () => {
  const state = readOrder({
    newOrder: [{ orderno: 'SO1', orderdate: '2026-11-22', orderstatus: '00', orderdetails: [] }],
    showDeliveryOption: true,
    draft: {
      addressId: 1011,
      expecteddate: '2026-11-24',
      deliverytype: '1',
      deliverytime: '04',
      deliverytimeremark: '後門',
      ispayment: '2',
    },
    pendingSend: {
      customerid: 101,
      startedAt: 1_700_000_000_000,
      expecteddate: '2026-11-24',
      productids: [1, '4'],
      unknown: false,
    },
  });
  expect(state.showDeliveryOption).toBe(false);
  expect(state.draft).toEqual({
    addressId: '1011',
    expecteddate: '2026-11-24',
    deliverytype: '1',
    deliverytime: '04',
    deliverytimeremark: '後門',
    ispayment: '2',
  });
  expect(state.pendingSend).toEqual({
    customerid: '101',
    startedAt: 1_700_000_000_000,
    expecteddate: '2026-11-24',
    productids: ['1', '4'],
    unknown: true,
  });
});

test('an older value without them, or a damaged one, starts clean', () => {
  expect(readOrder({ newOrder: [] })).toEqual({
    newOrder: [],
    showDeliveryOption: false,
    draft: null,
    pendingSend: null,
  });
  const damaged = readOrder({
    draft: 'x',
    pendingSend: { customerid: '101', startedAt: 'soon', productids: [] },
  });
  expect(damaged.draft).toBeNull();
  expect(damaged.pendingSend).toBeNull();
});

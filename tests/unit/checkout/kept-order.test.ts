/**
 * The order kept for the signal, as the buyer handles it (kept-order.ts): kept for the shop and the account
 * signed in, in storage at once; dropped only as the buyer saw it; updated with the cart as it is now; dropped for a
 * new date with the dialog opened on its choices. Whether the cart still is the kept order (`cartDiffers`) decides
 * whether it may be sent by itself.
 */
import { vi } from 'vitest';
import type { OrderDraft } from '../../../src/api/types';
import { lineBody } from '../../../src/features/cart/cart-line';
import {
  cartDiffers,
  chooseNewDate,
  dropKeptOrder,
  keepOrder,
  updateKeptOrder,
} from '../../../src/features/checkout/kept-order';
import type { AppStore } from '../../../src/store/root-state';
import { createTokenStore } from '../../../src/phone/token-store';
import type { CartEntry } from '../../../src/store/cart/cart-slice';
import {
  deliveryOptionClosed,
  deliveryOptionOpened,
  type KeptOrder,
} from '../../../src/store/order/order-slice';
import type { DeliveryDraft } from '../../../src/store/order/order-types';
import { signedIn } from '../../../src/store/session/auth-slice';
import { porkBelly, tontoro } from '../../support/cart-fixtures';
import { freshStore } from '../../support/fresh-store';
import { memoryStorages } from '../../support/memory-storage';

const ADDRESS = '台北市信義區松壽路12號B1';

const choices: DeliveryDraft = {
  addressId: '1011',
  expecteddate: '2026-12-01',
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '請放後門',
  ispayment: '2',
};

const draftOf = (lines: readonly CartEntry[]): OrderDraft => ({
  customerid: '101',
  deliveryaddress: ADDRESS,
  expecteddate: '2026-12-01',
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '請放後門',
  ispayment: '2',
  orderstatus: '00',
  orderdetails: lines.map(lineBody),
});

const shop101 = { id: 101, fullname: '禾豐燒肉餐飲有限公司', name: '禾豐燒肉' };

/** A field of the order slice as it is in storage now (redux-persist's format: each field JSON inside JSON). */
function stored(storages: ReturnType<typeof memoryStorages>, field: 'kept' | 'drafts'): unknown {
  const raw = storages.local.data.get('sorting-app:Order');
  if (raw === undefined) return undefined;
  const fields = JSON.parse(raw) as Record<string, string | undefined>;
  const value = fields[field];
  return value === undefined ? undefined : JSON.parse(value);
}

/** A fresh store on its own storages, signed in to shop 101 as `sysaccount` (none: a shop record without one). */
async function signedInAs(sysaccount: string | null | undefined) {
  const storages = memoryStorages();
  const store = await freshStore(createTokenStore(), { storages });
  store.dispatch(signedIn({ customer: { ...shop101, sysaccount } }));
  return { store, storages };
}

const keptOf = (store: AppStore): KeptOrder => {
  const kept = store.getState().order.kept['101'];
  if (kept === undefined) throw new Error('an order should be kept for 101');
  return kept;
};

describe('keepOrder', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('kept for the shop and the account signed in, with the whole order, the choices and the moment; in storage before anything else; the dialog closes', async () => {
    const { store, storages } = await signedInAs('demo');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:05:00.000Z'));
    store.dispatch(deliveryOptionOpened());
    expect(store.getState().order.showDeliveryOption).toBe(true);

    store.dispatch(keepOrder(draftOf([porkBelly]), choices));

    const kept = keptOf(store);
    expect(kept).toEqual({
      id: kept.id,
      customerid: '101',
      owner: 'demo',
      draft: draftOf([porkBelly]),
      choices,
      keptAt: '2026-11-26T14:05:00.000Z',
      status: 'waiting',
      message: '',
      keptOverSignOut: false,
    });
    expect(kept.id).toMatch(/^[\w-]{21}$/);
    expect(store.getState().order.showDeliveryOption).toBe(false);
    // Written by the same dispatch, not on redux-persist's later schedule.
    expect(stored(storages, 'kept')).toEqual({ '101': kept });
  });

  test('a shop id given as a number is kept under its text', async () => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder({ ...draftOf([porkBelly]), customerid: 101 }, choices));
    expect(Object.keys(store.getState().order.kept)).toEqual(['101']);
    expect(keptOf(store).customerid).toBe('101');
  });

  test('a shop record without a sign-in account: the order belongs to the shop itself', async () => {
    const { store } = await signedInAs(null);
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    expect(keptOf(store).owner).toBe('customer:101');
  });

  test('nobody signed in: nothing is kept, nothing is written', async () => {
    const storages = memoryStorages();
    const store = await freshStore(createTokenStore(), { storages });
    const before = storages.local.data.get('sorting-app:Order');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    expect(store.getState().order.kept).toEqual({});
    expect(storages.local.data.get('sorting-app:Order')).toBe(before);
  });

  test('kept again for the same shop: the newer one takes its place, with an id of its own', async () => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    const first = keptOf(store);
    store.dispatch(keepOrder(draftOf([porkBelly, tontoro]), choices));
    const second = keptOf(store);
    expect(second.id).not.toBe(first.id);
    expect(second.draft).toEqual(draftOf([porkBelly, tontoro]));
    expect(Object.keys(store.getState().order.kept)).toEqual(['101']);
  });
});

describe('dropKeptOrder', () => {
  test('取消: the kept order the buyer saw goes, in storage at once', async () => {
    const { store, storages } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    const kept = keptOf(store);
    store.dispatch(dropKeptOrder(kept));
    expect(store.getState().order.kept).toEqual({});
    expect(stored(storages, 'kept')).toEqual({});
  });

  test('one kept since (another tab replaced it) stays', async () => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    const seen = keptOf(store);
    store.dispatch(keepOrder(draftOf([tontoro]), choices));
    const newer = keptOf(store);
    store.dispatch(dropKeptOrder(seen));
    expect(store.getState().order.kept).toEqual({ '101': newer });
  });
});

describe('cartDiffers', () => {
  const kept = (lines: readonly CartEntry[]): KeptOrder => ({
    id: 'kept-1',
    customerid: '101',
    owner: 'demo',
    draft: draftOf(lines),
    choices,
    keptAt: '2026-11-26T14:05:00.000Z',
    status: 'waiting',
    message: '',
    keptOverSignOut: false,
  });

  test('the same lines: no difference, in whatever order the cart holds them', () => {
    expect(cartDiffers(kept([porkBelly, tontoro]), [porkBelly, tontoro])).toBe(false);
    expect(cartDiffers(kept([porkBelly, tontoro]), [tontoro, porkBelly])).toBe(false);
  });

  test('only product and quantity count: a line re-added under another id, or synced since, is the same', () => {
    const again = { ...porkBelly, id: '3600000000000181', synced: true, productprice: 290 };
    expect(cartDiffers(kept([porkBelly]), [again])).toBe(false);
  });

  test('a line stepped down to 0 stays in the cart but is not ordered: no difference', () => {
    expect(cartDiffers(kept([porkBelly]), [porkBelly, { ...tontoro, productquantity: 0 }])).toBe(
      false,
    );
  });

  test.each([
    ['a quantity changed', [{ ...porkBelly, productquantity: 3 }, tontoro]],
    ['a line added', [porkBelly, tontoro, { ...porkBelly, id: 'local-9', productid: 9 }]],
    ['a line removed', [porkBelly]],
    ['a line stepped down to 0', [porkBelly, { ...tontoro, productquantity: 0 }]],
    ['another product at the same quantity', [porkBelly, { ...tontoro, productid: 5 }]],
    ['the cart emptied', []],
  ])('%s: differs', (_name, cart: CartEntry[]) => {
    expect(cartDiffers(kept([porkBelly, tontoro]), cart)).toBe(true);
  });

  test('lines are told apart, never run together: 25 of product 1 and 3 of product 4 are not 2 of product 1 and 3 of product 54', () => {
    const kept1x25 = { ...porkBelly, productquantity: 25 };
    const kept4x3 = { ...tontoro, productquantity: 3 };
    const cart1x2 = { ...porkBelly, productquantity: 2 };
    const cart54x3 = { ...tontoro, id: 'local-54', productid: 54, productquantity: 3 };
    expect(cartDiffers(kept([kept1x25, kept4x3]), [cart1x2, cart54x3])).toBe(true);
  });

  test('two lines swapping their quantities differ', () => {
    const a = { ...porkBelly, productquantity: 2 };
    const b = { ...tontoro, productquantity: 4 };
    expect(
      cartDiffers(kept([a, b]), [
        { ...a, productquantity: 4 },
        { ...b, productquantity: 2 },
      ]),
    ).toBe(true);
  });
});

describe('updateKeptOrder', () => {
  test('更新訂單: the kept order now sends the cart as it is, to its address with its choices, in storage at once; the same keeping', async () => {
    const { store, storages } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    const kept = keptOf(store);
    const cart = [{ ...porkBelly, productquantity: 3, productquantity_text: '3.00' }, tontoro];

    store.dispatch(updateKeptOrder(kept, cart));

    expect(keptOf(store)).toEqual({ ...kept, draft: draftOf(cart) });
    expect(stored(storages, 'kept')).toEqual({ '101': { ...kept, draft: draftOf(cart) } });
  });

  test('the draft is made from the kept choices: 不指定 keeps its remark, another time drops it; cash on delivery only when chosen', async () => {
    const { store } = await signedInAs('demo');
    const at01 = { ...choices, deliverytime: '01', ispayment: '1' };
    store.dispatch(keepOrder(draftOf([porkBelly]), at01));
    store.dispatch(updateKeptOrder(keptOf(store), [tontoro]));
    expect(keptOf(store).draft).toEqual({
      ...draftOf([tontoro]),
      deliverytime: '01',
      deliverytimeremark: '',
      ispayment: '1',
    });
  });

  test('lines stepped down to 0 are not sent', async () => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    store.dispatch(updateKeptOrder(keptOf(store), [porkBelly, { ...tontoro, productquantity: 0 }]));
    expect(keptOf(store).draft.orderdetails).toEqual([lineBody(porkBelly)]);
  });

  test.each([
    ['every line stepped down to 0', [{ ...porkBelly, productquantity: 0 }]],
    ['an empty cart', []],
  ])('%s: nothing to send, the kept order stays as it was', async (_name, cart: CartEntry[]) => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    const kept = keptOf(store);
    store.dispatch(updateKeptOrder(kept, cart));
    expect(keptOf(store)).toEqual(kept);
  });

  test('choices without a delivery time (no draft can be made): the kept order stays as it was', async () => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), { ...choices, deliverytime: '' }));
    const kept = keptOf(store);
    store.dispatch(updateKeptOrder(kept, [porkBelly, tontoro]));
    expect(keptOf(store)).toEqual(kept);
  });

  test('one kept since (another tab replaced it) is not changed', async () => {
    const { store } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    const seen = keptOf(store);
    store.dispatch(keepOrder(draftOf([tontoro]), choices));
    const newer = keptOf(store);
    store.dispatch(updateKeptOrder(seen, [porkBelly, tontoro]));
    expect(keptOf(store)).toEqual(newer);
  });
});

describe('chooseNewDate', () => {
  test('the kept order goes; the dialog opens on its choices with no date; in storage at once', async () => {
    const { store, storages } = await signedInAs('demo');
    store.dispatch(keepOrder(draftOf([porkBelly]), choices));
    store.dispatch(deliveryOptionClosed({ customerid: '101' }));
    expect(store.getState().order.drafts).toEqual({});

    store.dispatch(chooseNewDate(keptOf(store)));

    expect(store.getState().order.kept).toEqual({});
    expect(store.getState().order.drafts).toEqual({ '101': { ...choices, expecteddate: '' } });
    expect(store.getState().order.showDeliveryOption).toBe(true);
    expect(stored(storages, 'kept')).toEqual({});
    expect(stored(storages, 'drafts')).toEqual({ '101': { ...choices, expecteddate: '' } });
  });
});

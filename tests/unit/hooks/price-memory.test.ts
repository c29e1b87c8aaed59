import {
  MAX_PRICES_PER_SHOP,
  MAX_PRICE_MEMORY_CHARS,
  MAX_PRICE_SHOPS,
  changesOf,
  priceShopOf,
  readPriceMemory,
  rememberShownPrices,
} from '../../../src/features/price-changes/price-memory';
import { PRICE_MEMORY_KEY } from '../../../src/config/storage-keys';

const stored = () => JSON.parse(window.localStorage.getItem(PRICE_MEMORY_KEY) ?? 'null') as unknown;
const A = { account: 'Uline1', customerid: '101' };
const Y = '2026-11-20';
const T = '2026-11-21';

test('prices are remembered per shop AND account under sorting-app:priceMemory, the shop written last first', () => {
  rememberShownPrices(
    A,
    [
      { id: 7, productPrice: 305 },
      { id: '8', productPrice: 120.5 },
    ],
    Y,
  );
  rememberShownPrices({ account: 'Uline1', customerid: '302' }, [{ id: 7, productPrice: 290 }], Y);
  expect(stored()).toEqual({
    version: 1,
    shops: [
      { account: 'Uline1', customerid: '302', prices: { '7': [290, Y] } },
      { account: 'Uline1', customerid: '101', prices: { '7': [305, Y], '8': [120.5, Y] } },
    ],
  });
  expect(readPriceMemory(A).get('7')).toEqual({ current: { price: 305, day: Y } });
  // Another account with the same shop id, or another shop, reads nothing of it.
  expect(readPriceMemory({ account: 'Uother', customerid: '101' }).size).toBe(0);
  expect(readPriceMemory({ account: 'Uline1', customerid: '303' }).size).toBe(0);
  expect(changesOf({ account: 'Uother', customerid: '101' }, T)(7, 320)).toBeNull();
});

test('the next day keeps the earlier day’s price beside today’s, and the change is shown', () => {
  rememberShownPrices(A, [{ id: 7, productPrice: 305 }], Y);
  expect(changesOf(A, T)(7, 320)).toEqual({ direction: 'up', by: 15, was: 305, day: Y });
  rememberShownPrices(
    A,
    [
      { id: 7, productPrice: 320 },
      { id: 9, productPrice: null },
    ],
    T,
  );
  expect(stored()).toEqual({
    version: 1,
    shops: [{ account: 'Uline1', customerid: '101', prices: { '7': [320, T, 305, Y] } }],
  });
  expect(changesOf(A, T)(7, 320)).toEqual({ direction: 'up', by: 15, was: 305, day: Y });
  expect(changesOf(A, T)('7', 295)).toEqual({ direction: 'down', by: 10, was: 305, day: Y });
  expect(changesOf(A, T)(9, 10)).toBeNull();
});

test('at most MAX_PRICE_SHOPS shops: the one written longest ago goes', () => {
  for (let i = 0; i <= MAX_PRICE_SHOPS; i += 1)
    rememberShownPrices({ account: 'U', customerid: String(i) }, [{ id: 1, productPrice: 1 }], Y);
  expect(readPriceMemory({ account: 'U', customerid: '0' }).size).toBe(0);
  expect(readPriceMemory({ account: 'U', customerid: '1' }).size).toBe(1);
  expect(readPriceMemory({ account: 'U', customerid: String(MAX_PRICE_SHOPS) }).size).toBe(1);
});

test('at most MAX_PRICES_PER_SHOP products a shop: the ones shown longest ago go', () => {
  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: from + i, productPrice: 100 }));
  rememberShownPrices(A, many(0, 10), Y);
  rememberShownPrices(A, many(10, MAX_PRICES_PER_SHOP - 5), T);
  const memory = readPriceMemory(A);
  expect(memory.size).toBe(MAX_PRICES_PER_SHOP);
  // 5 of yesterday's 10 went; today's are all there.
  expect([...memory.values()].filter((e) => e.current.day === Y)).toHaveLength(5);
  expect(memory.has(String(10 + MAX_PRICES_PER_SHOP - 6))).toBe(true);
});

test.each([
  ['not JSON', '{'],
  ['another version', JSON.stringify({ version: 2, shops: [] })],
  ['no shops', JSON.stringify({ version: 1 })],
  [
    'over the size cap',
    JSON.stringify({ version: 1, shops: [], pad: 'x'.repeat(MAX_PRICE_MEMORY_CHARS) }),
  ],
])('a damaged value (%s) is ignored and replaced at the next write', (_why, raw) => {
  window.localStorage.setItem(PRICE_MEMORY_KEY, raw);
  expect(readPriceMemory(A).size).toBe(0);
  rememberShownPrices(A, [{ id: 7, productPrice: 305 }], Y);
  expect(readPriceMemory(A).get('7')).toEqual({ current: { price: 305, day: Y } });
});

test('a bad entry or shop is dropped, the rest kept', () => {
  window.localStorage.setItem(
    PRICE_MEMORY_KEY,
    JSON.stringify({
      version: 1,
      shops: [
        { account: 'Uline1', customerid: 101, prices: { '1': [1, Y] } },
        {
          account: 'Uline1',
          customerid: '101',
          prices: {
            '1': [305, Y],
            '2': [-1, Y],
            '3': [305, '11/20'],
            '4': [320, T, 305, Y],
            '5': [320, Y, 305, T],
            '6': 'x',
            '7': [305, Y, 1],
          },
        },
      ],
    }),
  );
  expect([...readPriceMemory(A).keys()]).toEqual(['1', '4']);
});

test('storage that refuses or is full only means nothing is remembered', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => rememberShownPrices(A, [{ id: 7, productPrice: 305 }], Y)).not.toThrow();
  setItem.mockRestore();
  expect(readPriceMemory(A).size).toBe(0);
});

test('priceShopOf: the customer id and the LINE user it is bound to', () => {
  expect(priceShopOf(null)).toBeNull();
  expect(priceShopOf({ id: 101, lineid: 'Uline1' } as Parameters<typeof priceShopOf>[0])).toEqual({
    account: 'Uline1',
    customerid: '101',
  });
});

import { env } from '../../../src/config/env';
import { businessDay } from '../../../src/domain/business-day';
import { DEMO_LINE_ID } from '../../../src/mocks/seed/customers';
import { seedProducts } from '../../../src/mocks/seed/catalogue';
import { DEMO_YESTERDAY_PRICES, seedDemoPriceMemory } from '../../../src/mocks/price-memory-seed';
import { PRICE_MEMORY_KEY } from '../../../src/config/storage-keys';
import { changesOf } from '../../../src/features/price-changes/price-memory';

const NOW = new Date('2026-11-22T02:00:00Z');
const TODAY = businessDay(NOW, env.businessTimezone);
const demoShop = { account: DEMO_LINE_ID, customerid: '101' };

test('the demo’s first open remembers yesterday’s prices of a few products, as the app reads them', () => {
  expect(PRICE_MEMORY_KEY).toBe('sorting-app:priceMemory');
  seedDemoPriceMemory(localStorage, NOW);
  const changeOf = changesOf(demoShop, TODAY);
  const price = (id: number) => seedProducts().find((p) => p.id === id)?.productPrice;
  expect(changeOf(1, price(1))).toEqual({ direction: 'up', by: 15, was: 270, day: '2026-11-21' });
  expect(changeOf(2, price(2))).toEqual({
    direction: 'down',
    by: 10,
    was: 275,
    day: '2026-11-21',
  });
  expect(changeOf(5, price(5))).toBeNull();
  const shown = Object.keys(DEMO_YESTERDAY_PRICES).filter(
    (id) => changeOf(id, price(Number(id))) !== null,
  );
  expect(shown).toEqual(['1', '2', '4', '18', '70']);
  // Another shop or account sees none of it.
  expect(changesOf({ account: DEMO_LINE_ID, customerid: '102' }, TODAY)(1, 285)).toBeNull();
});

test('a phone that remembers prices already keeps its own', () => {
  localStorage.setItem(PRICE_MEMORY_KEY, '{"version":1,"shops":[]}');
  seedDemoPriceMemory(localStorage, NOW);
  expect(localStorage.getItem(PRICE_MEMORY_KEY)).toBe('{"version":1,"shops":[]}');
});

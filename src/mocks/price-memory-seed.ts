/**
 * The demo's first open shows what changed in price (docs/price-changes.md): as if the demo shop's phone had
 * opened the app yesterday, it remembers yesterday's prices of a few products, some lower and some higher than the
 * catalogue's today. Written only when the phone remembers nothing yet (the app's own memory then takes over), in
 * the app's format (features/price-changes/price-memory.ts; tests/unit/mocks/price-memory-seed.test.ts checks the app
 * reads it). Mocks may not import the store, so the format is written out here.
 */
import { env } from '../config/env';
import { PRICE_MEMORY_KEY } from '../config/storage-keys';
import { businessDay } from '../domain/business-day';
import { DEMO_LINE_ID } from './seed/customers';

/** productid → yesterday's price; today's is the catalogue's (src/mocks/seed/catalogue.json). */
export const DEMO_YESTERDAY_PRICES: Readonly<Record<string, number>> = {
  // 豬五花肉片 $285 today: ↑ $15.
  '1': 270,
  // 梅花豬肉片 $265 today: ↓ $10 (in the shop's 常用清單).
  '2': 275,
  // 松阪豬 $300 today: ↑ $10.
  '4': 290,
  // 豬絞肉 $180 today: the same, nothing shown.
  '5': 180,
  // 雞胸肉 $1,680 today: ↓ $40 (in the 常用清單).
  '18': 1720,
  // 杏鮑菇 $120 today: ↑ $10 (in the 常用清單).
  '70': 110,
};

/** The business day before `now`'s, 'YYYY-MM-DD'. */
function yesterdayOf(now: Date): string {
  const date = new Date(`${businessDay(now, env.businessTimezone)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export function seedDemoPriceMemory(storage: Storage, now: Date): void {
  if (storage.getItem(PRICE_MEMORY_KEY) !== null) return;
  const day = yesterdayOf(now);
  const prices = Object.fromEntries(
    Object.entries(DEMO_YESTERDAY_PRICES).map(([id, price]) => [id, [price, day]]),
  );
  storage.setItem(
    PRICE_MEMORY_KEY,
    JSON.stringify({ version: 1, shops: [{ account: DEMO_LINE_ID, customerid: '101', prices }] }),
  );
}

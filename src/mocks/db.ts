/**
 * The demo backend's in-memory database. One instance lives while the page (or the test file) lives, so an order
 * placed shows up in the history and a confirmed line stays '99'. Tests call resetDb() to start from the seed.
 */
import type { Db } from './model';
import { idText } from './order-rules';
import { seedCategories, seedProducts } from './seed/catalogue';
import { seedAccounts, seedCustomers } from './seed/customers';
import { seedDeliveryMethods, seedDictionaries } from './seed/dictionaries';
import { seedOrders } from './seed/orders';

export type { Db } from './model';

export const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface DbOptions {
  /** The seed's "now": order dates are relative to it. */
  now?: Date;
  accessTokenLifetimeSeconds?: number;
}

/** A new id, unique within this db (carts, orders and lines share one sequence). */
export function nextId(db: Db): string {
  db.sequence += 1;
  return idText(db.sequence);
}

export function createDb(options: DbOptions = {}): Db {
  const now = options.now ?? new Date();
  const db: Db = {
    accessTokenLifetimeSeconds:
      options.accessTokenLifetimeSeconds ?? DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
    refreshTokenLifetimeSeconds: REFRESH_TOKEN_LIFETIME_SECONDS,
    accounts: seedAccounts(),
    customers: seedCustomers(now),
    categories: seedCategories(),
    products: seedProducts(),
    cartLines: [],
    orders: [],
    dictionaries: seedDictionaries(),
    deliveryMethods: seedDeliveryMethods(),
    refreshTokens: new Map(),
    logs: [],
    sequence: 0,
  };
  db.orders = seedOrders({
    now,
    customers: db.customers,
    products: db.products,
    deliveryMethods: db.deliveryMethods,
    nextId: () => nextId(db),
  });
  return db;
}

let current: Db = createDb();

/** The live database the handlers read and write. */
export const getDb = (): Db => current;

/** Starts over from the seed (each test does); returns the new db so a test can tune it. */
export function resetDb(options: DbOptions = {}): Db {
  current = createDb(options);
  return current;
}

/** The db as text, so the browser demo can keep it across a reload of the tab (browser.ts). */
export function snapshotDb(): string {
  return JSON.stringify({ ...current, refreshTokens: [...current.refreshTokens.entries()] });
}

/** Restores a snapshot; false (and the seed stays) when the text is not one. */
export function restoreDb(text: string | null): boolean {
  if (!text) return false;
  try {
    const parsed = JSON.parse(text) as Db & { refreshTokens: [string, unknown][] };
    if (
      !Array.isArray(parsed.products) ||
      !Array.isArray(parsed.orders) ||
      !Array.isArray(parsed.refreshTokens)
    ) {
      return false;
    }
    current = { ...parsed, refreshTokens: new Map(parsed.refreshTokens) } as Db;
    return true;
  } catch {
    return false;
  }
}

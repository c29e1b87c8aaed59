/**
 * The prices the app last showed a shop, remembered on the phone (docs/price-changes.md): localStorage
 * `sorting-app:priceMemory`, `{ version: 1, shops: [{ account, customerid, prices: { productid: [price, day] |
 * [price, day, earlierPrice, earlierDay] } }] }`, the shop written last first. A shop is a customer id AND the LINE
 * user its session is bound to (the account): another shop or account never reads it. At most MAX_PRICE_SHOPS
 * shops, MAX_PRICES_PER_SHOP products a shop (the ones shown longest ago go first) and MAX_PRICE_MEMORY_CHARS.
 * Written only from the server's answers (home's product lists, the guide's catalogue), never from the stored
 * catalogue snapshot. Kept when the session ends, as the cart and the guide's pars are. A damaged, oversized or
 * other-version value is ignored (and replaced at the next write); storage that is full or refused only means no
 * change is shown. Not part of the start-up, nor needed before any screen shows: home, the cart drawer and the guide
 * load it (with the badge) once they have shown, so none of them waits for it.
 */
import type { Customer, Id } from '../../api/types';
import { PriceChangeBadge, PriceChangeCount } from './price-change-badge';
import { env } from '../../config/env';
import { PRICE_MEMORY_KEY } from '../../config/storage-keys';
import { businessDay } from '../../domain/business-day';
import { isRecord } from '../../domain/is-record';
import { readStoredShops, writeStoredShops, type ShopMemory } from '../../store/shop-memory';
import {
  isPrice,
  keepRecent,
  priceChange,
  rememberPrice,
  type PriceChange,
  type PriceMemoryEntry,
} from '../../domain/price-change';

/** A chain buyer orders for a few shops; the one written longest ago goes first. */
export const MAX_PRICE_SHOPS = 5;
/** A distributor's whole catalogue, as the guide reads it, with room to spare. */
export const MAX_PRICES_PER_SHOP = 2000;
/** About 45 characters a product: 2,000 products of 4 shops. Small next to the catalogue snapshot (1.5 million). */
export const MAX_PRICE_MEMORY_CHARS = 400_000;

/** Whose memory: the shop (customer id) and the LINE user its session is bound to. */
export interface PriceShop {
  account: string;
  customerid: string;
}

/** The change to show beside a product's price today, or null. */
export type ChangeOf = (productid: Id, price: number | null | undefined) => PriceChange | null;

type Stored = [number, string] | [number, string, number, string];
interface ShopPrices extends PriceShop {
  prices: Record<string, Stored>;
}

export const priceShopOf = (customer: Customer | null | undefined): PriceShop | null =>
  customer ? { account: customer.lineid ?? '', customerid: String(customer.id) } : null;

const sameShop = (a: PriceShop, b: PriceShop): boolean =>
  a.account === b.account && a.customerid === b.customerid;

/** Today's business day, as the cutoff clock and the delivery date read it (VITE_BUSINESS_TIMEZONE). */
export const businessToday = (): string => businessDay(new Date(), env.businessTimezone);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => typeof v === 'string' && DAY.test(v);

function entryOf(v: unknown): PriceMemoryEntry | null {
  if (!Array.isArray(v)) return null;
  const [price, day, earlierPrice, earlierDay] = v as unknown[];
  if (!isPrice(price) || !isDay(day)) return null;
  if (v.length === 4 && isPrice(earlierPrice) && isDay(earlierDay) && earlierDay < day)
    return { current: { price, day }, previous: { price: earlierPrice, day: earlierDay } };
  return v.length === 2 ? { current: { price, day } } : null;
}

const storedOf = ({ current, previous }: PriceMemoryEntry): Stored =>
  previous === undefined
    ? [current.price, current.day]
    : [current.price, current.day, previous.price, previous.day];

const MEMORY: ShopMemory = {
  key: PRICE_MEMORY_KEY,
  version: 1,
  maxShops: MAX_PRICE_SHOPS,
  maxChars: MAX_PRICE_MEMORY_CHARS,
};

const readShops = (): ShopPrices[] =>
  readStoredShops(MEMORY).flatMap((shop) =>
    isRecord(shop) &&
    typeof shop.account === 'string' &&
    typeof shop.customerid === 'string' &&
    isRecord(shop.prices)
      ? [
          {
            account: shop.account,
            customerid: shop.customerid,
            prices: shop.prices as ShopPrices['prices'],
          },
        ]
      : [],
  );

/** The shop's memory, productid → entry; empty when there is none (or storage is unreadable). A bad entry is skipped. */
export function readPriceMemory(shop: PriceShop): Map<string, PriceMemoryEntry> {
  const found = readShops().find((s) => sameShop(s, shop));
  const memory = new Map<string, PriceMemoryEntry>();
  for (const [id, stored] of Object.entries(found?.prices ?? {})) {
    const entry = entryOf(stored);
    if (entry !== null) memory.set(id, entry);
  }
  return memory;
}

/** The changes of the shop's products on `today`, read from its memory once. */
export function changesOf(shop: PriceShop, today: string): ChangeOf {
  const memory = readPriceMemory(shop);
  return (productid, price) => priceChange(memory.get(String(productid)), price, today);
}

/**
 * Remembers the prices the server gave for the products shown to the shop on `today`; the shop becomes the one
 * written last. Products without a price (時價) are not remembered.
 */
export function rememberShownPrices(
  shop: PriceShop,
  products: ReadonlyArray<{ id: Id; productPrice?: number | null }>,
  today: string,
): void {
  const shops = readShops();
  const memory = readPriceMemory(shop);
  const shown: Array<readonly [string, PriceMemoryEntry]> = [];
  const seen = new Set<string>();
  for (const product of products) {
    const id = String(product.id);
    if (seen.has(id)) continue;
    const entry = rememberPrice(memory.get(id), product.productPrice, today);
    if (entry === undefined) continue;
    seen.add(id);
    shown.push([id, entry]);
  }
  if (shown.length === 0) return;
  const others = [...memory].filter(([id]) => !seen.has(id));
  const kept = keepRecent([...shown, ...others], MAX_PRICES_PER_SHOP);
  const prices = Object.fromEntries(kept.map(([id, entry]) => [id, storedOf(entry)]));
  writeStoredShops(MEMORY, [
    { account: shop.account, customerid: shop.customerid, prices },
    ...shops.filter((s) => !sameShop(s, shop)),
  ]);
}

const noChange: ChangeOf = () => null;

/**
 * The changes the signed-in shop's products show today (none without a shop). Reads storage: call it once per
 * screen (useMemo on the shop's account and id), not once per row.
 */
export function changesForShop(account: string | null, customerid: string | null): ChangeOf {
  return customerid === null
    ? noChange
    : changesOf({ account: account ?? '', customerid }, businessToday());
}

export interface PriceChanges {
  /** The change to show beside a product's price today, or null. */
  changeOf: ChangeOf;
  /** What shows one, and the cart's count of them. */
  Badge: typeof PriceChangeBadge;
  Count: typeof PriceChangeCount;
}

/** The customer's (its shop and the LINE user it is bound to) changes today, read once, and their badge. */
export const priceChangesOf = (customer: Customer): PriceChanges => ({
  changeOf: changesForShop(customer.lineid ?? null, String(customer.id)),
  Badge: PriceChangeBadge,
  Count: PriceChangeCount,
});

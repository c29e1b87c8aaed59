/**
 * The bench's demo data: a catalogue of 1,000 products made from the seed by repetition (distinct ids, codes and
 * names), and a cart of 100 lines for the demo shop (101), both in the demo backend's db and, for the cart, in the
 * persisted store the app rehydrates from.
 */
import type { Page } from '@playwright/test';
import { getResponse } from 'msw';
import type { Product } from '../../src/api/types';
import { getDb } from '../../src/mocks/db';
import { handlers } from '../../src/mocks/handlers';
import type { CartEntry } from '../../src/store/cart/cart-slice';
import { cartLineFromProduct } from '../../src/features/cart/cart-line';
import { persistedValue } from '../support/memory-storage';

export const PRODUCT_COUNT = 1000;
export const CART_LINES = 100;
export const DEMO_SHOP = 101;

/** `count` products repeating `base`: copy n of product P gets id 100000 + n and a code and name that say which. */
export function repeatProducts(base: readonly Product[], count: number): Product[] {
  return Array.from({ length: count }, (_, n) => {
    const source = base[n % base.length] as Product;
    const round = Math.floor(n / base.length) + 1;
    return {
      ...source,
      id: 100000 + n,
      productcode: `${source.productcode}-${round}`,
      productname: round === 1 ? source.productname : `${source.productname} ${round}`,
    };
  });
}

/** Puts 1,000 products in the demo db; every product list the app asks for is answered with 1,000 of them. */
export async function answerProductsWithThousand(
  page: Page,
  /** Awaited before each answer is sent (the default: at once). */
  beforeAnswer: () => Promise<unknown> = () => Promise.resolve(),
): Promise<void> {
  const db = getDb();
  db.products = repeatProducts(db.products, PRODUCT_COUNT);
  await page.route('**/api/product/list', async (route) => {
    const req = route.request();
    const response = await getResponse(
      handlers,
      new Request(req.url(), {
        method: 'POST',
        headers: await req.allHeaders(),
        body: req.postData() ?? undefined,
      }),
    );
    const envelope = (await response?.json()) as { code: number; result: unknown } | undefined;
    if (response === undefined || envelope === undefined) {
      await route.fulfill({ status: 404, body: 'no demo handler' });
      return;
    }
    // A chosen category holds fewer: repeat its own products (their categoryid stays right) up to 1,000.
    if (envelope.code === 200 && Array.isArray(envelope.result) && envelope.result.length > 0) {
      envelope.result = repeatProducts(envelope.result as Product[], PRODUCT_COUNT);
    }
    await beforeAnswer();
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: JSON.stringify(envelope),
    });
  });
}

/** 100 synced lines of the demo shop: in the server's cart and in the persisted store, the same. */
export function cartOfHundred(): CartEntry[] {
  const db = getDb();
  const products = repeatProducts(db.products, CART_LINES);
  // The server must know these products (a quantity change is checked against the catalogue).
  db.products.push(...products.filter((p) => !db.products.some((q) => q.id === p.id)));
  const lines = products.map((product, n): CartEntry => ({
    ...cartLineFromProduct(product, product.ordermultiple ?? 1, String(DEMO_SHOP)),
    id: `36${String(90000 + n).padStart(14, '0')}`,
    synced: true,
  }));
  db.cartLines = lines.map(({ synced: _synced, ...line }) => ({ ...line, customerid: DEMO_SHOP }));
  return lines;
}

/** The persisted cart (redux-persist's shape), written before the app loads. */
export async function seedStoredCart(page: Page, lines: CartEntry[]): Promise<void> {
  const value = persistedValue({ linesByCustomer: { [String(DEMO_SHOP)]: lines } });
  await page.addInitScript((stored) => {
    localStorage.setItem('sorting-app:ShoppingCart', stored);
  }, value);
}

export const GUIDE_ORDERS = 200;
export const GUIDE_LINES = 30;

/**
 * Every order list the app asks for is answered with 200 orders of 30 lines each: the shop's history as the order
 * guide reads it at its largest. Lines cycle through the catalogue (with repeats, as a real shop's do), dates go
 * back a day per order, quantities vary.
 */
export async function answerOrdersWithHistory(page: Page): Promise<void> {
  const products = getDb().products;
  const items = Array.from({ length: GUIDE_ORDERS }, (_, o) => {
    const date = new Date(Date.UTC(2026, 10, 24) - o * 86_400_000).toISOString().slice(0, 10);
    return {
      id: 900000 + o,
      orderno: `SO${date.replaceAll('-', '')}-0001`,
      orderdate: `${date}T09:30:00+08:00`,
      orderstatus: '40',
      orderdetails: Array.from({ length: GUIDE_LINES }, (_, l) => {
        const product = products[(o * 7 + l) % products.length] as Product;
        return {
          id: 900000 * 100 + o * GUIDE_LINES + l,
          orderid: 900000 + o,
          productid: product.id,
          productname: product.productname,
          productquantity: ((o + l) % 4) + 1,
          orderstatus: '99',
        };
      }),
    };
  });
  const body = JSON.stringify({ code: 200, result: { items, total: items.length } });
  await page.route('**/api/order/list?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
}

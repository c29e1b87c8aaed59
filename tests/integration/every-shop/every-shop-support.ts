/** Shared steps of 各店訂購's tests: the chain account's three shops, their carts, the review, the send. */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Product } from '../../../src/api/types';
import { sameId } from '../../../src/domain/id';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import type { AppStore } from '../../../src/store/root-state';
import { lineAdded, type CartEntry } from '../../../src/store/cart/cart-slice';
import { porkBelly, tontoro } from '../../support/cart-fixtures';

/** The chain's shops as the screen names them: the column's short name, the review's full name, the first address. */
export const SHOPS = {
  '301': { short: '信義店', name: '海港鍋物 信義店', address: '台北市信義區松高路19號4樓' },
  '302': { short: '板橋店', name: '海港鍋物 板橋店', address: '新北市板橋區縣民大道二段7號' },
  '303': {
    short: '台中公益店',
    name: '海港鍋物 台中公益店',
    address: '台中市南屯區公益路二段51號',
  },
} as const;

export type ShopId = keyof typeof SHOPS;

/** The demo cart's two lines (豬五花肉片 2.50 KG, 松阪豬 4 包) as a chain shop's. */
export const linesOf = (customerid: ShopId): CartEntry[] =>
  [porkBelly, tontoro].map((line) => ({ ...line, id: `${line.id}-${customerid}`, customerid }));

/** Puts lines in shops' carts as the screen is open (as an add elsewhere, still to be sent, would). */
export function fillCarts(store: AppStore, shops: readonly ShopId[]): void {
  act(() => {
    for (const shop of shops) for (const line of linesOf(shop)) store.dispatch(lineAdded(line));
  });
}

/** 302's product list at its own prices: $20 above the others' on every product. */
export function banqiaoPricesHigher(): void {
  server.use(
    http.post('*/api/product/list', async ({ request }) => {
      const body = (await request.clone().json()) as { customerid?: string };
      if (!sameId(body.customerid ?? null, '302')) return undefined;
      const products: Product[] = getDb().products.map((p) => ({
        ...p,
        productPrice: typeof p.productPrice === 'number' ? p.productPrice + 20 : p.productPrice,
      }));
      return HttpResponse.json({ code: 200, type: 'success', message: '', result: products });
    }),
  );
}

export async function openEveryShop() {
  expect(await screen.findByRole('heading', { level: 1, name: '各店訂購' })).toBeInTheDocument();
  // Every column's prices are in (or its failure shown) once no column says it is loading.
  await screen.findByRole('searchbox', { name: '搜尋商品加入各店' });
}

/** The review's card of a shop. */
export const card = (shop: ShopId) => screen.getByRole('region', { name: SHOPS[shop].name });

export async function toReview(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '檢查並送出' }));
  expect(await screen.findByRole('heading', { name: '確認各店訂單' })).toBeInTheDocument();
}

/** A shop's status line on the review, once its send has ended. */
export const statusOf = (shop: ShopId) => within(card(shop)).getByRole('status');

/** The backend's orders of a shop. */
export const ordersOf = (shop: ShopId) =>
  getDb().orders.filter((o) => sameId(o.customerid, shop) && o.listtype === 'O');

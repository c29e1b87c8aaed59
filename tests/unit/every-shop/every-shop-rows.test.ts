import type { Product } from '../../../src/api/types';
import {
  buildEveryShopRows,
  shortShopNames,
} from '../../../src/features/every-shop/every-shop-rows';
import type { GuideEntry } from '../../../src/features/guide';
import type { CartEntry } from '../../../src/store/cart/cart-slice';

const product = (id: number, name: string, price: number): Product => ({
  id,
  productname: name,
  productcode: `P${String(id)}`,
  salesunitcode: 'KG',
  ordermultiple: 0.5,
  productPrice: price,
  categoryid: 11,
});

const entry = (id: number, name: string): GuideEntry => ({
  productid: id,
  productname: name,
  orderCount: 2,
  lastOrderDate: '2026-11-20',
  recentQuantities: [1],
});

const line = (id: number, name: string, customerid: string, quantity: number): CartEntry => ({
  id: `local-${String(id)}-${customerid}`,
  productid: id,
  productcode: `P${String(id)}`,
  productname: name,
  productprice: 100,
  productquantity: quantity,
  productquantity_text: quantity.toFixed(2),
  ordermultiple: 2,
  unitcode: '包',
  unitweight: 1,
  qty: 0,
  salesunitcode: '包',
  customerid,
  synced: true,
});

test("rows: each shop's guide in the account's order, then the carts' products, then the search's, each product once; each cell the shop's own product and line", () => {
  const rows = buildEveryShopRows({
    shops: ['301', '302'],
    guides: {
      '301': [entry(1, '小卷'), entry(2, '蛋餃')],
      '302': [entry(2, '蛋餃'), entry(3, '沙公')],
    },
    products: {
      '301': [product(1, '小卷', 200), product(2, '蛋餃', 90), product(3, '沙公', 500)],
      // 302's list answered without 小卷 (no longer sold to 302) and with its own prices.
      '302': [product(2, '蛋餃', 95), product(3, '沙公', 520)],
    },
    carts: { '301': [], '302': [line(9, '舊品', '302', 4), line(2, '蛋餃', '302', 1)] },
    added: [product(3, '沙公', 500), product(7, '高麗菜', 60)],
  });
  expect(rows.map((r) => r.name)).toEqual(['小卷', '蛋餃', '沙公', '舊品', '高麗菜']);
  const [squid, dumpling, , old] = rows;
  expect(squid?.cells['302']?.product).toBeNull();
  expect(squid?.cells['301']?.product?.productPrice).toBe(200);
  expect(dumpling?.cells['302']?.product?.productPrice).toBe(95);
  expect(dumpling?.cells['302']?.line?.productquantity).toBe(1);
  expect(dumpling?.cells['301']?.line).toBeUndefined();
  // A product no list has any more keeps the cart line's multiple and unit.
  expect([old?.ordermultiple, old?.salesunitcode]).toEqual([2, '包']);
});

test('rows: a shop whose list has not answered has cells without a product (undefined), not 已停售', () => {
  const [row] = buildEveryShopRows({
    shops: ['301', '302'],
    guides: { '301': [entry(1, '小卷')], '302': undefined },
    products: { '301': [product(1, '小卷', 200)], '302': undefined },
    carts: {},
    added: [],
  });
  expect(row?.cells['302']?.product).toBeUndefined();
});

test('short names drop what every name shares, up to a space; otherwise the whole names', () => {
  expect(shortShopNames(['海港鍋物 信義店', '海港鍋物 板橋店', '海港鍋物 台中公益店'])).toEqual([
    '信義店',
    '板橋店',
    '台中公益店',
  ]);
  expect(shortShopNames(['海港鍋物信義店', '海港鍋物板橋店'])).toEqual([
    '海港鍋物信義店',
    '海港鍋物板橋店',
  ]);
  expect(shortShopNames(['阿明 小吃', '阿明 小吃'])).toEqual(['小吃', '小吃']);
  expect(shortShopNames(['甲 店', '甲 '])).toEqual(['甲 店', '甲 ']);
  expect(shortShopNames(['單店'])).toEqual(['單店']);
});

import type { Category, Product } from '../../../src/api/types';
import { NO_IMAGE_SRC, productImageSrc } from '../../../src/domain/product-image-src';
import {
  initialSelection,
  requestedCategories,
  restoredSelection,
  shownSelection,
  subSelectionSummary,
} from '../../../src/domain/category-selection';
import { summariseLastPurchase } from '../../../src/features/catalogue/last-purchase-summary';
import { orderMultipleOf } from '../../../src/features/catalogue/order-multiple';
import { groupProducts, searchProducts } from '../../../src/domain/product-grouping';

const categories: Category[] = [
  { id: '9', name: '飲料', parentid: null },
  { id: 1, name: '肉品', parentid: null },
  { id: 11, name: '豬肉', parentid: 1 },
  { id: '91', name: '茶', parentid: '9' },
  { id: 12, name: '牛肉', parentid: 1 },
];

const product = (
  id: number,
  name: string,
  code: string,
  categoryid: Product['categoryid'],
): Product => ({
  id,
  productname: name,
  productcode: code,
  salesunitcode: 'KG',
  categoryid,
});

test('on entry: the first top-level category (in list order) with all its sub-categories, ids as received', () => {
  expect(initialSelection(categories)).toEqual({ topId: '9', subIds: ['91'] });
  expect(initialSelection([])).toBeNull();
});

test('requested categories: the sub ids; a top without subs sends itself; an emptied choice sends nothing', () => {
  expect(requestedCategories(categories, { topId: 1, subIds: [12] })).toEqual([12]);
  expect(
    requestedCategories([{ id: 5, name: '其他', parentid: null }], { topId: 5, subIds: [] }),
  ).toEqual([5]);
  expect(requestedCategories(categories, { topId: 1, subIds: [] })).toBeNull();
});

test("a choice from the last visit keeps what today's tree still has of it, or nothing", () => {
  const kept = { topId: 1, subIds: [11, 12] };
  expect(restoredSelection(categories, kept)).toBe(kept);
  // Ids as received: '12' and 12 are the same sub-category.
  expect(restoredSelection(categories, { topId: '1', subIds: [11, '13', '12'] })).toEqual({
    topId: '1',
    subIds: [11, '12'],
  });
  expect(restoredSelection(categories, { topId: 1, subIds: [13] })).toBeNull();
  expect(restoredSelection(categories, { topId: 7, subIds: [11] })).toBeNull();
  // A sub-category is not a top-level one, even when it still exists.
  expect(restoredSelection(categories, { topId: 11, subIds: [] })).toBeNull();
  // None ticked on purpose stays so.
  expect(restoredSelection(categories, { topId: 1, subIds: [] })).toEqual({ topId: 1, subIds: [] });
});

test("the choice home shows: the kept choice as far as today's tree has it, else the default", () => {
  const kept = { topId: 1, subIds: [11, 12] };
  expect(shownSelection(categories, kept)).toBe(kept);
  expect(shownSelection(categories, { topId: 1, subIds: [11, 13] })).toEqual({
    topId: 1,
    subIds: [11],
  });
  // Nothing kept, or nothing of it left today: home's default.
  expect(shownSelection(categories, null)).toEqual({ topId: '9', subIds: ['91'] });
  expect(shownSelection(categories, { topId: 7, subIds: [11] })).toEqual({
    topId: '9',
    subIds: ['91'],
  });
  expect(shownSelection([], null)).toBeNull();
});

test("the sub-category selector's text: the first ticked name, +N for the others, empty for none", () => {
  const subs = categories.filter((c) => c.parentid === 1);
  const more = (count: number) => `+${String(count)}`;
  expect(subSelectionSummary(subs, ['11', '12'], more)).toBe('豬肉 +1');
  expect(subSelectionSummary(subs, ['12'], more)).toBe('牛肉');
  expect(subSelectionSummary(subs, [], more)).toBe('');
  // Not a sub-category of this top: no name, as the selector shows an unknown value.
  expect(subSelectionSummary(subs, ['91'], more)).toBe('');
});

test('products are grouped in the requested order; an unexpected category gets its own group last', () => {
  const groups = groupProducts(
    [product(1, '牛腱', 'B1', 12), product(2, '五花', 'P1', '11'), product(3, '烏龍', 'T1', 91)],
    [11, 12],
    categories,
  );
  expect(groups.map((g) => [g.title, g.products.map((p) => p.id)])).toEqual([
    ['豬肉', [2]],
    ['牛肉', [1]],
    ['茶', [3]],
  ]);
});

test('search matches any substring of name or code, case- and width-insensitive', () => {
  const list = [product(1, '豬五花肉片', 'PK001', 11), product(2, '牛五花火鍋片', 'BF003', 12)];
  expect(searchProducts(list, '五花').map((p) => p.id)).toEqual([1, 2]);
  expect(searchProducts(list, ' bf0 ').map((p) => p.id)).toEqual([2]);
  expect(searchProducts(list, 'ｐｋ').map((p) => p.id)).toEqual([1]);
  expect(searchProducts(list, '羊')).toEqual([]);
  expect(searchProducts(list, '  ')).toHaveLength(2);
});

test('order multiple: missing → 1, ≤ 0 → null (no add)', () => {
  expect(orderMultipleOf({ ordermultiple: null })).toBe(1);
  expect(orderMultipleOf({})).toBe(1);
  expect(orderMultipleOf({ ordermultiple: 0.5 })).toBe(0.5);
  expect(orderMultipleOf({ ordermultiple: 0 })).toBeNull();
  expect(orderMultipleOf({ ordermultiple: -2 })).toBeNull();
});

test('image address: the product image path on the image host; no file → noImage.png', () => {
  expect(productImageSrc('P0001.webp')).toBe('/productImage/P0001.webp');
  expect(productImageSrc('a b.png')).toBe('/productImage/a%20b.png');
  expect(productImageSrc(null)).toBe(NO_IMAGE_SRC);
  expect(productImageSrc('  ')).toBe('/noImage.png');
});

test('last purchase: three thumbnails, +N beyond them, item count and the one weight rule', () => {
  const line = (id: number, unitcode: string, q: number, w: number, m: number) => ({
    id,
    orderid: 1,
    productname: `p${String(id)}`,
    productid: id,
    productquantity: q,
    unitcode,
    unitweight: w,
    orderstatus: '00',
    product: { ordermultiple: m },
  });
  const summary = summariseLastPurchase({
    orderno: 'SO1',
    orderdate: '2026-11-22',
    orderstatus: '00',
    orderdetails: [
      line(1, 'KG', 1.5, 0.5, 0.5),
      line(2, '箱(10KG)', 2, 10, 1),
      line(3, '包', 20, 2, 10),
      line(4, '盒', 3, 0.6, 1),
      line(5, 'KG', 0.25, 1, 1),
    ],
  });
  expect(summary.thumbnails.map((l) => l.id)).toEqual([1, 2, 3]);
  expect(summary.moreCount).toBe(2);
  expect(summary.itemCount).toBe(5);
  // 1.5 + 20 + 4 + 1.8 + 0.25
  expect(summary.weightKg).toBe(27.55);
});

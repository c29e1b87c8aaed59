import fc from 'fast-check';
import type { CartLine } from '../../../src/api/types';
import { lineBody } from '../../../src/features/cart/cart-line';
import { mergeCartLines } from '../../../src/features/cart/cart-merge';
import type { CartEntry } from '../../../src/store/cart/cart-slice';

const line = (productid: number, id: string, quantity: number): CartLine => ({
  id,
  productid,
  productcode: `P${String(productid)}`,
  productname: `商品${String(productid)}`,
  productquantity: quantity,
  productquantity_text: quantity.toFixed(2),
  ordermultiple: 1,
  unitcode: 'KG',
  qty: 0,
  salesunitcode: 'KG',
  customerid: 101,
});
const entry = (productid: number, id: string, quantity: number, synced: boolean): CartEntry => ({
  ...line(productid, id, quantity),
  synced,
});

test('server lines are the truth for synced lines; unsynced local changes win and take the server id', () => {
  const server = [{ ...line(1, '900', 2), id: 900 as unknown as string }, line(2, '901', 1)];
  const local = [
    entry(1, '900', 5, false), // changed here, not sent yet
    entry(2, '901', 9, true), // synced earlier, the server has a newer quantity
    entry(3, '800', 1, true), // synced, gone on the server (ordered or deleted elsewhere)
    entry(4, 'local-a', 3, false), // never sent
    entry(5, '777', 2, false), // changed here, but the server lost the line
  ];
  const merged = mergeCartLines(server, local, '101');
  expect(merged.map((l) => [l.productid, l.id, l.productquantity, l.synced])).toEqual([
    [1, '900', 5, false],
    [2, '901', 1, true],
    [4, 'local-a', 3, false],
    [5, 'local-777', 2, false],
  ]);
});

test('an empty server cart keeps every unsynced line and drops the synced ones', () => {
  const merged = mergeCartLines([], [entry(1, '1', 1, true), entry(2, 'local-b', 2, false)], '101');
  expect(merged.map((l) => l.id)).toEqual(['local-b']);
});

test('the body sent to the server carries the cart line fields only: no client flags, nothing else', () => {
  const withExtras = {
    ...entry(1, '9', 1, false),
    deleteFailed: true,
    sendFailed: true,
    sendError: '商品不存在',
    createdAt: '2026-11-20',
  };
  // A price and a weight the line never had are sent as null, as the backend expects them present.
  expect(lineBody(withExtras)).toStrictEqual({
    ...line(1, '9', 1),
    productprice: null,
    unitweight: null,
  });
});

const productId = fc.integer({ min: 1, max: 8 });
const serverArb = fc.array(
  fc.record({ productid: productId, id: fc.integer({ min: 100, max: 999 }), q: fc.nat(50) }),
  { maxLength: 10 },
);
const localArb = fc
  .uniqueArray(
    fc.record({
      productid: productId,
      local: fc.boolean(),
      synced: fc.boolean(),
      q: fc.nat(50),
    }),
    { selector: (l) => l.productid, maxLength: 8 },
  )
  .map((lines) =>
    lines.map((l, i) =>
      entry(l.productid, l.local ? `local-${String(i)}` : String(500 + i), l.q, l.synced),
    ),
  );

test('property: the merged cart never loses an unsynced line and never holds a product twice', () => {
  fc.assert(
    fc.property(serverArb, localArb, (serverRaw, local) => {
      const server = serverRaw.map((s) => line(s.productid, String(s.id), s.q));
      const merged = mergeCartLines(server, local, '101');
      const products = merged.map((l) => String(l.productid));
      expect(new Set(products).size).toBe(products.length);
      for (const unsynced of local.filter((l) => !l.synced)) {
        const kept = merged.find((m) => m.productid === unsynced.productid);
        expect(kept?.productquantity).toBe(unsynced.productquantity);
        expect(kept?.synced).toBe(false);
      }
      // Every server product is there, and every synced line matches the server's first line of its product.
      for (const s of server) expect(products).toContain(String(s.productid));
      for (const m of merged.filter((l) => l.synced)) {
        const first = server.find((s) => s.productid === m.productid);
        expect(m.id).toBe(first?.id);
        expect(m.productquantity).toBe(first?.productquantity);
      }
    }),
  );
});

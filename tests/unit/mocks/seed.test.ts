// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '../../../src/mocks/db';

const db = createDb();
const publicDir = join(__dirname, '../../../public');

/** The unified business number checksum, written here independently of the app's (domain/tax-id.ts). */
function taxIdPasses(id: string): boolean {
  if (!/^\d{8}$/.test(id)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const digits = Array.from({ length: 8 }, (_, i) => Number(id.charAt(i)));
  const total = digits.reduce((sum, digit, i) => {
    const product = digit * (weights[i] ?? 0);
    return sum + Math.floor(product / 10) + (product % 10);
  }, 0);
  return total % 5 === 0 || (id[6] === '7' && (total + 1) % 5 === 0);
}

/** A WebP file's pixel size from its header (lossy VP8, lossless VP8L, or extended VP8X with alpha); null if not WebP. */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const format = file.toString('latin1', 12, 16);
  if (format === 'VP8X')
    return { width: 1 + file.readUIntLE(24, 3), height: 1 + file.readUIntLE(27, 3) };
  if (format === 'VP8 ')
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (format === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

test('the checksum helper agrees with known numbers', () => {
  expect(taxIdPasses('04595257')).toBe(true);
  expect(taxIdPasses('22099131')).toBe(true);
  expect(taxIdPasses('12345678')).toBe(false);
});

test('the catalogue is big enough: ≥80 products, ≥3 top-level and ≥8 sub-categories', () => {
  const top = db.categories.filter((c) => c.parentid === null);
  const sub = db.categories.filter((c) => c.parentid !== null);
  expect(db.products.length).toBeGreaterThanOrEqual(80);
  expect(top.length).toBeGreaterThanOrEqual(3);
  expect(sub.length).toBeGreaterThanOrEqual(8);
  expect(sub.every((c) => top.some((t) => t.id === c.parentid))).toBe(true);
  expect(db.products.every((p) => sub.some((c) => c.id === p.categoryid))).toBe(true);
  expect(new Set(db.products.map((p) => p.productcode)).size).toBe(db.products.length);
});

test('products mix units, multiples, prices and piece counts', () => {
  const units = new Set(db.products.map((p) => p.salesunitcode));
  expect(units).toContain('KG');
  expect([...units].some((u) => /^.+\(\d+KG\)$/.test(u))).toBe(true);
  expect(units).toContain('盒');
  expect(units).toContain('隻');
  expect(db.products.map((p) => p.ordermultiple)).toEqual(
    expect.arrayContaining([0.5, 1, 2, 5, 10]),
  );
  expect(
    db.products.filter((p) => p.salesunitcode !== 'KG').every((p) => (p.weight ?? 0) > 0),
  ).toBe(true);
  expect(db.products.some((p) => p.productPrice === null)).toBe(true);
  expect(db.products.filter((p) => p.showqty === true).map((p) => p.productname)).toEqual(
    expect.arrayContaining(['仿土雞全雞', '石斑魚']),
  );
});

test('product images exist, except the few without one and the one left missing on purpose', () => {
  const withImage = db.products.filter((p) => p.imagefile);
  const present = withImage.filter((p) =>
    existsSync(join(publicDir, 'productImage', p.imagefile ?? '')),
  );
  expect(db.products.length - withImage.length).toBeGreaterThanOrEqual(2);
  expect(withImage.length - present.length).toBe(1);
  const png = readFileSync(join(publicDir, 'noImage.png'));
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
});

// WebP, not SVG: Chromium renders each SVG image as a document on the main thread (scripts/generate-product-images.mjs).
test('product images and the header title are WebP, sharp on a phone (2x a card, 3x the header)', () => {
  const files = db.products
    .map((p) => join(publicDir, 'productImage', p.imagefile ?? ''))
    .filter((path) => path.endsWith('.webp') && existsSync(path));
  expect(files.length).toBeGreaterThan(80);
  for (const path of files)
    expect(webpSize(readFileSync(path)), path).toEqual({ width: 160, height: 160 });
  expect(webpSize(readFileSync(join(publicDir, 'images/title.webp')))).toEqual({
    width: 480,
    height: 96,
  });
});

test('the demo accounts demo, newshop and chain, and believable shops with valid tax ids', () => {
  const shops = (account: string) => db.customers.filter((c) => c.sysaccount === account);
  expect(shops('demo').map((c) => c.lineid)).toEqual(['Udemo00000000000000000000000001']);
  expect(shops('newshop').map((c) => c.lineid)).toEqual(['']);
  expect(shops('chain').map((c) => c.lineid)).toEqual(
    Array(3).fill('Udemo00000000000000000000000003'),
  );
  for (const customer of db.customers) {
    expect(taxIdPasses(customer.taxid ?? ''), customer.name).toBe(true);
    expect(customer.addresses?.length).toBeGreaterThanOrEqual(2);
    expect(customer.addresses?.every((a) => a.phone && a.contactperson && a.cellphone)).toBe(true);
    expect(customer.customerSale?.length).toBeGreaterThanOrEqual(1);
    expect(customer.ispayment).toBe('2');
    expect(db.deliveryMethods.map((m) => m.code)).toContain(customer.deliverytype);
  }
  expect(db.customers.find((c) => c.id === 101)?.messages?.length).toBeGreaterThanOrEqual(2);
});

test('every shop has orders in every status, lines to confirm, shipped lines with a delivery number, and returns', () => {
  for (const customer of db.customers) {
    const mine = db.orders.filter((o) => o.customerid === customer.id);
    const orders = mine.filter((o) => o.listtype === 'O');
    expect(new Set(orders.map((o) => o.orderstatus))).toEqual(
      new Set(['00', '10', '20', '30', '40']),
    );
    expect(mine.some((o) => o.listtype === 'R')).toBe(true);
    const lines = orders.flatMap((o) => o.orderdetails);
    expect(lines.filter((l) => l.orderstatus === '90').length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.orderstatus === '99')).toBe(true);
    expect(lines.filter((l) => l.orderstatus === '05').every((l) => l.deliveryno)).toBe(true);
    expect(lines.some((l) => l.orderstatus === '05')).toBe(true);
  }
});

test('seeded amounts follow the rule: round(Σ price × quantity)', () => {
  for (const order of db.orders) {
    const sum = order.orderdetails.reduce(
      (s, l) => s + (l.productprice ?? 0) * l.productquantity,
      0,
    );
    expect(order.orderamount).toBe(Math.round(sum));
  }
});

test('dates are relative to the seed time and order numbers are unique', () => {
  const now = new Date('2030-01-15T03:00:00Z');
  const later = createDb({ now });
  const newest = Math.max(...later.orders.map((o) => Date.parse(o.orderdate)));
  expect(now.getTime() - newest).toBeLessThan(24 * 3600 * 1000);
  expect(later.orders.some((o) => o.orderno.startsWith('SO20300115-'))).toBe(true);
  expect(new Set(later.orders.map((o) => o.orderno)).size).toBe(later.orders.length);
});

test("進貨對帳 in a month's first days: every shop's month has delivered orders, a line shipped short and a return with an amount", () => {
  // 3 December, 15:50 in Taipei: the plain plans put only three orders of the month in, one of them delivered.
  const early = createDb({ now: new Date('2026-12-03T07:50:00Z') });
  for (const customer of early.customers) {
    const month = early.orders.filter(
      (o) => o.customerid === customer.id && o.orderdate.startsWith('2026-12'),
    );
    const delivered = month.filter(
      (o) => o.listtype === 'O' && ['20', '30', '40'].includes(o.orderstatus),
    );
    expect(delivered.length).toBeGreaterThanOrEqual(3);
    const lines = delivered.flatMap((o) => o.orderdetails);
    expect(
      lines.some(
        (l) => l.deliveryqtyText !== undefined && Number(l.deliveryqtyText) < l.productquantity,
      ),
    ).toBe(true);
    const returns = month.filter((o) => o.listtype === 'R');
    expect(returns.some((o) => (o.deliveryamount ?? 0) > 0)).toBe(true);
  }
});

test('the dictionaries label every order and line status', () => {
  const statuses = db.dictionaries
    .find((d) => d.code === 'orderStatus')
    ?.children.map((c) => c.code);
  expect(statuses).toEqual(
    expect.arrayContaining(['00', '10', '20', '30', '40', '05', '90', '99']),
  );
});

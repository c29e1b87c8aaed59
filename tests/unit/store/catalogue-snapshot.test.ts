import { CATALOGUE_SNAPSHOT_KEY, HOME_SHELL_KEY } from '../../../src/config/storage-keys';
import {
  MAX_SNAPSHOT_CHARS,
  MAX_SNAPSHOT_SHOPS,
  clearCatalogueSnapshots,
  readCatalogueSnapshot,
  type CatalogueSnapshot,
  type KeptSnapshots,
} from '../../../src/store/catalogue/catalogue-snapshot';
import { saveCatalogueSnapshot } from '../../../src/features/catalogue/catalogue-snapshot-save';

/** What one store knows storage holds (makeStore's extra argument): a fresh one per test, as a fresh store. */
let kept: KeptSnapshots;
beforeEach(() => {
  kept = new Map();
});

function snapshotOf(customerid: string, products = 1, nameLength = 4): CatalogueSnapshot {
  return {
    customerid,
    savedAt: 1_795_000_000_000,
    categories: [{ id: 1, name: '肉品', parentid: null }],
    chosen: { topId: 1, subIds: [11] },
    productCategories: [11],
    products: Array.from({ length: products }, (_, i) => ({
      id: i + 1,
      productname: '豬'.repeat(nameLength),
      productcode: `PK${String(i)}`,
      imagefile: null,
      salesunitcode: 'KG',
      ordermultiple: 1,
      weight: 1,
      specification: '',
      productPrice: 100,
      showqty: false,
      categoryid: 11,
    })),
    lastOrder: null,
  };
}

const storedShops = () =>
  (
    JSON.parse(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY) ?? 'null') as {
      shops: { customerid: string }[];
    } | null
  )?.shops.map((s) => s.customerid);

test('a saved snapshot reads back for its own shop only', () => {
  saveCatalogueSnapshot(snapshotOf('101'), kept);
  expect(readCatalogueSnapshot('101', kept)).toEqual(snapshotOf('101'));
  expect(readCatalogueSnapshot('201', kept)).toBeNull();
});

test(`at most ${String(MAX_SNAPSHOT_SHOPS)} shops are kept, the newest first`, () => {
  for (const id of ['201', '202', '203', '204']) saveCatalogueSnapshot(snapshotOf(id), kept);
  expect(storedShops()).toEqual(['204', '203', '202']);
  saveCatalogueSnapshot(snapshotOf('202'), kept);
  expect(storedShops()).toEqual(['202', '204', '203']);
});

test('the size cap drops the oldest shops first, and a snapshot too large alone is not kept', () => {
  // About a third of the cap each: three do not fit together.
  const third = Math.floor(MAX_SNAPSHOT_CHARS / 3);
  saveCatalogueSnapshot(snapshotOf('201', 1, third), kept);
  saveCatalogueSnapshot(snapshotOf('202', 1, third), kept);
  saveCatalogueSnapshot(snapshotOf('203', 1, third), kept);
  expect(storedShops()).toEqual(['203', '202']);
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)?.length).toBeLessThanOrEqual(
    MAX_SNAPSHOT_CHARS,
  );

  saveCatalogueSnapshot(snapshotOf('202', 1, MAX_SNAPSHOT_CHARS), kept);
  expect(storedShops()).toEqual(['203']);
});

test('full storage: nothing is kept, not even an older snapshot of the shop', () => {
  saveCatalogueSnapshot(snapshotOf('101'), kept);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => saveCatalogueSnapshot(snapshotOf('101', 2), kept)).not.toThrow();
  expect(readCatalogueSnapshot('101', kept)).toBeNull();
});

test('refused storage: reading and saving do nothing and never throw', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => saveCatalogueSnapshot(snapshotOf('101'), kept)).not.toThrow();
  expect(readCatalogueSnapshot('101', kept)).toBeNull();
});

test.each([
  ['a shop without products', { customerid: '101', savedAt: 1 }],
  ['a product without an id', { ...snapshotOf('101'), products: [{ productname: 'x' }] }],
  ['a last order without its number', { ...snapshotOf('101'), lastOrder: { id: 1 } }],
  ['a choice without sub-categories', { ...snapshotOf('101'), chosen: { topId: 1 } }],
])('a stored value with %s is dropped', (_what, shop) => {
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify({ version: 1, shops: [shop] }));
  expect(readCatalogueSnapshot('101', kept)).toBeNull();
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).toBeNull();
});

test("clearing removes every shop, and home's painted copy with them", () => {
  saveCatalogueSnapshot(snapshotOf('201'), kept);
  saveCatalogueSnapshot(snapshotOf('202'), kept);
  localStorage.setItem(HOME_SHELL_KEY, '{"version":1,"customerid":"202","html":"","css":""}');
  clearCatalogueSnapshots(kept);
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).toBeNull();
  expect(localStorage.getItem(HOME_SHELL_KEY)).toBeNull();
});

test('a view storage already holds is not written again: only its time would change', () => {
  const shown = snapshotOf('101', 3);
  saveCatalogueSnapshot(shown, kept);
  const setItem = vi.spyOn(Storage.prototype, 'setItem');

  saveCatalogueSnapshot({ ...shown, savedAt: shown.savedAt + 60_000 }, kept);
  expect(setItem).not.toHaveBeenCalled();

  // What the next open read back is what storage holds too.
  const read = readCatalogueSnapshot('101', kept);
  if (read === null) throw new Error('no snapshot read back');
  saveCatalogueSnapshot({ ...read, savedAt: read.savedAt + 60_000 }, kept);
  expect(setItem).not.toHaveBeenCalled();

  // Another choice, or another answer (new objects), is written.
  saveCatalogueSnapshot(
    { ...read, chosen: { topId: 1, subIds: [12] }, productCategories: [12] },
    kept,
  );
  expect(setItem).toHaveBeenCalledTimes(1);
  saveCatalogueSnapshot({ ...read, products: [...read.products] }, kept);
  expect(setItem).toHaveBeenCalledTimes(2);
});

test('once storage was cleared, the same view is written again', () => {
  const shown = snapshotOf('101');
  saveCatalogueSnapshot(shown, kept);
  clearCatalogueSnapshots(kept);
  saveCatalogueSnapshot(shown, kept);
  expect(readCatalogueSnapshot('101', kept)).toEqual(shown);
});

test('a stored value over the size cap is dropped unread', () => {
  const oversized = snapshotOf('101', 1, MAX_SNAPSHOT_CHARS);
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify({ version: 1, shops: [oversized] }));
  const parse = vi.spyOn(JSON, 'parse');
  expect(readCatalogueSnapshot('101', kept)).toBeNull();
  expect(parse).not.toHaveBeenCalled();
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).toBeNull();
});

test('what is written is the stored shape, each shop once, within the cap', () => {
  const stringify = vi.spyOn(JSON, 'stringify');
  const third = Math.floor(MAX_SNAPSHOT_CHARS / 3);
  saveCatalogueSnapshot(snapshotOf('201', 1, third), kept);
  saveCatalogueSnapshot(snapshotOf('202', 1, third), kept);
  stringify.mockClear();
  const newest = snapshotOf('203', 1, third);
  saveCatalogueSnapshot(newest, kept);
  // The new shop and the two stored ones, once each (the oldest then falls to the cap), and no text of them all.
  const large = stringify.mock.results.filter(
    (result) => typeof result.value === 'string' && result.value.length > third,
  );
  expect(large).toHaveLength(3);
  const raw = localStorage.getItem(CATALOGUE_SNAPSHOT_KEY) ?? '';
  expect(raw.length).toBeLessThanOrEqual(MAX_SNAPSHOT_CHARS);
  expect(JSON.parse(raw)).toEqual({ version: 1, shops: [newest, snapshotOf('202', 1, third)] });
});

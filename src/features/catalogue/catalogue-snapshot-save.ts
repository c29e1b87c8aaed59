/**
 * Writing the catalogue snapshot (catalogue-snapshot.ts): loaded by home when it has something to keep, a moment
 * after it settled, so the first screen does not carry this code.
 */
import { CATALOGUE_SNAPSHOT_KEY } from '../../config/storage-keys';
import {
  CATALOGUE_SNAPSHOT_VERSION,
  MAX_SNAPSHOT_CHARS,
  MAX_SNAPSHOT_SHOPS,
  forget,
  keptOf,
  readAll,
  storage,
  type CatalogueSnapshot,
  type KeptSnapshots,
} from '../../store/catalogue/catalogue-snapshot';
import type { AppThunk } from '../../store/thunk';

/** Storage already holds this view: the same objects it was read into or written from, the same choice. */
function isKept(snapshot: CatalogueSnapshot, kept: KeptSnapshots): boolean {
  const was = kept.get(snapshot.customerid);
  if (was === undefined) return false;
  const now = keptOf(snapshot);
  return (
    was.categories === now.categories &&
    was.products === now.products &&
    was.lastOrder === now.lastOrder &&
    was.choice === now.choice
  );
}

/** The stored value, `{ version, shops }` (newest first), around the shops' texts, as JSON.stringify writes it. */
const storedText = (shops: string[]) =>
  `{"version":${String(CATALOGUE_SNAPSHOT_VERSION)},"shops":[${shops.join(',')}]}`;

/**
 * Keeps what the shop sees now, newest first, within the shop count and size caps (the oldest shops go first; a
 * snapshot too large on its own is not kept, and neither is that shop's older one). Nothing is written when storage
 * already holds this view (only the time would change). Each shop is serialised once: the caps are checked on
 * lengths.
 */
export function saveCatalogueSnapshot(snapshot: CatalogueSnapshot, kept: KeptSnapshots): void {
  if (isKept(snapshot, kept)) return;
  const own = JSON.stringify(snapshot);
  const others = readAll(kept).filter((shop) => shop.customerid !== snapshot.customerid);
  const shops = (storedText([own]).length <= MAX_SNAPSHOT_CHARS ? [snapshot, ...others] : others)
    .slice(0, MAX_SNAPSHOT_SHOPS)
    .map((shop) => ({ shop, text: shop === snapshot ? own : JSON.stringify(shop) }));
  // The wrapper, each shop's text and the commas between them.
  let length = storedText([]).length + shops.reduce((sum, { text }) => sum + text.length + 1, -1);
  while (shops.length > 0 && length > MAX_SNAPSHOT_CHARS) {
    length -= (shops.pop()?.text.length ?? 0) + 1;
  }
  try {
    if (shops.length === 0) {
      forget(kept);
      return;
    }
    storage()?.setItem(CATALOGUE_SNAPSHOT_KEY, storedText(shops.map(({ text }) => text)));
    kept.clear();
    for (const { shop } of shops) kept.set(shop.customerid, keptOf(shop));
  } catch {
    // Full or refused: the app works without a snapshot, and an older one must not stand in for this one.
    forget(kept);
  }
}

/** saveCatalogueSnapshot with the store's own record of what storage holds. */
export const rememberCatalogueSnapshot =
  (snapshot: CatalogueSnapshot): AppThunk<void> =>
  (_dispatch, _getState, { keptSnapshots }) => {
    saveCatalogueSnapshot(snapshot, keptSnapshots);
  };

/**
 * The catalogue as each shop last saw it on home: the category tree, the chosen categories, the product list on
 * show and the last order. Kept in localStorage so the next open shows it at once while the server is asked again
 * (src/start/home-data.ts); RTK Query stays the one holder of server data while the app runs, this is
 * only its copy between visits.
 *
 * Like the persisted slices it is versioned and read defensively: a value that is damaged, from another version or
 * too large is dropped, never crashed on. Storage that is full or refused only means no snapshot. It belongs to the
 * signed-in session: the store clears it when the session ends (logout, another LINE user, 401).
 */
import type { Category, Id, Order, Product } from '../../api/types';
import { CATALOGUE_SNAPSHOT_KEY, HOME_SHELL_KEY } from '../../config/storage-keys';
import type { CategorySelection } from './catalogue-slice';
import { isRecord } from '../../domain/is-record';

/** Bump when the stored shape changes: an older snapshot is then dropped (it is only a head start). */
export const CATALOGUE_SNAPSHOT_VERSION = 1;
/** A chain buyer switches between a few shops; more than this are not kept. */
export const MAX_SNAPSHOT_SHOPS = 3;
/** localStorage holds about 5 million characters and the cart must always fit: the snapshot takes at most this. */
export const MAX_SNAPSHOT_CHARS = 1_500_000;

export interface CatalogueSnapshot {
  customerid: string;
  /** When it was saved (ms since epoch). */
  savedAt: number;
  categories: Category[];
  chosen: CategorySelection | null;
  /** The `categories` product/list was asked for, and its answer. */
  productCategories: Id[];
  products: Product[];
  /** null: the shop has no order yet. */
  lastOrder: Order | null;
}

const isId = (v: unknown): v is Id => typeof v === 'string' || typeof v === 'number';
const isListOf = (v: unknown, item: (x: unknown) => boolean): boolean =>
  Array.isArray(v) && v.every(item);
const hasId = (v: unknown): boolean => isRecord(v) && isId(v.id);

function isSelection(v: unknown): v is CategorySelection {
  return isRecord(v) && isId(v.topId) && isListOf(v.subIds, isId);
}

/** Every field the screens rely on is there and of its type; anything else makes the snapshot unusable. */
function isSnapshot(v: unknown): v is CatalogueSnapshot {
  return (
    isRecord(v) &&
    typeof v.customerid === 'string' &&
    typeof v.savedAt === 'number' &&
    isListOf(v.categories, hasId) &&
    (v.chosen === null || isSelection(v.chosen)) &&
    isListOf(v.productCategories, isId) &&
    isListOf(v.products, hasId) &&
    (v.lastOrder === null || (isRecord(v.lastOrder) && typeof v.lastOrder.orderno === 'string'))
  );
}

export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What storage holds of one shop, by reference to the objects it was read into or written from. RTK Query hands
 * the same objects back while an answer is unchanged (structural sharing), so a view that did not change is
 * recognised without serialising it again (catalogue-snapshot-save.ts).
 */
export interface Kept {
  categories: Category[];
  products: Product[];
  lastOrder: Order | null;
  /** The small parts, as text. */
  choice: string;
}
/** Kept by shop id. Each store has its own (makeStore's extra argument), forgotten with the snapshots. */
export type KeptSnapshots = Map<string, Kept>;

/** What the snapshot's thunks keep between calls, per store: two stores (two tests) never share it. */
export interface CatalogueExtra {
  keptSnapshots: KeptSnapshots;
}

export const makeCatalogueExtra = (): CatalogueExtra => ({ keptSnapshots: new Map() });

export const keptOf = (snapshot: CatalogueSnapshot): Kept => ({
  categories: snapshot.categories,
  products: snapshot.products,
  lastOrder: snapshot.lastOrder,
  choice: JSON.stringify([snapshot.chosen, snapshot.productCategories]),
});
export function forget(kept: KeptSnapshots): void {
  kept.clear();
  try {
    storage()?.removeItem(CATALOGUE_SNAPSHOT_KEY);
    // Home's painted copy (stored-home/paint-stored-home.ts) shows the same shop's view: it goes with the snapshot.
    storage()?.removeItem(HOME_SHELL_KEY);
  } catch {
    // Refused storage holds nothing of ours either.
  }
}

/** Every usable shop's snapshot, newest first; a damaged, outdated or oversized value is removed. */
export function readAll(kept: KeptSnapshots): CatalogueSnapshot[] {
  let raw: string | null;
  try {
    raw = storage()?.getItem(CATALOGUE_SNAPSHOT_KEY) ?? null;
  } catch {
    return [];
  }
  if (raw === null) return [];
  // Over the cap (written by another version, or by hand): not even parsed.
  if (raw.length <= MAX_SNAPSHOT_CHARS) {
    try {
      const stored: unknown = JSON.parse(raw);
      if (
        isRecord(stored) &&
        stored.version === CATALOGUE_SNAPSHOT_VERSION &&
        isListOf(stored.shops, isSnapshot)
      ) {
        return stored.shops as CatalogueSnapshot[];
      }
    } catch {
      // Not JSON: dropped below.
    }
  }
  forget(kept);
  return [];
}

/** What the shop saw on its last visit, or null. */
export function readCatalogueSnapshot(
  customerid: string,
  kept: KeptSnapshots,
): CatalogueSnapshot | null {
  const snapshot = readAll(kept).find((shop) => shop.customerid === customerid) ?? null;
  if (snapshot !== null) kept.set(customerid, keptOf(snapshot));
  return snapshot;
}

/** The session ended: no snapshot may be shown to whoever signs in next. */
export const clearCatalogueSnapshots = forget;

/**
 * A memory kept on the phone per shop (the guide's pars, the prices last shown): one localStorage key holding
 * `{ version, shops: [...] }`, the shop written last first. Reading and writing are safe: a damaged, oversized or
 * other-version value reads as nothing (and is replaced at the next write); storage that is full or refused only
 * means nothing is remembered. What a shop entry holds is its owner's business.
 */
import { isRecord } from '../domain/is-record';

export interface ShopMemory {
  key: string;
  version: number;
  /** The ones written longest ago go first. */
  maxShops: number;
  maxChars: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored shops as found, each still to be checked by its owner; [] when there is nothing usable. */
export function readStoredShops({ key, version, maxChars }: ShopMemory): unknown[] {
  try {
    const raw = storage()?.getItem(key) ?? null;
    if (raw === null || raw.length > maxChars) return [];
    const stored: unknown = JSON.parse(raw);
    return isRecord(stored) && stored.version === version && Array.isArray(stored.shops)
      ? (stored.shops as unknown[])
      : [];
  } catch {
    return [];
  }
}

/**
 * Writes the shops, the one just written first: at most `maxShops`, and the last ones dropped until the value fits
 * `maxChars`. Nothing is written when even the first does not fit.
 */
export function writeStoredShops(
  { key, version, maxShops, maxChars }: ShopMemory,
  shops: readonly object[],
): void {
  const kept = shops.slice(0, maxShops);
  let text = JSON.stringify({ version, shops: kept });
  while (text.length > maxChars && kept.length > 1) {
    kept.pop();
    text = JSON.stringify({ version, shops: kept });
  }
  if (text.length > maxChars) return;
  try {
    storage()?.setItem(key, text);
  } catch {
    // Full or refused: the app works without the memory.
  }
}

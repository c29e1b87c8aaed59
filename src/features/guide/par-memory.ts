/**
 * The pars (安全量) a shop's cook typed in the guide's 盤點, remembered on the phone per shop: localStorage
 * `sorting-app:guidePar`, `{ version, shops: [{ customerid, pars: { productid: par } }] }`, the shop used last
 * first. Only the guide loads this. A shop's pars are read for that shop only; a damaged, oversized or
 * other-version value is ignored (and replaced at the next write); storage that is full or refused only means
 * nothing is remembered.
 */
import { GUIDE_PAR_KEY } from '../../config/storage-keys';
import { isRecord } from '../../domain/is-record';
import { QUANTITY_MAX } from '../../domain/quantity';
import { readStoredShops, writeStoredShops, type ShopMemory } from '../../store/shop-memory';

/** A chain buyer counts for a few shops; the ones used longest ago go first. */
export const MAX_PAR_SHOPS = 10;
/** A guide lists a shop's usual products: far fewer than this. */
export const MAX_PARS_PER_SHOP = 300;
/** Small next to the cart and the catalogue snapshot, which must always fit. */
export const MAX_PAR_CHARS = 100_000;

/** productid → par, in the product's sales unit. */
export type Pars = Record<string, number>;
interface ShopPars {
  customerid: string;
  pars: Pars;
}

const isPar = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= QUANTITY_MAX;

/** The usable pars of a stored shop: a bad entry is dropped, the rest kept. */
function parsOf(v: unknown): Pars {
  if (!isRecord(v)) return {};
  return Object.fromEntries(
    Object.entries(v).flatMap(([id, par]) => (isPar(par) ? [[id, par] as const] : [])),
  );
}

const MEMORY: ShopMemory = {
  key: GUIDE_PAR_KEY,
  version: 1,
  maxShops: MAX_PAR_SHOPS,
  maxChars: MAX_PAR_CHARS,
};

const readShops = (): ShopPars[] =>
  readStoredShops(MEMORY).flatMap((shop) =>
    isRecord(shop) && typeof shop.customerid === 'string'
      ? [{ customerid: shop.customerid, pars: parsOf(shop.pars) }]
      : [],
  );

/** The pars remembered for this shop; {} when none (or storage is unreadable). */
export function readPars(customerid: string): Pars {
  return readShops().find((shop) => shop.customerid === customerid)?.pars ?? {};
}

/**
 * Remembers one par for the shop, which becomes the shop used last. Over the cap the new par is kept and others
 * are cut (an object orders numeric keys by value, so there is no "oldest" to cut; a guide never gets near it).
 */
export function savePar(customerid: string, productid: string, par: number): void {
  if (!isPar(par)) return;
  const shops = readShops();
  const { [productid]: _previous, ...others } =
    shops.find((shop) => shop.customerid === customerid)?.pars ?? {};
  const pars: Pars = {
    ...Object.fromEntries(Object.entries(others).slice(0, MAX_PARS_PER_SHOP - 1)),
    [productid]: par,
  };
  writeStoredShops(MEMORY, [
    { customerid, pars },
    ...shops.filter((shop) => shop.customerid !== customerid),
  ]);
}

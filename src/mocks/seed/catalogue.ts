/**
 * The distributor's catalogue. The data lives in catalogue.json because scripts/generate-product-images.mjs (plain
 * Node, no TypeScript loader) draws one image per product from the same list; this module types it as the DTOs.
 */
import type { Category, Product } from '../../api/types';
import data from './catalogue.json' with { type: 'json' };

interface RawProduct {
  id: number;
  code: string;
  name: string;
  cat: number;
  unit: string;
  multiple: number;
  weight: number;
  price: number | null;
  spec: string;
  showqty?: boolean;
  noImage?: boolean;
}

/** File name of a product's generated image; P0001.webp for product 1. */
export const imageFileOf = (id: number): string => `P${String(id).padStart(4, '0')}.webp`;

export function seedCategories(): Category[] {
  return data.categories.map(({ id, name, parentid }) => ({ id, name, parentid }));
}

export function seedProducts(): Product[] {
  const raw: RawProduct[] = data.products;
  return raw.map((p) => ({
    id: p.id,
    productname: p.name,
    productcode: p.code,
    // One product points at a file the script deliberately skips, so the noImage.png fallback shows in the demo.
    imagefile: p.noImage === true ? null : imageFileOf(p.id),
    salesunitcode: p.unit,
    ordermultiple: p.multiple,
    weight: p.weight,
    specification: p.spec,
    productPrice: p.price,
    showqty: p.showqty === true,
    categoryid: p.cat,
  }));
}

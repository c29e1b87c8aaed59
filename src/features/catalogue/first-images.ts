/**
 * The first cards' images: home's largest paint. Plain code (no React), because start-up asks for them with the
 * product list's answer, before home's components have arrived.
 */
import { productImageSrc } from '../../components/product-image-src';
import type { ProductGroup } from './product-groups';

/** How many cards fit on a 390x844 screen under the header, search and category selectors. */
export const PRIORITY_IMAGES = 4;

/**
 * Starts downloading the first cards' images with the list's answer instead of a render later, when the cards that
 * show them are committed (the browser then finds them in its cache).
 */
export function requestFirstImages(groups: ProductGroup[]): void {
  const first = groups.flatMap((group) => group.products).slice(0, PRIORITY_IMAGES);
  for (const product of first) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = productImageSrc(product.imagefile);
  }
}

/**
 * The first cards' images: home's largest paint. Plain code (no React), because start-up asks for them with the
 * product list's answer, before home's components have arrived.
 */
import { productImageSrc } from '../domain/product-image-src';
import type { ListedProduct, ProductGroup } from '../domain/product-grouping';
import { FIRST_SCREEN_CARDS } from '../domain/first-screen-cards';

/** Whether React has put a screen in index.html's #root: the app is on screen and renders an answer at once. */
const appOnScreen = (): boolean => document.getElementById('root')?.hasChildNodes() === true;

/**
 * Starts downloading the first cards' images with the list's answer instead of a render later, when the cards that
 * show them are committed (the browser then finds them in its cache). Only while the app is not on screen yet (a
 * cold open: the list answers before React has arrived): once it is, the cards are painted in the next frame and
 * ask for their own images then, so asking early would only slow that frame: the list showed about 80 ms later on
 * a slow phone (4x CPU, the 1,000-product list).
 */
export function requestFirstImages(
  groups: readonly ProductGroup<ListedProduct & { imagefile?: string | null }>[],
): void {
  if (appOnScreen()) return;
  const first = groups.flatMap((group) => group.products).slice(0, FIRST_SCREEN_CARDS);
  for (const product of first) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = productImageSrc(product.imagefile);
  }
}

// Plain code (no React): start-up asks for the first cards' images before home's components have arrived.
import { env } from '../config/env';

/** Shown when a product has no image file or its file fails to load. */
export const NO_IMAGE_SRC = '/noImage.png';

/** `<VITE_IMAGE_BASE_URL>/productImage/{file}`, or the fallback for no file (docs/backend-contract.md). */
export function productImageSrc(file: string | null | undefined): string {
  const name = (file ?? '').trim();
  return name === ''
    ? NO_IMAGE_SRC
    : `${env.imageBaseUrl}/productImage/${encodeURIComponent(name)}`;
}

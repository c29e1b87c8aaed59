/**
 * How many cards fit on a 390x844 screen under the header, search and category selectors: their images are home's
 * largest paint, so the start-up asks for them first (start/first-images.ts) and the cards never load them lazily.
 */
export const PRIORITY_IMAGES = 4;

/** What changed in price since an earlier day, for the screens that show prices (home, the cart, the guide). */
export { PriceChangeBadge } from './price-change-badge';
export type { ChangeOf, PriceChanges } from './price-memory';
export { loadPriceMemory, usePriceChanges } from './use-price-changes';

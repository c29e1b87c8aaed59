/**
 * Home's parts that come after its first paint, or on the first tap that needs them: the buyer sees the products
 * before any of this, and most visits never use some of it (the shop picker, the add dialog). The one place home
 * loads code of its own later; each part says when it is asked for where it is used.
 */
export const loadAddToCartDialog = () => import('./add-to-cart-dialog');
export const loadAddedOverlay = () => import('./added-overlay');
export const loadCategorySelectors = () => import('./category-selectors');
export const loadGuideCount = () => import('./guide-count');
export const loadCustomerPicker = () => import('./customer-picker-dialog');
/** The cutoff line needs dayjs with its time-zone data. */
export const loadCutoffClockLine = () => import('../../components/cutoff-clock-line');
/** What keeps home for the next open: the catalogue snapshot's writer and the stored copy's. */
export const loadHomeKeepers = () =>
  Promise.all([import('./catalogue-snapshot-save'), import('./home-shell-save')]);

/**
 * Texts of a price's change since an earlier day (docs/price-changes.md). Their own namespace, registered by the
 * change's badge as it first shows (useScreenTexts): no first screen waits for them.
 */
export const priceChange = {
  up: '↑ {{by}}（{{day}} {{was}}）',
  down: '↓ {{by}}（{{day}} {{was}}）',
  upName: '比 {{day}} 貴 {{by}} 元',
  downName: '比 {{day}} 便宜 {{by}} 元',
  cartCount: '{{count}} 項價格有變動',
};

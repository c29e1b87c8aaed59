/**
 * The cart's parts that come on the first tap that needs them: the share picker inside the drawer, and the adds of
 * several products with their report (再買一次, the guide's add). The drawer itself comes with its button's first
 * tap (cart-button.tsx).
 */
export const loadShareCart = () => import('./share-cart');
export const loadAddProductsReport = () => import('./add-products-report');

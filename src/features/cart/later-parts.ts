/**
 * The cart's parts that come on the first tap that needs them: the drawer (most visits to home never open it), the
 * share picker inside it, and the adds of several products with their report (再買一次, the guide's add). The one
 * place the cart loads code of its own later.
 */
export const loadCartDrawer = () => import('./cart-drawer');
export const loadShareCart = () => import('./share-cart');
export const loadAddProductsReport = () => import('./add-products-report');

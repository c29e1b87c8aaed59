/** The cart as the other capabilities use it: its header button, its adds, a line's body, its talks with the server. */
export { CartButton } from './cart-button';
export { addProductToCart, addSharedCart, type AddOutcome } from './cart-adds';
export { selectAddingProduct, selectAddingShared, type SharedItem } from './cart-adds-model';
export { useAddProductsToCart } from './use-add-products-to-cart';
export { lineBody } from './cart-line';
export { startCartSync } from './cart-sync';
/** Each shop's own cart from one screen (各店訂購): a shop named, its server cart merged, its lines added or changed. */
export { addToCart } from './cart-add';
export { changeCartQuantity } from './cart-changes';
export { syncCart } from './cart-sync';

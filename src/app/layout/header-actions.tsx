import { CartButton } from '../../features/cart';

/**
 * The slot at the right of the signed-in header, before the bell: the cart button (the app layer may import
 * features; the shell's own files stay unchanged).
 */
export function HeaderActions() {
  return <CartButton />;
}

/**
 * The slot at the right of the signed-in header, before the bell. The cart issue puts the cart button here (the
 * app layer may import features; the shell's own files stay unchanged).
 */
export function HeaderActions() {
  return null;
}

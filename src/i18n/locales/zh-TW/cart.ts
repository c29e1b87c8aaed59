/** Texts of the cart screens (DECISIONS.md section 9 gives the fixed ones). */
export const cart = {
  title: '購物車',
};

/** Texts of the catalogue screens (DECISIONS.md section 9 gives the fixed ones). */
export const catalogue = {
  title: '商品總覽',
};

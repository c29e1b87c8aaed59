/** Texts of the checkout screens (DECISIONS.md section 9 gives the fixed ones). */
export const checkout = {
  title: '選擇收貨地址',
};

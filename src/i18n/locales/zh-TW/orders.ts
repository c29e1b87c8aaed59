/** Texts of the orders screens (DECISIONS.md section 9 gives the fixed ones). */
export const orders = {
  title: '我的訂單',
};

/** Texts of the orderDetail screens (DECISIONS.md section 9 gives the fixed ones). */
export const orderDetail = {
  title: '訂單明細狀態',
};

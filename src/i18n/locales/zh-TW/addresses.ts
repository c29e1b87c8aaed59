/** Texts of the addresses screens (DECISIONS.md section 9 gives the fixed ones). */
export const addresses = {
  title: '出貨資料',
};

/** Texts of the account screens (DECISIONS.md section 9 gives the fixed ones). */
export const account = {
  title: '帳號管理',
};

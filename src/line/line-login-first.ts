/**
 * What the buyer is told when LINE is not logged in and its login starts, in the interface's language (zh-TW):
 * written once, for the start-up (start/startup-sign-in.ts, which may tell it before i18next and any feature's texts
 * have arrived) and for the sign-in screens' texts (features/auth, `startup.lineLoginFirst`: /login's LINE button).
 */
export const LINE_LOGIN_FIRST = '請先登入 LINE';

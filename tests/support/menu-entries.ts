/** The signed-in menu's entries, in the order the spec gives them (the order guide after 商品總覽). */
export const MENU_ENTRIES = [
  '商品總覽',
  '常用清單',
  '我的訂單',
  '訂單明細狀態',
  '進貨對帳',
  '帳號管理',
  '出貨資料',
];

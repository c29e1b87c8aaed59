/**
 * Texts of /shared-cart, the screen that opens a cart sent with 傳給負責人 (the sending side's: cart-send.ts).
 * Registered by the screen, so no first screen carries them.
 */
export const sharedCart = {
  title: '來自 {{sender}} 的購物車',
  titleNoSender: '分享的購物車',
  shopLine: '店家：{{shop}}',
  todayPrices: '價格與品名以今日商品資料為準。',
  discontinued: '已停售',
  discontinuedNote: '已停售的商品不會加入購物車。',
  product: '商品 {{id}}',
  quantity: '數量 {{quantity}} {{unit}}',
  lineAmount: '小計 {{amount}}',
  total: '共 {{count}} 項，合計 {{amount}}',
  addToMine: '加入我的購物車',
  replace: '取代購物車',
  confirm: {
    title: '取代目前的購物車？',
    body: '您購物車中的 {{count}} 個品項會被移除，換成這份購物車的品項。',
    ok: '取代',
    cancel: '取消',
  },
  added: '已加入購物車：{{names}}',
  replaced: '購物車已換成這份購物車的品項',
  notAdded: '未加入：{{names}}',
  nothingToAdd: '這份購物車的商品都已停售，沒有可加入的品項',
  failed: '部分品項尚未同步，連線恢復後會自動送出',
  viewCart: '查看購物車',
  invalid: '連結無效或已損壞',
  otherAccount: '這份購物車屬於其他帳號的店家，無法在此開啟',
  otherShop: '這份購物車屬於「{{shop}}」，您目前在「{{current}}」。',
  switchShop: '切換到「{{shop}}」',
  toHome: '回到首頁',
};

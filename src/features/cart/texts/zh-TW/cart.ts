/**
 * Texts of the cart screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const cart = {
  title: '購物車',
  open: '購物車，{{count}} 項',
  close: '關閉購物車',
  loading: '購物車載入中…',
  empty: '購物車是空的，到商品總覽挑選商品吧。',
  pieces: '隻數',
  spec: '規格：{{spec}}',
  quantity: '{{name}} 數量',
  quantityWithUnit: '{{quantity}} {{unit}}',
  remove: '刪除 {{name}}',
  marketPrice: '時價',
  unsynced: '尚未同步，連線恢復後會自動送出',
  refused: '尚未同步，伺服器回覆：{{message}}',
  priceChanged: '價格已更新，原為 {{price}}',
  deleteFailed: '刪除失敗，請稍後再試',
  updateFailed: '數量已保留在這支手機，但尚未同步到伺服器，稍後會自動再送出。',
  summary: {
    items: '品項',
    weight: '總重',
  },
  amount: {
    order: '訂單金額',
    threshold: '免運門檻',
    gap: '還差',
    note: '實際金額以出貨金額為準',
  },
  footerTotal: '共 {{count}} 項，合計 {{amount}}',
  submit: '送出訂單',
  needOneLine: '最少要有一筆資料',
  stepper: {
    decrease: '減少 {{name}} 數量',
    increase: '增加 {{name}} 數量',
    invalid: '請輸入數字（可含小數點），已還原為原本的數量',
    tooLarge: '數量最多 99,999',
    invalidMultiple: '訂購倍數必須大於 0',
  },
  adds: {
    added: '已加入購物車：{{names}}',
    alreadyInCart: '已在購物車中，未重複加入：{{names}}',
    missing: '商品已停售，無法加入：{{names}}',
    notOrderable: '訂購倍數必須大於 0，無法加入：{{names}}',
    nothing: '此訂單沒有可加入的品項',
    separator: '、',
    joiner: '；',
    failedFromOrder: '再買一次失敗：{{reason}}',
    failedFromGuide: '加入購物車失敗：{{reason}}',
  },
};

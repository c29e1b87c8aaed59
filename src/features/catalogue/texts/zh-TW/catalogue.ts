/**
 * Texts of the catalogue screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const catalogue = {
  title: '商品總覽',
  categories: {
    top: '商品分類',
    sub: '細分類',
    more: '+{{count}}',
    none: '請至少選擇一個細分類',
  },
  search: {
    label: '搜尋商品名稱或編號',
    clear: '清除搜尋',
    results: '搜尋結果：{{count}} 項商品',
    noMatch: '找不到符合的商品',
  },
  product: {
    add: '加入購物車 {{name}}',
    code: '編號 {{code}}',
    count: '{{count}} 項商品',
  },
  addDialog: {
    title: '加入購物車',
    spec: '規格：{{spec}}',
    quantity: '數量',
    submit: '加入購物車',
    adding: '加入中…',
    cancel: '取消',
    added: '已加入購物車',
    addedUnsynced: '已加入購物車，但尚未同步到伺服器；連線恢復後會自動送出。',
    alreadyInCart: '已在購物車中',
    zeroQuantity: '數量必須大於 0',
    failed: '加入購物車失敗，請稍後再試',
    overlayHint: '點一下關閉',
    checkingPrice: '正在確認最新價格，請稍候…',
    priceUnknown: '無法取得最新價格，連線後才能加入購物車。',
    priceChanged: '價格已更新，原為 {{price}}',
  },
  stored: {
    refreshing: '正在更新商品與價格…',
    fromLastVisit: '顯示的是上次看到的商品，價格可能已變動。',
    partlyFromLastVisit: '商品價格已是最新，上次購買或分類可能仍是上次看到的內容。',
    retry: '重試',
  },
  lastPurchase: {
    title: '上次購買',
    more: '查看更多',
    rebuy: '再買一次',
    rebuying: '加入中…',
    none: '這個門市還沒有訂單，挑好商品就能下第一筆訂單。',
    items: '{{count}} 項商品',
    weight: '總重 {{weight}}',
    moreItems: '還有 {{count}} 項',
    orderDate: '訂單日期 {{date}}',
  },
  picker: {
    button: '目前門市：{{name}}，切換門市',
    current: '目前門市',
    title: '選擇門市',
    hint: '您的帳號有多個門市，請選擇要訂購的門市。商品、上次購買與購物車會跟著切換。',
    selected: '（目前）',
    everyShop: '一次替各店訂購',
    close: '關閉',
  },
  guideCard: {
    title: '常用清單',
    count: '{{count}} 項常訂商品',
    loading: '整理中…',
    empty: '下過訂單後，常訂的商品會列在這裡',
    unavailable: '暫時無法載入，點開可重試',
  },
};

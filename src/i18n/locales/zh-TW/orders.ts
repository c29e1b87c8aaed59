/**
 * Texts of the orders screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const orders = {
  title: '我的訂單',
  tabs: {
    label: '訂單類型',
    orders: '訂單紀錄',
    returns: '退貨紀錄',
  },
  total: '共 {{count}} 筆',
  loadMore: '載入更多',
  emptyOrders: '目前沒有資料',
  emptyReturns: '目前沒有退貨紀錄',
  returned: '已退貨',
  card: {
    orderno: '訂單編號',
    orderdate: '下單時間',
    customer: '客戶名稱',
    ordername: '訂單名稱',
    orderamount: '訂單金額',
    deliveryamount: '出貨金額',
    address: '送貨地址',
    expecteddate: '希望配送日期',
    remark: '備註',
    none: '無',
    lines: '訂購品項',
    noLines: '此訂單沒有品項',
  },
  timeline: {
    label: '訂單進度',
    // The step names equal the orderStatus labels the timeline matches (domain/order-status.ts); shown through i18n.
    steps: {
      未出貨: '未出貨',
      已成立: '已成立',
      已出貨: '已出貨',
      未付款: '未付款',
      已付款: '已付款',
    },
  },
  line: {
    deliveryway: '物流方式',
    deliveryno: '出貨單號',
    quantity: '數量',
    image: '{{name}} 商品圖片',
  },
  rebuy: {
    button: '再買一次',
    busy: '加入中…',
    added: '已加入購物車：{{names}}',
    alreadyInCart: '已在購物車中，未重複加入：{{names}}',
    missing: '商品已停售，無法加入：{{names}}',
    notOrderable: '訂購倍數必須大於 0，無法加入：{{names}}',
    nothing: '此訂單沒有可加入的品項',
    failed: '再買一次失敗：{{reason}}',
    separator: '、',
    joiner: '；',
  },
};

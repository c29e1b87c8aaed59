/**
 * Texts of /order's list (tabs, cards, timeline, lines). Registered by the screen when it opens
 * (use-screen-texts.ts): the first screens carry only the orders texts they show (the menu's 我的訂單, 再買一次).
 * The tests assert these texts as the buyer reads them: change a text and its tests together.
 */
export const orderList = {
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
};

/**
 * Texts of the orderDetail screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const orderDetail = {
  title: '訂單明細狀態',
  total: '共 {{count}} 筆',
  orderno: '訂單編號',
  ordered: '訂購',
  delivered: '出貨',
  status: '狀態',
  updated: '更新時間',
  deliveryno: '出貨單號',
  confirm: '確認',
  confirming: '確認中…',
  confirmLabel: '確認收到 {{name}}',
  confirmFailed: '確認失敗：{{reason}}',
  pagination: '明細分頁',
  pageItem: '第 {{page}} 頁',
  pageCurrent: '第 {{page}} 頁（目前）',
  pagePrevious: '上一頁',
  pageNext: '下一頁',
  pageFirst: '第一頁',
  pageLast: '最後一頁',
  pastEnd: '第 {{page}} 頁沒有資料（共 {{pages}} 頁）',
  firstPage: '回到第 1 頁',
};

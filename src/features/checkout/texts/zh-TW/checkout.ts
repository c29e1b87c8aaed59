/**
 * Texts of the checkout screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const checkout = {
  title: '選擇收貨地址',
  address: {
    label: '收貨地址',
    none: '這家店還沒有收貨地址，請先到出貨資料新增。',
    link: '出貨資料',
  },
  date: {
    label: '希望配送日期',
    earliestBeforeCutoff: '現在是 06:00 前，最早可選明天 {{date}} 配送。',
    earliestAfterCutoff: '06:00 以後下單，最早可選後天 {{date}} 配送（06:00 前下單才能隔天配送）。',
  },
  deliveryType: {
    label: '物流方式',
    failed: '物流方式載入失敗，請重試',
    missing: '請選擇物流方式',
  },
  deliveryTime: {
    label: '希望配送時間',
    '01': '13:00前',
    '02': '14:00-18:00',
    '04': '不指定',
  },
  remark: {
    label: '備註',
    counter: '{{count}}/{{max}}',
  },
  payment: {
    label: '貨到付款',
    yes: '是',
    no: '否',
  },
  close: '關閉',
  cancel: '取消',
  confirm: '確認',
  sending: '送出中…',
  problems: {
    address: '請選擇收貨地址',
    dateMissing: '請選擇希望配送日期',
    dateTooEarly: '5:00AM以後下單為隔日出貨',
    time: '請選擇希望配送時間',
    emptyCart: '最少要有一筆資料',
  },
  offline: {
    reason: '目前沒有網路連線',
    keep: '網路恢復後自動送出',
  },
  kept: {
    region: '等待送出的訂單',
    bar: '{{count}} 筆訂單等待網路，恢復後自動送出',
    view: '查看',
    cancel: '取消',
    sending: '網路已恢復，正在送出等待中的訂單…',
    checking: '正在確認等待中的訂單是否已送出…',
    unknown:
      '等待中的訂單可能沒有送出：系統還查不到它。確定沒有送出時，系統會自動再送一次；您也可以先到「我的訂單」確認。',
    pendingUnknown:
      '訂單可能沒有送出：系統查不到這筆訂單。請先到「我的訂單」確認，沒有再重新送出。',
    resend: '重新送出',
    myOrders: '查看我的訂單',
    unstored:
      '這支手機目前無法儲存資料（空間已滿或無痕模式），等待中的訂單不會自動送出，以免重新整理後重複下單。請按「立即送出」，並在看到結果前不要關閉這個畫面。',
    sendNow: '立即送出',
    timeLeft: '距離 {{cutoff}} 截止只剩 {{minutes}} 分鐘，請盡快連上網路，逾時將不會自動送出。',
    keptOverSignOut: '登出前保留的訂單仍在等待網路，恢復後會自動送出。',
    dateExpired: '等待中的訂單配送日期 {{date}} 已過截止時間，不會自動送出，請選擇新的配送日期。',
    chooseDate: '選擇新日期',
    cartChanged: '購物車已變更：要用目前的購物車更新等待中的訂單，還是取消它？',
    update: '更新訂單',
    cancelOrder: '取消訂單',
    sent: '訂單已送出（訂單編號 {{orderno}}）',
    viewSent: '查看訂單',
    refused: '等待中的訂單未送出：{{message}}',
    close: '關閉',
    details: {
      title: '等待網路的訂單',
      date: '希望配送日期',
      address: '收貨地址',
      items: '品項',
    },
  },
  unknown: {
    checking: '正在確認訂單是否已送出…',
    checkingHint: '連線中斷了，正在向系統查詢這筆訂單（最多約 30 秒），查到就會顯示已送出。',
    notFound:
      '系統仍查不到這筆訂單，它可能沒有送出。請先到「我的訂單」確認；想再查一次請按「確認」。',
    unreachable:
      '目前無法連線確認訂單是否已送出。連線恢復後請按「確認」再查一次，或到「我的訂單」查看。',
    unstored:
      '這支手機目前無法儲存資料（空間已滿或無痕模式）。在看到送出結果之前，請不要重新整理或關閉這個畫面，否則將無法確認訂單是否已送出。',
    busyElsewhere: '這家店的訂單正在另一個視窗送出，請等它完成後再試。',
    link: '我的訂單',
    resend: '仍要重新送出',
  },
  resendConfirm: {
    title: '重新送出訂單？',
    text: '先前送出的訂單可能已經成立，重新送出可能重複下單。請先到「我的訂單」確認沒有這筆訂單。',
    cancel: '先不要',
    confirm: '確定重新送出',
  },
  created: {
    pageTitle: '訂單已送出',
    title: '您的訂單已送出！',
    orderdate: '訂單日期',
    orderno: '訂單編號',
    itemCount: '品項',
    totalWeight: '總重',
    status: '目前狀態',
    viewOrders: '查看訂單明細',
    home: '回到首頁',
  },
  notice: {
    altText: '廠商 {{vendorName}} 已下單，請至訂單查詢頁面查看',
    heading: '新訂單通知',
    orderno: '訂單編號',
    orderdate: '訂單日期',
    itemCount: '品項數',
    amount: '訂單金額',
    viewOrder: '查看訂單',
    failed: 'LINE 通知傳送失敗（訂單已成立）：{{code}} {{message}}',
    updateLine: '請將 LINE 更新至 12.0.1 以上版本',
  },
};

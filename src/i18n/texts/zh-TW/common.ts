/**
 * Texts shared by every screen (errors by kind, empty states, 重試). The tests assert these texts as the buyer reads
 * them: change a text and its tests together.
 */
export const common = {
  appName: '鮮享訂購平台',
  siteName: '生鮮採購網',
  enterpriseLogin: '企業登入',
  notFound: '找不到頁面',
  backHome: '回到首頁',
  loading: '載入中…',
  retry: '重試',
  ok: '確定',
  cancel: '取消',
  confirm: '確認',
  close: '關閉',
  empty: '目前沒有資料',
  cutoff: {
    orderBy: '{{time}} 前下單，',
    earliest: '最快 {{date}}到貨',
    date: '{{month}}/{{day}}（{{weekday}}）',
    separator: ' · ',
    hoursLeft: '還有 {{hours}} 小時 {{minutes}} 分',
    minutesLeft: '還有 {{minutes}} 分',
    underAMinute: '還有不到 1 分',
    weekday0: '日',
    weekday1: '一',
    weekday2: '二',
    weekday3: '三',
    weekday4: '四',
    weekday5: '五',
    weekday6: '六',
  },
  price: {
    market: '時價',
    perUnit: '{{price}} / {{unit}}',
  },
  stepper: {
    decrease: '減少數量',
    increase: '增加數量',
    invalid: '請輸入數字（可含小數點），已還原為原本的數量',
    tooLarge: '數量最多 99,999',
    invalidMultiple: '訂購倍數必須大於 0',
  },
  errors: {
    network: '網路連線異常，請稍後再試',
    timeout: '連線逾時，請稍後再試',
    server: '系統忙碌中，請稍後再試',
  },
};

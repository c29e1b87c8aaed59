/** Texts shared by every screen (DECISIONS.md section 9). */
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
  errors: {
    network: '網路連線異常，請稍後再試',
    timeout: '連線逾時，請稍後再試',
    server: '系統忙碌中，請稍後再試',
  },
};

/**
 * The app shell: menu, header, notifications, footer, breadcrumb, not-found, the route error and the start-up
 * configuration problem. The tests assert these texts as the buyer reads them: change a text and its tests together.
 */
export const shell = {
  menu: {
    home: '商品總覽',
    guide: '常用清單',
    everyShop: '各店訂購',
    orders: '我的訂單',
    orderDetail: '訂單明細狀態',
    statement: '進貨對帳',
    account: '帳號管理',
    address: '出貨資料',
    logout: '登出',
    loggingOut: '登出中…',
  },
  nav: {
    open: '開啟選單',
    close: '關閉選單',
    main: '主選單',
    header: '頁面導覽',
    signedInAs: '目前門市',
  },
  header: {
    toHome: '回到商品總覽',
  },
  notifications: {
    button: '通知',
    buttonWithCount: '通知，{{count}} 則訊息',
    title: '通知',
    empty: '目前沒有通知',
    untitled: '新訊息',
  },
  footer: {
    copyright: '© {{year}} 鮮享食品股份有限公司 版權所有',
  },
  breadcrumb: {
    label: '頁面位置',
  },
  notFound: {
    hint: '您要找的頁面不存在或已移除。',
  },
  routeError: {
    title: '頁面載入失敗',
    hint: '可能是網路不穩或系統剛更新，請重新載入頁面。',
    reload: '重新載入',
  },
  boot: {
    configProblem: '系統設定有誤，無法啟動。請聯絡系統管理員。',
  },
  carriedTap: {
    noLongerSold: '這項商品已停售',
    priceUnknown: '無法取得最新價格，連線後才能加入購物車。',
  },
};

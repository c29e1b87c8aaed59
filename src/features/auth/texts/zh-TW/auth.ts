/**
 * Sign-in texts: /login, /login2, /login3, /login4 and start-up. The tests assert these texts as the buyer reads them:
 * change a text and its tests together.
 */
import { LINE_LOGIN_FIRST } from '../../../../line/line-login-first';

export const auth = {
  startup: {
    // The start-up tells it too, before i18next has arrived: one text for both.
    lineLoginFirst: LINE_LOGIN_FIRST,
  },
  login: {
    lineButton: '使用 LINE 登入',
    accountButton: '帳號登入',
    demo: {
      title: '示範模式',
      hint: '僅示範版顯示：選擇要模擬的 LINE 使用者，選擇後頁面會重新載入。',
      groupLabel: '模擬的 LINE 使用者',
      current: '{{user}}（目前）',
      apply: '切換並重新載入',
      users: {
        demo: '示範帳號 demo（已綁定）',
        chain: '連鎖店 chain（三家門市）',
        unbound: '新的 LINE 使用者（尚未綁定）',
        none: '未登入 LINE',
      },
    },
  },
  login2: {
    title: '帳號登入',
    account: '帳號',
    accountRequired: '請輸入帳號',
    submit: '綁定 LINE 帳號',
    lineIdMissing: 'Line Id 不存在',
    lineUnreachable: '無法連線到 LINE，請確認網路後重試',
    noToken: '登入失敗，請檢查帳號！',
    failed: '登入失敗:{{reason}}',
    refused: '帳號驗證失敗，請重新登入',
    autoLogin: '正在以 LINE 帳號登入…',
  },
  login3: {
    welcome: '歡迎',
    intro: '將帳號「{{account}}」綁定到目前的 LINE 帳號，之後開啟網頁即可直接訂購。',
    bind: '綁定 LINE 帳號',
    bound: '綁定成功，請重新開啟網頁以連結帳號',
    noAccount: '找不到要綁定的帳號，請回到帳號登入頁重新輸入。',
    backToLogin2: '回到帳號登入',
  },
  login4: {
    title: '您的公司資訊',
    taxId: '統一編號',
    taxIdHint: '8 位數字',
    companyName: '公司名稱',
    invalidTaxId: '統一編號格式不正確',
    notFound: '查無公司資料，請手動輸入公司名稱',
    looking: '查詢公司資料中…',
    next: '下一步',
  },
};

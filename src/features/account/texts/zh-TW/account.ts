/**
 * Texts of the account screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const account = {
  title: '帳號管理',
  userId: '使用者編號',
  sysaccount: '系統帳號',
  customer: '目前門市',
  customerHint: '切換後，商品、購物車與訂單都以此門市為準',
  customerSwitched: '已切換至 {{name}}',
  email: 'Email',
  emailEmpty: '未設定',
  lineId: 'LINE 帳號 ID',
  lineIdEmpty: '未綁定',
  edit: '編輯',
  save: '儲存',
  cancel: '取消',
  emailSaved: 'Email 已儲存',
  emailHasSpaces: 'Email 中間不可有空白，請刪除空白後再儲存',
  emailCapped: 'Email 過長，已截為 {{max}} 字',
  saveFailed: 'Email 未儲存：{{reason}}',
  unbind: '解除綁定',
  unbindTitle: '解除 LINE 綁定？',
  unbindBody:
    '解除後將立即登出，這個 LINE 帳號不能再開啟 {{name}} 的訂購頁面，需重新以帳號登入並綁定。購物車內容會保留。',
  unbindConfirm: '解除綁定並登出',
  unbindFailed: '解除綁定失敗，仍維持登入：{{reason}}',
};

/**
 * The texts of 傳給負責人's sending side: its messages and the LINE card. Registered by the sharing code when the
 * button is first tapped (features/cart/share-cart.ts), so neither home nor the drawer carries them.
 */
export const cartSend = {
  send: {
    sent: '已傳送給負責人',
    shared: '已開啟分享，請選擇要傳給誰',
    copied: '已複製連結，請貼到聊天室傳給負責人',
    manual: '無法自動複製，請長按下方連結複製後傳給負責人：',
    failed: '無法傳送，請稍後再試',
    tooBig: '購物車品項太多，無法放進一個連結',
    openDemoLink: '開啟連結（示範）',
    shareTitle: '{{shop}} 的購物車',
    shareText: '{{sender}}傳來 {{shop}} 的購物車，請開啟連結查看並下單：',
  },
  card: {
    altText: '{{sender}}傳來 {{shop}} 的購物車',
    heading: '購物車',
    from: '來自 {{sender}}',
    shop: '店家',
    deliveryDate: '希望配送日期',
    items: '品項',
    weight: '總重',
    amount: '訂單金額',
    open: '開啟購物車',
    linkText: '開啟購物車：{{url}}',
  },
  /** The sender when LINE gave no display name. */
  someone: '同事',
};

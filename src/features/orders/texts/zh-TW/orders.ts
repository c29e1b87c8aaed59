/**
 * Texts of the orders screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const orders = {
  title: '我的訂單',
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

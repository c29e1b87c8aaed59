/**
 * Texts of the orders screens. The tests assert these texts as the buyer reads them: change a text and its tests
 * together.
 */
export const orders = {
  title: '我的訂單',
  rebuy: {
    button: '再買一次',
    busy: '加入中…',
  },
};

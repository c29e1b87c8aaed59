/** Texts of the order guide (常用清單): the screen, its rows and home's card. */
export const guide = {
  title: '常用清單',
  intro: '這個門市常訂的商品，訂得越多次排越前面；數量可先調整再加入。',
  usual: '常訂 {{quantity}}',
  last: '上次 {{date}}',
  inCart: '已在購物車',
  discontinued: '已停售',
  select: '選取 {{name}}',
  quantity: '{{name}} 的數量',
  add: '加入購物車（{{count}} 項）',
  adding: '加入中…',
  zeroQuantity: '數量必須大於 0',
  nothingChecked: '請先勾選要加入的商品',
  none: '這個門市還沒有訂單。到商品總覽挑選商品，下過幾次訂單後，常訂的商品就會列在這裡。',
  toCatalogue: '前往商品總覽',
};

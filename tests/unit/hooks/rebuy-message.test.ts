import { rebuyMessage } from '../../../src/features/cart/rebuy-message';
import { i18nWith } from '../../support/i18n-with';
import { cartTexts } from '../../../src/features/cart/texts/cart';

const i18n = i18nWith(cartTexts);
const t = () => i18n.getFixedT('zh-TW', 'cart');

test('everything added: one success line naming the products in order', () => {
  expect(
    rebuyMessage({ added: ['豬大骨', '空心菜'], alreadyInCart: [], missing: [] }, t()),
  ).toEqual({
    message: '已加入購物車：豬大骨、空心菜',
    severity: 'success',
  });
});

test('a partial re-buy is a warning naming each skip with its reason', () => {
  expect(
    rebuyMessage(
      { added: ['豬大骨'], alreadyInCart: ['空心菜'], missing: ['秀珍菇', '杏鮑菇'] },
      t(),
    ),
  ).toEqual({
    message:
      '已加入購物車：豬大骨；已在購物車中，未重複加入：空心菜；商品已停售，無法加入：秀珍菇、杏鮑菇',
    severity: 'warning',
  });
});

test('nothing added: info, and an order with nothing at all says so', () => {
  expect(rebuyMessage({ added: [], alreadyInCart: ['空心菜'], missing: [] }, t())).toEqual({
    message: '已在購物車中，未重複加入：空心菜',
    severity: 'info',
  });
  expect(rebuyMessage({ added: [], alreadyInCart: [], missing: [] }, t())).toEqual({
    message: '此訂單沒有可加入的品項',
    severity: 'info',
  });
});

test('the order guide’s rows that cannot be ordered (a multiple of 0 or less) are named last, as a skip', () => {
  expect(
    rebuyMessage(
      { added: ['豬大骨'], alreadyInCart: [], missing: ['秀珍菇'], notOrderable: ['杏鮑菇'] },
      t(),
    ),
  ).toEqual({
    message:
      '已加入購物車：豬大骨；商品已停售，無法加入：秀珍菇；訂購倍數必須大於 0，無法加入：杏鮑菇',
    severity: 'warning',
  });
  expect(
    rebuyMessage({ added: [], alreadyInCart: [], missing: [], notOrderable: ['杏鮑菇'] }, t()),
  ).toEqual({ message: '訂購倍數必須大於 0，無法加入：杏鮑菇', severity: 'info' });
});

import type { LocaleOf } from '../../../../i18n/locale-of';
import type { guide as zhTW } from '../zh-TW/guide';

/** Texts of the order guide: the screen, its rows and home's card. */
export const guide: LocaleOf<typeof zhTW> = {
  title: 'Order guide',
  intro: 'This shop’s usual products, the most ordered first; change a quantity before adding.',
  usual: 'Usually {{quantity}}',
  last: 'Last {{date}}',
  inCart: 'In cart',
  discontinued: 'No longer sold',
  select: 'Select {{name}}',
  quantity: 'Quantity of {{name}}',
  add: 'Add to cart ({{count}})',
  adding: 'Adding…',
  zeroQuantity: 'The quantity must be greater than 0',
  nothingChecked: 'Tick the products to add first',
  none: 'This shop has no orders yet. Pick products in the catalogue; after a few orders, the usual ones are listed here.',
  toCatalogue: 'Go to the catalogue',
};

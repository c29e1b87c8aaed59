import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** Texts of the order guide: the screen, its rows and home's card. */
export const guide: LocaleOf<AppTexts['guide']> = {
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

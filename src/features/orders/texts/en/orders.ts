import type { LocaleOf } from '../../../../i18n/locale-of';
import type { orders as zhTW } from '../zh-TW/orders';

export const orders: LocaleOf<typeof zhTW> = {
  title: 'My orders',
  rebuy: {
    button: 'Buy again',
    busy: 'Adding…',
    added: 'Added to the cart: {{names}}',
    alreadyInCart: 'Already in the cart, not added again: {{names}}',
    missing: 'No longer sold, not added: {{names}}',
    notOrderable: 'The order multiple must be greater than 0, not added: {{names}}',
    nothing: 'This order has nothing to add',
    failed: 'Buy again failed: {{reason}}',
    separator: ', ',
    joiner: '; ',
  },
};

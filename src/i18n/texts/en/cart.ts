import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const cart: LocaleOf<AppTexts['cart']> = {
  title: 'Shopping cart',
  open: 'Shopping cart, {{count}} items',
  close: 'Close the cart',
  loading: 'Loading the cart…',
  empty: 'Your cart is empty. Pick products from the catalogue.',
  pieces: 'Pieces',
  spec: 'Spec: {{spec}}',
  quantity: '{{name}} quantity',
  quantityWithUnit: '{{quantity}} {{unit}}',
  remove: 'Delete {{name}}',
  marketPrice: 'Market price',
  unsynced: 'Not synced yet; it will be sent when the connection is back',
  refused: 'Not synced; the server answered: {{message}}',
  priceChanged: 'The price has changed; it was {{price}}',
  deleteFailed: 'Delete failed, please try again later',
  updateFailed:
    'The quantity is kept on this phone but not synced yet; it will be sent again automatically.',
  summary: {
    items: 'Items',
    weight: 'Total weight',
  },
  amount: {
    order: 'Order amount',
    threshold: 'Free shipping from',
    gap: 'Still needed',
    note: 'The final amount is the shipped amount',
  },
  footerTotal: '{{count}} items, total {{amount}}',
  submit: 'Place order',
  needOneLine: 'Add at least one item',
  stepper: {
    decrease: 'Decrease {{name}} quantity',
    increase: 'Increase {{name}} quantity',
    invalid: 'Enter a number (a decimal point is allowed); the previous quantity is back',
    tooLarge: 'At most 99,999',
    invalidMultiple: 'The order multiple must be greater than 0',
  },
  adds: {
    added: 'Added to the cart: {{names}}',
    alreadyInCart: 'Already in the cart, not added again: {{names}}',
    missing: 'No longer sold, not added: {{names}}',
    notOrderable: 'The order multiple must be greater than 0, not added: {{names}}',
    nothing: 'This order has nothing to add',
    separator: ', ',
    joiner: '; ',
    failedFromOrder: 'Buy again failed: {{reason}}',
    failedFromGuide: 'Could not add to the cart: {{reason}}',
  },
};

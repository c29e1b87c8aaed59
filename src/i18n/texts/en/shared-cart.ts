import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** /shared-cart: a cart sent as a link. */
export const sharedCart: LocaleOf<AppTexts['sharedCart']> = {
  title: 'Cart from {{sender}}',
  titleNoSender: 'Shared cart',
  shopLine: 'Shop: {{shop}}',
  todayPrices: "Names and prices are today's.",
  discontinued: 'Discontinued',
  discontinuedNote: 'Discontinued products are not added.',
  product: 'Product {{id}}',
  quantity: 'Quantity {{quantity}} {{unit}}',
  lineAmount: 'Subtotal {{amount}}',
  total: '{{count}} items, {{amount}} in all',
  addToMine: 'Add to my cart',
  replace: 'Replace my cart',
  confirm: {
    title: 'Replace your cart?',
    body: 'The {{count}} items in your cart will be removed and replaced by this cart.',
    ok: 'Replace',
    cancel: 'Cancel',
  },
  added: 'Added to the cart: {{names}}',
  replaced: 'Your cart now holds this cart',
  notAdded: 'Not added: {{names}}',
  nothingToAdd: 'Every product of this cart is discontinued: nothing to add',
  failed: 'Some items are not synced yet; they are sent when the connection is back',
  viewCart: 'View the cart',
  invalid: 'The link is invalid or damaged',
  otherAccount: "This cart belongs to another account's shop and cannot be opened here",
  otherShop: 'This cart belongs to “{{shop}}”; you are in “{{current}}”.',
  switchShop: 'Switch to “{{shop}}”',
  toHome: 'Back to home',
};

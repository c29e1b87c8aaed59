import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** The sending side of "send to the owner": its messages and the LINE card. */
export const cartSend: LocaleOf<AppTexts['cartSend']> = {
  send: {
    sent: 'Sent to the owner',
    shared: 'Choose who to share it with',
    copied: 'Link copied: paste it in a chat to the owner',
    manual: 'Could not copy: press and hold the link below to copy it:',
    failed: 'Could not send, please try again later',
    tooBig: 'The cart has too many items for one link',
    openDemoLink: 'Open the link (demo)',
    shareTitle: 'Cart of {{shop}}',
    shareText: '{{sender}} sent the cart of {{shop}}; open the link to check and order:',
  },
  card: {
    altText: '{{sender}} sent the cart of {{shop}}',
    heading: 'Cart',
    from: 'From {{sender}}',
    shop: 'Shop',
    deliveryDate: 'Delivery date',
    items: 'Items',
    weight: 'Weight',
    amount: 'Amount',
    open: 'Open the cart',
    linkText: 'Open the cart: {{url}}',
  },
  someone: 'A colleague',
};

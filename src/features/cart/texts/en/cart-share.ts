import type { LocaleOf } from '../../../../i18n/locale-of';
import type { cartShare as zhTW } from '../zh-TW/cart-share';

/** The cart drawer's "send to the owner" button. */
export const cartShare: LocaleOf<typeof zhTW> = {
  share: 'Send to the owner',
  preparing: 'Preparing the link…',
  failed: 'Could not send: check the connection and try again',
};

import type { LocaleOf } from '../../locale-of';
import type { cart as zhTW } from '../zh-TW/cart';

export const cart: LocaleOf<typeof zhTW> = {
  title: 'Shopping cart',
};

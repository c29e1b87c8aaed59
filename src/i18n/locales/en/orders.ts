import type { LocaleOf } from '../../locale-of';
import type { orders as zhTW } from '../zh-TW/orders';

export const orders: LocaleOf<typeof zhTW> = {
  title: 'My orders',
};

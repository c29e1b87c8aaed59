import type { LocaleOf } from '../../../../i18n/locale-of';
import type { orders as zhTW } from '../zh-TW/orders';

export const orders: LocaleOf<typeof zhTW> = {
  title: 'My orders',
  rebuy: {
    button: 'Buy again',
    busy: 'Adding…',
  },
};

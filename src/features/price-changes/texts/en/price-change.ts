import type { LocaleOf } from '../../../../i18n/locale-of';
import type { priceChange as zhTW } from '../zh-TW/price-change';

/** Texts of a price's change since an earlier day. */
export const priceChange: LocaleOf<typeof zhTW> = {
  up: '↑ {{by}} ({{day}} {{was}})',
  down: '↓ {{by}} ({{day}} {{was}})',
  upName: '{{by}} dollars more than on {{day}}',
  downName: '{{by}} dollars less than on {{day}}',
  cartCount: '{{count}} price changes',
};

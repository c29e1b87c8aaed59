import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** Texts of a price's change since an earlier day. */
export const priceChange: LocaleOf<AppTexts['priceChange']> = {
  up: '↑ {{by}} ({{day}} {{was}})',
  down: '↓ {{by}} ({{day}} {{was}})',
  upName: '{{by}} dollars more than on {{day}}',
  downName: '{{by}} dollars less than on {{day}}',
  cartCount: '{{count}} price changes',
};

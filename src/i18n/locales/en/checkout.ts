import type { LocaleOf } from '../../locale-of';
import type { checkout as zhTW } from '../zh-TW/checkout';

export const checkout: LocaleOf<typeof zhTW> = {
  title: 'Select delivery address',
};

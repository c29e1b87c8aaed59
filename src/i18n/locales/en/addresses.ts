import type { LocaleOf } from '../../locale-of';
import type { addresses as zhTW } from '../zh-TW/addresses';

export const addresses: LocaleOf<typeof zhTW> = {
  title: 'Shipping data',
};

import type { LocaleOf } from '../../locale-of';
import type { catalogue as zhTW } from '../zh-TW/catalogue';

export const catalogue: LocaleOf<typeof zhTW> = {
  title: 'Products',
};

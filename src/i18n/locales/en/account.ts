import type { LocaleOf } from '../../locale-of';
import type { account as zhTW } from '../zh-TW/account';

export const account: LocaleOf<typeof zhTW> = {
  title: 'Account',
};

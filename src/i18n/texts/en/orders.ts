import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const orders: LocaleOf<AppTexts['orders']> = {
  title: 'My orders',
  rebuy: {
    button: 'Buy again',
    busy: 'Adding…',
  },
};

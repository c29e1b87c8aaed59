import type { LocaleOf } from '../../../../i18n/locale-of';
import type { demo as zhTW } from '../zh-TW/demo';

export const demo: LocaleOf<typeof zhTW> = {
  caption: 'Demo page',
  greeting: 'Hello! Welcome to Fresh-Share Ordering',
  hint: 'The language buttons switch only the greeting above, not the language of the whole site.',
  languages: {
    label: 'Greeting language',
    en: 'En',
    ko: 'Kr',
    fr: 'Fr',
    es: 'Sp',
  },
  back: 'Back',
};

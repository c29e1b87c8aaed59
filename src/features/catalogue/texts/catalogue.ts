import { defineTexts } from '../../../i18n/add-texts';
import { catalogue } from './zh-TW/catalogue';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    catalogue: typeof catalogue;
  }
}

export const catalogueTexts = defineTexts('catalogue', {
  'zh-TW': catalogue,
});

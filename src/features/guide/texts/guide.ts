import { defineTexts } from '../../../i18n/add-texts';
import { guide } from './zh-TW/guide';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    guide: typeof guide;
  }
}

export const guideTexts = defineTexts('guide', {
  'zh-TW': guide,
});

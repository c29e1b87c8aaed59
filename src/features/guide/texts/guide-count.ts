import { defineTexts } from '../../../i18n/add-texts';
import { guideCount } from './zh-TW/guide-count';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    guideCount: typeof guideCount;
  }
}

export const guideCountTexts = defineTexts('guideCount', {
  'zh-TW': guideCount,
});

import { defineTexts } from '../../../i18n/add-texts';
import { everyShop } from './zh-TW/every-shop';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    everyShop: typeof everyShop;
  }
}

export const everyShopTexts = defineTexts('everyShop', {
  'zh-TW': everyShop,
});

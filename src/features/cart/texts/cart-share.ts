import { defineTexts } from '../../../i18n/add-texts';
import { cartShare } from './zh-TW/cart-share';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    cartShare: typeof cartShare;
  }
}

export const cartShareTexts = defineTexts('cartShare', {
  'zh-TW': cartShare,
});

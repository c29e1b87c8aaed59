import { defineTexts } from '../../../i18n/add-texts';
import { sharedCart } from './zh-TW/shared-cart';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    sharedCart: typeof sharedCart;
  }
}

export const sharedCartTexts = defineTexts('sharedCart', {
  'zh-TW': sharedCart,
});

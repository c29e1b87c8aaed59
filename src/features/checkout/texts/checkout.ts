import { defineTexts } from '../../../i18n/add-texts';
import { checkout } from './zh-TW/checkout';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    checkout: typeof checkout;
  }
}

export const checkoutTexts = defineTexts('checkout', {
  'zh-TW': checkout,
});

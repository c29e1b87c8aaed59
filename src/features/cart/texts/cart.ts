import { defineTexts } from '../../../i18n/add-texts';
import { cart } from './zh-TW/cart';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    cart: typeof cart;
  }
}

export const cartTexts = defineTexts('cart', {
  'zh-TW': cart,
});

import { defineTexts } from '../../../i18n/add-texts';
import { cartSend } from './zh-TW/cart-send';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    cartSend: typeof cartSend;
  }
}

export const cartSendTexts = defineTexts('cartSend', {
  'zh-TW': cartSend,
});

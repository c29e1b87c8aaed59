import { defineTexts } from '../../../i18n/add-texts';
import { orders } from './zh-TW/orders';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    orders: typeof orders;
  }
}

export const ordersTexts = defineTexts('orders', {
  'zh-TW': orders,
});

import { defineTexts } from '../../../i18n/add-texts';
import { orderList } from './zh-TW/order-list';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    orderList: typeof orderList;
  }
}

export const orderListTexts = defineTexts('orderList', {
  'zh-TW': orderList,
});

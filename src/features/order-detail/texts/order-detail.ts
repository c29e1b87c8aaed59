import { defineTexts } from '../../../i18n/add-texts';
import { orderDetail } from './zh-TW/order-detail';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    orderDetail: typeof orderDetail;
  }
}

export const orderDetailTexts = defineTexts('orderDetail', {
  'zh-TW': orderDetail,
});

import type { LocaleOf } from '../../locale-of';
import type { orderDetail as zhTW } from '../zh-TW/order-detail';

export const orderDetail: LocaleOf<typeof zhTW> = {
  title: 'Order line status',
};

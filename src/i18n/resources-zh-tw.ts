/**
 * The zh-TW texts, the interface language and the source of truth for keys (typed via i18next.d.ts). Its own module
 * so the app's first chunk carries zh-TW only; the other languages load on demand (resources-fallback.ts).
 */
import { common } from './locales/zh-TW/common';
import { auth } from './locales/zh-TW/auth';
import { shell } from './locales/zh-TW/shell';
import { demo } from './locales/zh-TW/demo';
import { catalogue } from './locales/zh-TW/catalogue';
import { cart } from './locales/zh-TW/cart';
import { checkout } from './locales/zh-TW/checkout';
import { orders } from './locales/zh-TW/orders';
import { guide } from './locales/zh-TW/guide';
import { orderDetail } from './locales/zh-TW/order-detail';
import { account } from './locales/zh-TW/account';
import { addresses } from './locales/zh-TW/addresses';

export const zhTW = {
  common,
  auth,
  shell,
  demo,
  catalogue,
  cart,
  checkout,
  orders,
  guide,
  orderDetail,
  account,
  addresses,
};

/**
 * Every namespace of every language. zh-TW is the source of truth for keys (typed via i18next.d.ts); each feature
 * owns one namespace file per language under locales/.
 */
import { common as zhCommon } from './locales/zh-TW/common';
import { common as enCommon } from './locales/en/common';
import { auth as zhAuth } from './locales/zh-TW/auth';
import { auth as enAuth } from './locales/en/auth';
import { shell as zhShell } from './locales/zh-TW/shell';
import { shell as enShell } from './locales/en/shell';
import { demo as zhDemo } from './locales/zh-TW/demo';
import { demo as enDemo } from './locales/en/demo';
import { catalogue as zhCatalogue } from './locales/zh-TW/catalogue';
import { catalogue as enCatalogue } from './locales/en/catalogue';
import { cart as zhCart } from './locales/zh-TW/cart';
import { cart as enCart } from './locales/en/cart';
import { checkout as zhCheckout } from './locales/zh-TW/checkout';
import { checkout as enCheckout } from './locales/en/checkout';
import { orders as zhOrders } from './locales/zh-TW/orders';
import { orders as enOrders } from './locales/en/orders';
import { orderDetail as zhOrderDetail } from './locales/zh-TW/order-detail';
import { orderDetail as enOrderDetail } from './locales/en/order-detail';
import { account as zhAccount } from './locales/zh-TW/account';
import { account as enAccount } from './locales/en/account';
import { addresses as zhAddresses } from './locales/zh-TW/addresses';
import { addresses as enAddresses } from './locales/en/addresses';
import { demo as koDemo } from './locales/ko/demo';
import { demo as frDemo } from './locales/fr/demo';
import { demo as esDemo } from './locales/es/demo';

export const zhTW = {
  common: zhCommon,
  auth: zhAuth,
  shell: zhShell,
  demo: zhDemo,
  catalogue: zhCatalogue,
  cart: zhCart,
  checkout: zhCheckout,
  orders: zhOrders,
  orderDetail: zhOrderDetail,
  account: zhAccount,
  addresses: zhAddresses,
};
export const en = {
  common: enCommon,
  auth: enAuth,
  shell: enShell,
  demo: enDemo,
  catalogue: enCatalogue,
  cart: enCart,
  checkout: enCheckout,
  orders: enOrders,
  orderDetail: enOrderDetail,
  account: enAccount,
  addresses: enAddresses,
};

// ko, fr and es carry only PageTwo's greeting (DECISIONS 8); anything else falls back to en.
export const resources = {
  'zh-TW': zhTW,
  en,
  ko: { demo: koDemo },
  fr: { demo: frDemo },
  es: { demo: esDemo },
} as const;
export type Namespace = keyof typeof zhTW;

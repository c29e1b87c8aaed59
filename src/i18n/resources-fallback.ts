/**
 * en (the fallback for a key zh-TW lacks) and PageTwo's greetings in ko, fr and es. Loaded on demand by the app
 * (app-i18n.ts): a buyer's screen needs none of it, and it would cost every first screen a few KB gzip.
 */
import { common } from './locales/en/common';
import { auth } from './locales/en/auth';
import { shell } from './locales/en/shell';
import { demo } from './locales/en/demo';
import { catalogue } from './locales/en/catalogue';
import { cart } from './locales/en/cart';
import { checkout } from './locales/en/checkout';
import { orders } from './locales/en/orders';
import { guide } from './locales/en/guide';
import { guideCount } from './locales/en/guide-count';
import { priceChange } from './locales/en/price-change';
import { orderDetail } from './locales/en/order-detail';
import { orderList } from './locales/en/order-list';
import { account } from './locales/en/account';
import { addresses } from './locales/en/addresses';
import { cartSend } from './locales/en/cart-send';
import { cartShare } from './locales/en/cart-share';
import { sharedCart } from './locales/en/shared-cart';
import { demo as koDemo } from './locales/ko/demo';
import { demo as frDemo } from './locales/fr/demo';
import { demo as esDemo } from './locales/es/demo';

export const en = {
  common,
  auth,
  shell,
  demo,
  catalogue,
  cart,
  checkout,
  orders,
  guide,
  guideCount,
  priceChange,
  orderDetail,
  orderList,
  account,
  addresses,
  cartShare,
  cartSend,
  sharedCart,
};

// ko, fr and es carry only PageTwo's greeting; anything else falls back to en.
export const fallbackResources = {
  en,
  ko: { demo: koDemo },
  fr: { demo: frDemo },
  es: { demo: esDemo },
} as const;

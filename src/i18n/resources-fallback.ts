/**
 * en (the fallback for a key zh-TW lacks) and PageTwo's greetings in ko, fr and es. Loaded on demand by the app
 * (app-i18n.ts): a buyer's screen needs none of it, and the first screens show sooner on a slow phone without it.
 */
import { common } from './fallback/en/common';
import { auth } from './fallback/en/auth';
import { shell } from './fallback/en/shell';
import { demo } from '../features/demo/texts/en/demo';
import { catalogue } from './fallback/en/catalogue';
import { cart } from './fallback/en/cart';
import { checkout } from '../features/checkout/texts/en/checkout';
import { orders } from './fallback/en/orders';
import { guide } from './fallback/en/guide';
import { guideCount } from '../features/guide/texts/en/guide-count';
import { everyShop } from '../features/every-shop/texts/en/every-shop';
import { priceChange } from '../features/price-changes/texts/en/price-change';
import { orderDetail } from '../features/order-detail/texts/en/order-detail';
import { orderList } from '../features/orders/texts/en/order-list';
import { account } from '../features/account/texts/en/account';
import { addresses } from '../features/addresses/texts/en/addresses';
import { cartSend } from '../features/cart/texts/en/cart-send';
import { cartShare } from '../features/cart/texts/en/cart-share';
import { sharedCart } from '../features/shared-cart/texts/en/shared-cart';
import { demo as koDemo } from '../features/demo/texts/ko/demo';
import { demo as frDemo } from '../features/demo/texts/fr/demo';
import { demo as esDemo } from '../features/demo/texts/es/demo';

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
  everyShop,
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

/**
 * Every namespace of every language, bundled together (the tests' initI18n). Each feature owns one namespace file
 * per language under locales/, listed in resources-zh-tw.ts and resources-fallback.ts; the app itself loads zh-TW
 * first and the rest on demand (app-i18n.ts).
 */
import { account } from './locales/zh-TW/account';
import { addresses } from './locales/zh-TW/addresses';
import { cartSend } from './locales/zh-TW/cart-send';
import { cartShare } from './locales/zh-TW/cart-share';
import { checkout } from './locales/zh-TW/checkout';
import { demo } from './locales/zh-TW/demo';
import { guideCount } from './locales/zh-TW/guide-count';
import { orderDetail } from './locales/zh-TW/order-detail';
import { orderList } from './locales/zh-TW/order-list';
import { sharedCart } from './locales/zh-TW/shared-cart';
import { priceChange } from './locales/zh-TW/price-change';
import { zhTW as firstScreens } from './resources-zh-tw';
import { en, fallbackResources } from './resources-fallback';

/** The namespaces their own screen registers when it opens (use-screen-texts.ts), not the app's first chunk. */
const screenTexts = {
  checkout,
  orderList,
  demo,
  orderDetail,
  account,
  addresses,
  guideCount,
  cartShare,
  cartSend,
  sharedCart,
  priceChange,
};
export type LazyNamespace = keyof typeof screenTexts;

/** Every zh-TW namespace: the source of truth for keys (typed via i18next.d.ts). */
export const zhTW = { ...firstScreens, ...screenTexts };

export { en };

export const resources = {
  'zh-TW': zhTW,
  ...fallbackResources,
} as const;
export type Namespace = keyof typeof zhTW;

/**
 * Every namespace of every language, together (the tests' initI18n, and the keys' types). The texts live with what
 * shows them: the first screens' in src/start/texts/, a later screen's in its feature's texts/ folder, one file per
 * namespace and language. The app itself starts with the first screens' zh-TW and adds the rest as they are needed
 * (app-i18n.ts, use-screen-texts.ts).
 */
import { account } from '../features/account/texts/zh-TW/account';
import { addresses } from '../features/addresses/texts/zh-TW/addresses';
import { cartSend } from '../features/cart/texts/zh-TW/cart-send';
import { cartShare } from '../features/cart/texts/zh-TW/cart-share';
import { checkout } from '../features/checkout/texts/zh-TW/checkout';
import { demo } from '../features/demo/texts/zh-TW/demo';
import { demoFaults } from '../features/demo/texts/zh-TW/demo-faults';
import { guideCount } from '../features/guide/texts/zh-TW/guide-count';
import { everyShop } from '../features/every-shop/texts/zh-TW/every-shop';
import { orderDetail } from '../features/order-detail/texts/zh-TW/order-detail';
import { orderList } from '../features/orders/texts/zh-TW/order-list';
import { sharedCart } from '../features/shared-cart/texts/zh-TW/shared-cart';
import { priceChange } from '../features/price-changes/texts/zh-TW/price-change';
import { zhTW as firstScreens } from '../start/texts/first-screens';
import { en, fallbackResources } from './resources-fallback';

/** The namespaces their own screen registers when it opens (use-screen-texts.ts), not at the start-up. */
const screenTexts = {
  checkout,
  orderList,
  demo,
  demoFaults,
  orderDetail,
  account,
  addresses,
  guideCount,
  everyShop,
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

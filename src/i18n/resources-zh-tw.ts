/**
 * The zh-TW texts every first screen may need. Its own module so the app's first chunk carries zh-TW only; the other
 * languages load on demand (resources-fallback.ts), and so do the texts of the screens no first screen shows
 * (`checkout`, `orderDetail`, `account`, `addresses`, PageTwo's `demo` …: resources.ts), which each registers itself (use-screen-texts.ts).
 */
import { common } from './locales/zh-TW/common';
import { auth } from './locales/zh-TW/auth';
import { shell } from './locales/zh-TW/shell';
import { catalogue } from './locales/zh-TW/catalogue';
import { cart } from './locales/zh-TW/cart';
import { orders } from './locales/zh-TW/orders';
import { guide } from './locales/zh-TW/guide';

export const zhTW = {
  common,
  auth,
  shell,
  catalogue,
  cart,
  orders,
  guide,
};

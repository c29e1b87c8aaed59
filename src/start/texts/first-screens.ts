/**
 * The zh-TW texts of the screens a buyer may see first (sign-in, home, the cart, the guide's card, the order
 * history's tab) and the shell around them. The texts of the later screens come with them (each feature's texts/,
 * use-screen-texts.ts); the other languages only when a key is missing in zh-TW (resources-fallback.ts).
 */
import { common } from './zh-TW/common';
import { auth } from './zh-TW/auth';
import { shell } from './zh-TW/shell';
import { catalogue } from './zh-TW/catalogue';
import { cart } from './zh-TW/cart';
import { orders } from './zh-TW/orders';
import { guide } from './zh-TW/guide';

export const zhTW = {
  common,
  auth,
  shell,
  catalogue,
  cart,
  orders,
  guide,
};

/**
 * Every namespace of every language. zh-TW is the source of truth for keys (typed via i18next.d.ts); each feature
 * owns one namespace file per language under locales/.
 */
import { common as zhCommon } from './locales/zh-TW/common';
import { common as enCommon } from './locales/en/common';

export const zhTW = { common: zhCommon };
export const en = { common: enCommon };

export const resources = { 'zh-TW': zhTW, en } as const;
export type Namespace = keyof typeof zhTW;

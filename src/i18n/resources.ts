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
import { demo as koDemo } from './locales/ko/demo';
import { demo as frDemo } from './locales/fr/demo';
import { demo as esDemo } from './locales/es/demo';

export const zhTW = { common: zhCommon, auth: zhAuth, shell: zhShell, demo: zhDemo };
export const en = { common: enCommon, auth: enAuth, shell: enShell, demo: enDemo };

// ko, fr and es carry only PageTwo's greeting (DECISIONS 8); anything else falls back to en.
export const resources = {
  'zh-TW': zhTW,
  en,
  ko: { demo: koDemo },
  fr: { demo: frDemo },
  es: { demo: esDemo },
} as const;
export type Namespace = keyof typeof zhTW;

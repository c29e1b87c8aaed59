/**
 * Every namespace of every language, bundled together (the tests' initI18n). Each feature owns one namespace file
 * per language under locales/, listed in resources-zh-tw.ts and resources-fallback.ts; the app itself loads zh-TW
 * first and the rest on demand (app-i18n.ts).
 */
import { zhTW } from './resources-zh-tw';
import { en, fallbackResources } from './resources-fallback';

export { en, zhTW };

export const resources = {
  'zh-TW': zhTW,
  ...fallbackResources,
} as const;
export type Namespace = keyof typeof zhTW;

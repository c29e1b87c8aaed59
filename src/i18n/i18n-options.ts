/** The i18next options of the app's one start (i18n.ts). */
import type { InitOptions } from 'i18next';

/** The interface is zh-TW by default with en as the fallback. */
export const DEFAULT_LANGUAGE = 'zh-TW';

export const baseOptions = (language: string): InitOptions => ({
  lng: language,
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
});

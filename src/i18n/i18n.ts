import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';

/** DECISIONS.md section 8: the interface is zh-TW by default with en as the fallback. */
export const DEFAULT_LANGUAGE = 'zh-TW';

export function initI18n(language: string = DEFAULT_LANGUAGE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes.
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

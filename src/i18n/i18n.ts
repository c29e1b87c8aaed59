import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions, DEFAULT_LANGUAGE } from './i18n-options';
import { resources } from './resources';

export { DEFAULT_LANGUAGE } from './i18n-options';

/** Every language at once, synchronously (the tests). The app starts with initAppI18n (app-i18n.ts) instead. */
export function initI18n(language: string = DEFAULT_LANGUAGE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions(language), resources });
  return instance;
}

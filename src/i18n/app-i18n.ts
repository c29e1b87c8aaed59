/**
 * The app's i18next: the first screens' zh-TW from the start, the other languages fetched only when something asks
 * for them — PageTwo's greetings (its route waits for them) or a key zh-TW lacks (the en fallback). Then every
 * component that uses the texts renders again, now with the fallback (bindI18nStore 'added').
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions, DEFAULT_LANGUAGE } from './i18n-options';
import { zhTW } from '../start/texts/first-screens';

let loadFallback: (() => Promise<void>) | null = null;

export function initAppI18n(language: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  let loading: Promise<void> | null = null;
  loadFallback = () => {
    loading ??= import('./resources-fallback').then(({ fallbackResources }) => {
      for (const [lng, namespaces] of Object.entries(fallbackResources)) {
        for (const [ns, texts] of Object.entries(namespaces)) {
          instance.addResourceBundle(lng, ns, texts, true, false);
        }
      }
    });
    return loading;
  };
  void instance.use(initReactI18next).init({
    ...baseOptions(language),
    resources: { [DEFAULT_LANGUAGE]: zhTW },
    partialBundledLanguages: true,
    // A key missing in zh-TW (and en, not loaded yet): fetch the fallback; the 'added' event re-renders.
    saveMissing: true,
    missingKeyHandler: () => void loadFallback?.(),
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

/** Resolves once en, ko, fr and es are in; at once when the app's i18n is not the lazy one (tests). */
export function whenFallbackLanguagesLoaded(): Promise<void> {
  return loadFallback?.() ?? Promise.resolve();
}

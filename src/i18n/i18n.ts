/**
 * The app's i18next, one start for the app and the tests. It holds the shell's and the shared words from the start;
 * each feature adds its own namespaces when its code shows them (use-screen-texts.ts), so the first screens carry
 * only their own texts, and the other languages are fetched only when a text is missing in zh-TW (add-texts.ts).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addTexts, fetchOtherLanguages } from './add-texts';
import { baseOptions, DEFAULT_LANGUAGE } from './i18n-options';
import { commonTexts, shellTexts } from './texts/common';

export function initI18n(language: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions(language),
    resources: {},
    // A text found in no language loaded: fetch the other languages (the 'added' event renders again). A buyer reads
    // zh-TW only, so a zh-TW text missing outside production is a mistake to see, not to pass over (the tests fail on
    // console.error).
    saveMissing: true,
    missingKeyHandler: (_languages, ns, key, _fallback, _update, options: { lng?: string }) => {
      if (!import.meta.env.PROD && (options.lng ?? instance.language) === DEFAULT_LANGUAGE)
        console.error(`zh-TW has no text ${ns}:${key}`);
      void fetchOtherLanguages(instance);
    },
    react: { bindI18nStore: 'added' },
  });
  addTexts(instance, commonTexts);
  addTexts(instance, shellTexts);
  return instance;
}

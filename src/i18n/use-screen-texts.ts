/**
 * Texts that only one screen (or dialog) uses load with that screen, not at the start-up with the first screens:
 * the screen registers its namespace with the app's i18next before anything of it asks for a text. Call it first in
 * the screen's top component. Where every language is registered already (the tests), it does nothing.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from './i18n-options';
import type { LazyNamespace, zhTW } from './resources';

export function useScreenTexts<N extends LazyNamespace>(ns: N, texts: (typeof zhTW)[N]): void {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) {
    // Silent: no 'added' event re-rendering other components while this one renders; nothing showed these texts yet.
    i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, texts, true, false, { silent: true });
  }
}

/**
 * The app's i18next (initI18n) with the namespaces of the features a test renders a part of without its screen: the
 * screen adds them itself (use-screen-texts.ts), a part alone does not.
 */
import type { i18n as I18n } from 'i18next';
import { addTexts, type NamespaceTexts } from '../../src/i18n/add-texts';
import { initI18n } from '../../src/i18n/i18n';

export function i18nWith(...texts: NamespaceTexts[]): I18n {
  const i18n = initI18n();
  for (const namespace of texts) addTexts(i18n, namespace);
  return i18n;
}

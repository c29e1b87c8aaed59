/**
 * A feature's texts load with the code that shows them, not at the start-up: its screen (or dialog, or shell part)
 * adds its namespaces to the app's i18next before anything of it asks for a text. Call it first in the top
 * component; a namespace added already is left as it is.
 */
import { useTranslation } from 'react-i18next';
import { addTexts, type NamespaceTexts } from './add-texts';

export function useScreenTexts(...texts: NamespaceTexts[]): void {
  const { i18n } = useTranslation();
  for (const namespace of texts) addTexts(i18n, namespace);
}

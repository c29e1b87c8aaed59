import 'i18next';
import type { AppTexts } from './app-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppTexts;
  }
}

import 'i18next';
import type { zhTW } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof zhTW;
  }
}

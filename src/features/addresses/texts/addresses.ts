import { defineTexts } from '../../../i18n/add-texts';
import { addresses } from './zh-TW/addresses';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    addresses: typeof addresses;
  }
}

export const addressesTexts = defineTexts('addresses', {
  'zh-TW': addresses,
});

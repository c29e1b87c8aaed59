import { defineTexts } from '../../../i18n/add-texts';
import { priceChange } from './zh-TW/price-change';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    priceChange: typeof priceChange;
  }
}

export const priceChangeTexts = defineTexts('priceChange', {
  'zh-TW': priceChange,
});

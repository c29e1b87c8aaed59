import { defineTexts } from '../../../i18n/add-texts';
import { account } from './zh-TW/account';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    account: typeof account;
  }
}

export const accountTexts = defineTexts('account', {
  'zh-TW': account,
});

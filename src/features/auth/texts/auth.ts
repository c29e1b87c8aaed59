import { defineTexts } from '../../../i18n/add-texts';
import { auth } from './zh-TW/auth';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    auth: typeof auth;
  }
}

export const authTexts = defineTexts('auth', {
  'zh-TW': auth,
});

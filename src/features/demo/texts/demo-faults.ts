import { defineTexts } from '../../../i18n/add-texts';
import { demoFaults } from './zh-TW/demo-faults';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    demoFaults: typeof demoFaults;
  }
}

export const demoFaultsTexts = defineTexts('demoFaults', {
  'zh-TW': demoFaults,
});

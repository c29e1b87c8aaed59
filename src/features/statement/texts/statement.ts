import { defineTexts } from '../../../i18n/add-texts';
import { statement } from './zh-TW/statement';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    statement: typeof statement;
  }
}

export const statementTexts = defineTexts('statement', {
  'zh-TW': statement,
});

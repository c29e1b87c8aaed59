import { defineTexts } from '../../../i18n/add-texts';
import { demo } from './zh-TW/demo';
import { demo as en } from './en/demo';
import { demo as ko } from './ko/demo';
import { demo as fr } from './fr/demo';
import { demo as es } from './es/demo';

declare module '../../../i18n/app-texts' {
  interface AppTexts {
    demo: typeof demo;
  }
}

/** PageTwo shows its greeting in each of these languages: they come with the page, not later. */
export const demoTexts = defineTexts('demo', { 'zh-TW': demo, en, ko, fr, es });

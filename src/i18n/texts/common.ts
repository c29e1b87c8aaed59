import { defineTexts } from '../add-texts';
import { common } from './zh-TW/common';
import { shell } from './zh-TW/shell';

/** The words many screens share (buttons, states, errors), there from the start. */
export const commonTexts = defineTexts('common', {
  'zh-TW': common,
});

/** The shell around every screen (header, menu, footer, boot), there from the start. */
export const shellTexts = defineTexts('shell', {
  'zh-TW': shell,
});

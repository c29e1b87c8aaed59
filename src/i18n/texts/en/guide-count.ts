import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** Texts of the order guide's count to par. */
export const guideCount: LocaleOf<AppTexts['guideCount']> = {
  mode: 'Count',
  onHand: 'On hand',
  par: 'Par',
  onHandOf: 'On hand {{name}}',
  parOf: 'Par {{name}}',
  suggested: 'Order {{quantity}} {{unit}}',
  notANumber: 'Enter a number of 0 or more',
  notWhole: 'Enter a whole number',
};

import type { LocaleOf } from '../../../../i18n/locale-of';
import type { guideCount as zhTW } from '../zh-TW/guide-count';

/** Texts of the order guide's count to par. */
export const guideCount: LocaleOf<typeof zhTW> = {
  mode: 'Count',
  onHand: 'On hand',
  par: 'Par',
  onHandOf: 'On hand {{name}}',
  parOf: 'Par {{name}}',
  suggested: 'Order {{quantity}} {{unit}}',
  notANumber: 'Enter a number of 0 or more',
  notWhole: 'Enter a whole number',
};

import { useTranslation } from 'react-i18next';
import { useGetGuideHistoryQuery } from '../guide';
import type { Id } from '../../api/types';
import { selectOrderGuide } from '../guide';

/**
 * The guide card's second line: how many products the shop's guide holds once its history has answered, or that
 * it could not be read. Its own module, loaded after home's first paint, so the guide's rule is not in the code
 * home waits for.
 */
export function GuideCount({ customerid }: { customerid: Id }) {
  const { t } = useTranslation('catalogue');
  // currentData: after a shop switch, the previous shop's count must not show while the new one loads.
  const { currentData, isError } = useGetGuideHistoryQuery({ customerid });
  // A failed history has no count to show; the card still opens /guide, which says why and offers 重試.
  if (currentData === undefined)
    return isError ? t('guideCard.unavailable') : t('guideCard.loading');
  const count = selectOrderGuide(currentData).length;
  return count === 0 ? t('guideCard.empty') : t('guideCard.count', { count });
}

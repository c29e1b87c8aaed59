import { useTranslation } from 'react-i18next';
import { useGetOrderListQuery } from '../../api/endpoints/order';
import type { Id } from '../../api/types';
import { guideOrdersArgs, selectOrderGuide } from '../../store/order-guide';

/**
 * The guide card's second line: how many products the shop's guide holds, once its history has answered. When it
 * could not answer (offline at open, the server busy) the line invites to open the guide, which says why and offers
 * 重試, instead of 整理中… for ever. Its own module, loaded after home's first paint, so the guide's rule is not in
 * the code home waits for.
 */
export function GuideCount({ customerid }: { customerid: Id }) {
  const { t } = useTranslation('guide');
  const { data, error } = useGetOrderListQuery(guideOrdersArgs(customerid));
  if (data === undefined) return error ? t('card.open') : t('card.loading');
  const count = selectOrderGuide(data.items).length;
  return count === 0 ? t('card.empty') : t('card.count', { count });
}

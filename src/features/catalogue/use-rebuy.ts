import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types';
import { useAppAlert } from '../../components/app-alert-context';
import { useDebouncedTap } from '../../components/use-debounced-tap';
import { useAppDispatch } from '../../store/hooks';
import { rebuyOrder, type RebuyResult } from '../../store/rebuy';

/** The alert after 再買一次: what went in, and what was skipped and why (DECISIONS 12). */
function rebuyMessage(
  result: RebuyResult,
  t: ReturnType<typeof useTranslation<'catalogue'>>['t'],
): string {
  const names = (list: string[]) => list.join(t('lastPurchase.separator'));
  const parts = [
    result.added.length > 0 ? t('lastPurchase.rebuyAdded', { names: names(result.added) }) : null,
    result.alreadyInCart.length > 0
      ? t('lastPurchase.rebuyAlready', { names: names(result.alreadyInCart) })
      : null,
    result.missing.length > 0
      ? t('lastPurchase.rebuyMissing', { names: names(result.missing) })
      : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0
    ? t('lastPurchase.rebuyNothing')
    : parts.join(t('lastPurchase.partSeparator'));
}

/** 再買一次 for the last order: one run at a time, double taps suppressed, the outcome told in the app's alert. */
export function useRebuy() {
  const { t } = useTranslation('catalogue');
  const dispatch = useAppDispatch();
  const notify = useAppAlert();
  const [pending, setPending] = useState(false);
  const rebuy = useDebouncedTap((order: Order) => {
    if (pending) return;
    setPending(true);
    dispatch(rebuyOrder(order))
      .then((result) => {
        const nothingAdded = result.added.length === 0;
        notify(rebuyMessage(result, t), nothingAdded ? 'warning' : 'success');
      })
      .catch(() => {
        notify(t('lastPurchase.rebuyFailed'), 'error');
      })
      .finally(() => {
        setPending(false);
      });
  });
  return { rebuy, pending };
}

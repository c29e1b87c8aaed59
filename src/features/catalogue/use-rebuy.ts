import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types';
import { useAppAlert } from '../../components/app-alert-context';
import { failureMessage } from '../../components/error-with-retry';
import { rebuyMessage } from '../../components/rebuy-message';
import { useDebouncedTap } from '../../components/use-debounced-tap';
import { useAppDispatch } from '../../store/hooks';
import { rebuyOrder } from '../../store/rebuy';

/**
 * 再買一次 for the last order: one run at a time, double taps suppressed, the outcome told in the app's alert with
 * the same words and rule as /order's 再買一次 (a partial re-buy is a warning, so the buyer checks the cart).
 */
export function useRebuy() {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useAppAlert();
  const [pending, setPending] = useState(false);
  const rebuy = useDebouncedTap((order: Order) => {
    if (pending) return;
    setPending(true);
    dispatch(rebuyOrder(order))
      .then((result) => {
        const { message, severity } = rebuyMessage(result, t);
        notify(message, severity);
      })
      .catch((error: unknown) => {
        notify(t('rebuy.failed', { reason: failureMessage(error, tCommon) }), 'error');
      })
      .finally(() => {
        setPending(false);
      });
  });
  return { rebuy, pending };
}

import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types';
import { useAppAlert } from '../../components/app-alert-context';
import { failureMessage } from '../../components/error-with-retry';
import { useAppDispatch } from '../../store/hooks';
import { rebuyOrder } from '../../store/rebuy';
import { rebuyMessage } from '../../components/rebuy-message';

/** 再買一次: puts the order's lines back in the cart and says what was added and what was skipped, and why. */
export function RebuyButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useAppAlert();
  const [busy, setBusy] = useState(false);
  const rebuy = async () => {
    // A second tap while the first is adding does nothing: the lines are added once.
    if (busy) return;
    setBusy(true);
    try {
      const result = await dispatch(rebuyOrder(order));
      const { message, severity } = rebuyMessage(result, t);
      notify(message, severity);
    } catch (error) {
      notify(t('rebuy.failed', { reason: failureMessage(error, tCommon) }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      size="large"
      disabled={busy || order.orderdetails.length === 0}
      onClick={() => void rebuy()}
      sx={{ minHeight: 48, fontWeight: 700 }}
    >
      {busy ? t('rebuy.busy') : t('rebuy.button')}
    </Button>
  );
}

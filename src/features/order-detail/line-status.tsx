import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../api/types';
import { failureMessage } from '../../components/error-with-retry';
import { env } from '../../config/env';
import { formatDateTime } from '../../domain/format';
import { statusLabel } from '../../domain/order-status';

/** The line statuses with their own display; every other status shows when it last changed. */
const AWAITING_CONFIRMATION = '90';
const SHIPPED = '05';

export interface LineStatusProps {
  line: OrderLine;
  labels: ReadonlyMap<string, string>;
  sending: boolean;
  /** Another line is being confirmed: one confirmation at a time. */
  blocked: boolean;
  failure: unknown;
  onConfirm: () => void;
}

/** The status label from the dictionary (the code when it has none) and what the buyer can do or needs to know. */
export function LineStatus({
  line,
  labels,
  sending,
  blocked,
  failure,
  onConfirm,
}: LineStatusProps) {
  const { t } = useTranslation('orderDetail');
  const { t: tCommon } = useTranslation('common');
  // Typed as text, but a backend may send the code as a number: compared as text.
  const raw: unknown = line.orderstatus;
  const code = String(raw);
  const label = statusLabel(labels, code);
  const deliveryno = (line.deliveryno ?? '').trim();
  const updated = formatDateTime(line.updatetime, env.businessTimezone);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 44 }}
      >
        <Typography
          data-status={code}
          sx={{
            fontWeight: 700,
            color: code === AWAITING_CONFIRMATION ? 'error.main' : 'text.primary',
          }}
        >
          {label}
        </Typography>
        {code === SHIPPED ? (
          <Typography variant="body2">
            {t('deliveryno')} {deliveryno}
          </Typography>
        ) : null}
        {code !== SHIPPED && code !== AWAITING_CONFIRMATION && updated !== '' ? (
          <Typography variant="body2" color="text.secondary">
            {t('updated')} {updated}
          </Typography>
        ) : null}
        {code === AWAITING_CONFIRMATION ? (
          <Button
            variant="contained"
            color="error"
            disabled={sending || blocked}
            onClick={onConfirm}
            aria-label={t('confirmLabel', { name: line.productname })}
            sx={{ minHeight: 44, minWidth: 88, ml: 'auto', fontWeight: 700 }}
          >
            {sending ? t('confirming') : t('confirm')}
          </Button>
        ) : null}
      </Box>
      {failure === undefined ? null : (
        <Alert severity="error">
          {t('confirmFailed', { reason: failureMessage(failure, tCommon) })}
        </Alert>
      )}
    </Box>
  );
}

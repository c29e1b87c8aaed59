import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { failureMessage } from '../../components/error-with-retry';
import { paths } from '../../config/paths';
import type { SubmitNotice, SubmitPhase } from '../../store/order-send';
import type { DialogProblem } from './validate-dialog';

const PROBLEM_KEYS = {
  address: 'problems.address',
  dateMissing: 'problems.dateMissing',
  dateTooEarly: 'problems.dateTooEarly',
  time: 'problems.time',
  methodsFailed: 'deliveryType.failed',
  methodMissing: 'deliveryType.missing',
  emptyCart: 'problems.emptyCart',
} as const;

interface DialogMessageProps {
  problem: DialogProblem | null;
  notice: SubmitNotice;
  phase: SubmitPhase;
  /** A send whose outcome is still unknown (kept across a reload). */
  unknown: boolean;
}

/** The dialog's one inline message, above its buttons: a check, a failed send, or an unknown outcome. */
export function DialogMessage({ problem, notice, phase, unknown }: DialogMessageProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  const ordersLink = (
    <Link component={RouterLink} to={paths.order} sx={{ fontWeight: 700 }}>
      {t('unknown.link')}
    </Link>
  );
  let content = null;
  if (phase === 'checking') {
    content = <Alert severity="info">{t('unknown.checking')}</Alert>;
  } else if (problem !== null) {
    content = <Alert severity="error">{t(PROBLEM_KEYS[problem])}</Alert>;
  } else if (notice?.kind === 'failed') {
    content = <Alert severity="error">{failureMessage(notice.error, tc)}</Alert>;
  } else if (notice?.kind === 'checkFailed') {
    content = (
      <Alert severity="warning">
        {t('unknown.checkFailed')} {ordersLink}
      </Alert>
    );
  } else if (notice?.kind === 'unknown' || unknown) {
    content = (
      <Alert severity="warning">
        {t('unknown.text')} {ordersLink}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ px: 2, pt: content ? 1.5 : 0 }}>
      {content}
    </Box>
  );
}

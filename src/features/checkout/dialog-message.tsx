import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { failureMessage } from '../../components/error-with-retry';
import { paths } from '../../config/paths';
import type { PendingSendStatus } from '../../store/order/order-slice';
import type { SubmitNotice, SubmitPhase } from '../../store/order/order-types';
import type { DialogProblem } from './validate-dialog';

/** 確認 found no connection (the phone offline, or the call failed before any answer): nothing was sent. */
const isConnectionFailure = (notice: SubmitNotice | null): boolean =>
  notice?.kind === 'failed' && notice.error.kind === 'network';

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
  notice: SubmitNotice | null;
  phase: SubmitPhase;
  /** Where the shop's pending send stands (kept across a reload); null when none. */
  pending: PendingSendStatus | null;
  /** The phone refused to store the pending send: a reload before the outcome is known would lose track of it. */
  unstored: boolean;
  /** Asks the buyer to confirm sending again although the earlier send may have landed. */
  onResend: () => void;
  /** 「網路恢復後自動送出」, offered when 確認 found no connection and the choices make a whole order. */
  keepWhenOnline?: ReactNode;
}

/**
 * The dialog's one inline message, above its buttons: a check, a failed send, or a send whose outcome is not known.
 * Only a send whose order every check failed to find offers to send again, and that needs a second confirmation.
 */
export function DialogMessage({
  problem,
  notice,
  phase,
  pending,
  unstored,
  onResend,
  keepWhenOnline,
}: DialogMessageProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  // The text first, then its two ways out on a row of their own: at 390 px an Alert's side action squeezes both.
  const unresolved = (text: string) => (
    <Alert severity="warning">
      {text}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          component={RouterLink}
          to={paths.order}
          variant="outlined"
          color="inherit"
          size="small"
          sx={{ minHeight: 44 }}
        >
          {t('unknown.link')}
        </Button>
        <Button color="inherit" size="small" onClick={onResend} sx={{ minHeight: 44 }}>
          {t('unknown.resend')}
        </Button>
      </Box>
    </Alert>
  );
  let content = null;
  if (phase === 'checking') {
    content = (
      <Alert severity="info">
        <strong>{t('unknown.checking')}</strong> {t('unknown.checkingHint')}
      </Alert>
    );
  } else if (problem === 'methodsOffline') {
    content = <Alert severity="error">{t('offline.reason')}</Alert>;
  } else if (isConnectionFailure(notice)) {
    content = (
      <Alert severity="error">
        {t('offline.reason')}
        {keepWhenOnline === undefined ? null : <Box>{keepWhenOnline}</Box>}
      </Alert>
    );
  } else if (problem !== null) {
    content = <Alert severity="error">{t(PROBLEM_KEYS[problem])}</Alert>;
  } else if (notice?.kind === 'failed') {
    content = <Alert severity="error">{failureMessage(notice.error, tc)}</Alert>;
  } else if (notice?.kind === 'busyElsewhere') {
    content = <Alert severity="warning">{t('unknown.busyElsewhere')}</Alert>;
  } else if (notice?.kind === 'unreachable') {
    content = unresolved(t('unknown.unreachable'));
  } else if (notice?.kind === 'notFound' || (pending !== null && phase === 'idle')) {
    content = unresolved(t('unknown.notFound'));
  }
  const keepOpen =
    unstored && (phase !== 'idle' || pending !== null) ? (
      <Alert severity="warning" sx={{ mt: content ? 1 : 0 }}>
        {t('unknown.unstored')}
      </Alert>
    ) : null;
  return (
    <Box role="status" aria-live="polite" sx={{ px: 2, pt: content || keepOpen ? 1.5 : 0 }}>
      {content}
      {keepOpen}
    </Box>
  );
}

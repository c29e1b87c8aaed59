import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * What this component reads of a failure: the api layer's ApiError carries `kind` and `message`. Typed by shape,
 * because components sit below api and must not import it.
 */
interface FailureLike {
  kind?: unknown;
  message?: unknown;
}

type Translate = ReturnType<typeof useTranslation<'common'>>['t'];

const failureOf = (error: unknown): FailureLike =>
  typeof error === 'object' && error !== null ? error : {};

/** The call never reached the server (the phone is offline, the line dropped): it says 網路連線異常. */
export const isNetworkFailure = (error: unknown): boolean => failureOf(error).kind === 'network';

/** Network, time-out and server failures get fixed texts; a business error is shown as the server wrote it. */
export function failureMessage(error: unknown, t: Translate): string {
  const { kind, message } = failureOf(error);
  if (kind === 'network') return t('errors.network');
  if (kind === 'timeout') return t('errors.timeout');
  if (kind === 'business' && typeof message === 'string' && message.trim() !== '') return message;
  return t('errors.server');
}

interface ErrorWithRetryProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed load says so and offers 重試, never an empty list that looks like "no data" (docs/reliability.md). */
export function ErrorWithRetry({ error, onRetry }: ErrorWithRetryProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ py: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry} sx={{ fontWeight: 700 }}>
            {t('retry')}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {failureMessage(error, t)}
      </Alert>
    </Box>
  );
}

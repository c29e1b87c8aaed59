import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { readFailure } from '../domain/failure';

type Translate = ReturnType<typeof useTranslation<'common'>>['t'];

/** The call never reached the server (the phone is offline, the line dropped): it says 網路連線異常. */
export const isNetworkFailure = (error: unknown): boolean => readFailure(error).kind === 'network';

/** Network, time-out and server failures get fixed texts; a business error is shown as the server wrote it. */
export function failureMessage(error: unknown, t: Translate): string {
  const { kind, message } = readFailure(error);
  if (kind === 'network') return t('errors.network');
  if (kind === 'timeout') return t('errors.timeout');
  if (kind === 'business' && message !== '') return message;
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

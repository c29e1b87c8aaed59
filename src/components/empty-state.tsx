import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EmptyStateProps {
  /** Defaults to 目前沒有資料. */
  message?: string;
  /** An optional way forward (a button or link). */
  action?: ReactNode;
}

/** A real empty answer: shown only after a successful load, never in place of an error (ErrorWithRetry). */
export function EmptyState({ message, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography color="text.secondary">{message ?? t('empty')}</Typography>
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

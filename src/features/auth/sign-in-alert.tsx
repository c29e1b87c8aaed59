import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TimedAlert } from './use-timed-alert';

interface SignInAlertProps {
  alert: TimedAlert | null;
  onClose: () => void;
}

/** The sign-in screens' one closable alert: MUI's Alert carries role=alert, so it is announced. */
export function SignInAlert({ alert, onClose }: SignInAlertProps) {
  const { t } = useTranslation('common');
  if (alert === null) return null;
  return (
    <Alert key={alert.id} severity="error" onClose={onClose} closeText={t('close')} sx={{ mb: 2 }}>
      {alert.text}
    </Alert>
  );
}

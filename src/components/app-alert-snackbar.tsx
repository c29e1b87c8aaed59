/**
 * The Snackbar that shows one in-app alert. Its own module, loaded on the first alert: most visits never raise one,
 * and the first screen should not wait for the Snackbar's code (docs/performance.md).
 */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { AppAlert } from '../store/app-alerts';

/** An alert hides itself after 5000 ms, unless it stays until closed (a summary naming products). */
export const APP_ALERT_HIDE_MS = 5000;

export interface AppAlertSnackbarProps {
  alert: AppAlert;
  onClose: () => void;
}

export function AppAlertSnackbar({ alert, onClose }: AppAlertSnackbarProps) {
  const { t } = useTranslation('common');
  return (
    <Snackbar
      open
      autoHideDuration={alert.untilClosed ? null : APP_ALERT_HIDE_MS}
      // Bottom: it never hides the header or the page title, and its close button is in thumb reach.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // A stray tap elsewhere must not hide a notice the buyer has not read yet; one that stays until closed goes
      // only by its 關閉 (an Escape meant for a drawer or dialog above it must not take it too).
      onClose={
        alert.untilClosed ? undefined : (_event, reason) => reason !== 'clickaway' && onClose()
      }
      // One that stays sits below the drawers and dialogs the buyer opens meanwhile (the cart's 送出訂單 is at the
      // bottom too) and shows again when they close; one that hides itself stays on top for its 5 s.
      sx={alert.untilClosed ? { zIndex: (theme) => theme.zIndex.drawer - 1 } : undefined}
    >
      <Alert
        severity={alert.severity}
        // The standard variant: dark text on a light tint keeps 4.5:1 for every severity (filled warning does not).
        variant="standard"
        onClose={onClose}
        closeText={t('close')}
        sx={{
          width: '100%',
          alignItems: 'center',
          boxShadow: 6,
          // Lines break between the names of a list (after 、 or ；), never inside a product's name; a run with no
          // such place still breaks rather than overflows.
          '& .MuiAlert-message': { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
        }}
      >
        {alert.message}
      </Alert>
    </Snackbar>
  );
}

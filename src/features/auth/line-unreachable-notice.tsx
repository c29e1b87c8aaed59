/**
 * LINE's servers did not answer as the app started (no signal, its addresses refused): the buyer is told so, with
 * 重試 (a reload starts LINE again). The account form below still works for a buyer whose LINE id the phone kept.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { selectLineUnreachable } from '../../store/session/sign-in';
import { useAppSelector } from '../../store/hooks';
import { reloadPage } from './reload-page';

export function LineUnreachableNotice() {
  const { t } = useTranslation(['auth', 'common']);
  const unreachable = useAppSelector(selectLineUnreachable);
  if (!unreachable) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" onClick={reloadPage} sx={{ fontWeight: 700, minHeight: 44 }}>
          {t('common:retry')}
        </Button>
      }
    >
      {t('login2.lineUnreachable')}
    </Alert>
  );
}

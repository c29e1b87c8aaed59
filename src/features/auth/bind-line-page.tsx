/**
 * Bind LINE, at /login3: binds the account typed on /login2 to this LINE user, then tells the
 * buyer to reopen the page; OK closes the LINE window, or goes home where it cannot close.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLine } from '../../line/line-context';
import { selectAuth } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { AuthCard } from './auth-card';
import { LineUnreachableNotice } from './line-unreachable-notice';
import { selectLineUnreachable } from '../../store/session/sign-in';
import { SignInAlert } from './sign-in-alert';
import { signInOutcomeText } from './sign-in-error';
import { useSignInAttempt } from './use-sign-in-attempt';
import { useTimedAlert } from './use-timed-alert';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { authTexts } from './texts/auth';

export function BindLinePage() {
  useScreenTexts(authTexts);
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const line = useLine();
  const { account, lineId } = useAppSelector(selectAuth);
  const lineUnreachable = useAppSelector(selectLineUnreachable);
  const { sending, attempt } = useSignInAttempt();
  const { alert, show, close } = useTimedAlert();
  const [bound, setBound] = useState(false);
  const tipId = useId();

  const bind = async () => {
    if (lineId === '') {
      show(t(lineUnreachable ? 'login2.lineUnreachable' : 'login2.lineIdMissing'));
      return;
    }
    const outcome = await attempt({ by: 'bindLine', account, lineId });
    if (outcome.kind === 'signed-in') setBound(true);
    const text = signInOutcomeText(outcome, t);
    if (text !== null) show(text);
  };

  const acknowledge = () => {
    // Inside LINE the window closes and the next open signs in by messaging id; elsewhere the buyer goes home,
    // already signed in as the now-bound shop.
    if (line?.closeWindow() === true) return;
    setBound(false);
    void navigate(paths.home, { replace: true });
  };

  if (account === '') {
    // A reload or a direct visit: the account typed on /login2 is not known, so there is nothing to bind.
    return (
      <AuthCard title={t('login3.welcome')}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('login3.noAccount')}
        </Alert>
        <Button component={RouterLink} to={paths.login2} variant="contained" size="large" fullWidth>
          {t('login3.backToLogin2')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login3.welcome')}>
      <LineUnreachableNotice />
      <SignInAlert alert={alert} onClose={close} />
      <Stack spacing={2}>
        <Typography>{t('login3.intro', { account })}</Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={sending}
          loadingPosition="start"
          onClick={() => void bind()}
        >
          {t('login3.bind')}
        </Button>
      </Stack>
      <Dialog open={bound} aria-describedby={tipId} maxWidth="xs" fullWidth>
        <DialogContent>
          <DialogContentText id={tipId} sx={{ color: 'text.primary' }}>
            {t('login3.bound')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={acknowledge} sx={{ minWidth: 96 }}>
            {t('common:ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}

/**
 * /login, the entry: LINE login or account login; in the demo build also the mock LINE user switch.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useLine } from '../../line/line-context';
import { lineProfileLoaded } from '../../store/session/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { AuthCard } from './auth-card';
import { isCustomerBound } from '../../store/session/sign-in';
import { DemoLineUserPicker } from './demo-line-user-picker';
import { idTokenOf } from '../../line/line-id-token';
import { SignInAlert } from './sign-in-alert';
import { signInFailureText, signInOutcomeText } from './sign-in-error';
import { useSignInAttempt } from './use-sign-in-attempt';
import { useTimedAlert } from './use-timed-alert';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { authTexts } from './texts/auth';
import { later } from '../../components/later';

/**
 * The demo's fault switch exists only beside the demo's mock API: a production build made without it folds this to
 * null and leaves the switch, its code and its words out of the build (tests/unit/build/no-demo-faults.test.ts).
 */
const DemoFaultSwitch =
  !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true'
    ? later(() => import('../demo').then((demo) => demo.DemoFaultSwitch))
    : null;

export function LoginPage() {
  useScreenTexts(authTexts);
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const line = useLine();
  const { sending, attempt } = useSignInAttempt();
  const { alert, show, close } = useTimedAlert();

  const lineLogin = async () => {
    if (line === null) return;
    if (!line.isLoggedIn()) {
      // The real SDK leaves for LINE's login page and comes back signed in; the mock cannot, so say why nothing
      // moved.
      show(t('startup.lineLoginFirst'));
      line.login();
      return;
    }
    // Already logged in to LINE (inside LINE, or back from its login): sign in by messaging id now.
    let userId: string;
    try {
      ({ userId } = await line.getProfile());
    } catch (error) {
      show(signInFailureText(error, t) ?? t('login2.noToken'));
      return;
    }
    dispatch(lineProfileLoaded(userId));
    const outcome = await attempt({ by: 'lineId', lineId: userId, idToken: idTokenOf(line) });
    if (outcome.kind === 'signed-in') {
      await navigate(isCustomerBound(outcome.customer) ? paths.home : paths.login3, {
        replace: true,
      });
      return;
    }
    const text = signInOutcomeText(outcome, t);
    if (text !== null) show(text);
  };

  return (
    <AuthCard
      title={t('common:enterpriseLogin')}
      overline={
        <Typography component="p" variant="subtitle1" color="primary.dark" sx={{ fontWeight: 700 }}>
          {t('common:appName')}
        </Typography>
      }
    >
      <SignInAlert alert={alert} onClose={close} />
      <Stack spacing={2}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={line === null}
          loading={sending}
          loadingPosition="start"
          onClick={() => void lineLogin()}
          // LINE's green, so the buyer recognises the LINE way in; darker than the brand's #06C755 so the white
          // label keeps 4.5:1.
          sx={{ bgcolor: '#06893c', '&:hover': { bgcolor: '#05702f' } }}
        >
          {t('login.lineButton')}
        </Button>
        <Button component={RouterLink} to={paths.login2} variant="outlined" size="large" fullWidth>
          {t('login.accountButton')}
        </Button>
      </Stack>
      {line?.mock === true ? (
        <DemoLineUserPicker>
          {DemoFaultSwitch !== null && env.apiMock ? (
            <Suspense fallback={null}>
              <DemoFaultSwitch />
            </Suspense>
          ) : null}
        </DemoLineUserPicker>
      ) : null}
    </AuthCard>
  );
}

/**
 * Sign-in by account, at /login2: one required field, one submit button, one closable alert that hides after 5 s.
 * On entry a known LINE user whose stored shop has a positive id is signed in by messaging id.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OutlinedField } from '../../components/outlined-field';
import { paths } from '../../config/paths';
import { isPositiveId } from '../../domain/id';
import { useLine } from '../../line/line-context';
import { selectCustomer, selectLineId } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { isCustomerBound, selectLineUnreachable } from '../../store/session/sign-in';
import { AuthCard } from './auth-card';
import { LineUnreachableNotice } from './line-unreachable-notice';
import { idTokenOf } from '../../line/line-id-token';
import { SignInAlert } from './sign-in-alert';
import { signInOutcomeText } from './sign-in-error';
import { useSignInAttempt, type SignInOutcome } from './use-sign-in-attempt';
import { useTimedAlert } from './use-timed-alert';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { authTexts } from './texts/auth';

export function AccountSignInPage() {
  useScreenTexts(authTexts);
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const line = useLine();
  const lineId = useAppSelector(selectLineId);
  const storedCustomer = useAppSelector(selectCustomer);
  const lineUnreachable = useAppSelector(selectLineUnreachable);
  const [account, setAccount] = useState('');
  const [accountMissing, setAccountMissing] = useState(false);
  const [autoLogin, setAutoLogin] = useState(false);
  const { sending, attempt } = useSignInAttempt();
  const { alert, show, close } = useTimedAlert();
  const autoTried = useRef(false);

  const settle = async (outcome: SignInOutcome, quiet: boolean) => {
    if (outcome.kind === 'signed-in') {
      // A bound shop leaves with RedirectIfBound (guards.tsx): home, or on to where a guard stopped the buyer.
      if (!isCustomerBound(outcome.customer)) await navigate(paths.login3, { replace: true });
      return;
    }
    const text = quiet ? null : signInOutcomeText(outcome, t);
    if (text !== null) show(text);
  };

  // On entry, sign in by messaging id when the LINE user is known and the stored shop has a positive id.
  // Quiet on failure: the buyer is already looking at the account form, which is the way forward.
  const autoEligible = lineId !== '' && isPositiveId(storedCustomer?.id);
  useEffect(() => {
    if (autoTried.current || !autoEligible) return;
    autoTried.current = true;
    const run = async () => {
      setAutoLogin(true);
      const outcome = await attempt({ by: 'lineId', lineId, idToken: idTokenOf(line) });
      setAutoLogin(false);
      await settle(outcome, true);
    };
    void run();
    // Once per visit, with what was known on entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const entered = account.trim();
    if (entered === '') {
      setAccountMissing(true);
      return;
    }
    if (lineId === '') {
      // No LINE id because LINE could not be reached: that is the reason to give, not a missing id.
      show(t(lineUnreachable ? 'login2.lineUnreachable' : 'login2.lineIdMissing'));
      return;
    }
    // /login3 binds the account typed here: the sign-in keeps it once the login answers with a token.
    const outcome = await attempt({ by: 'account', account: entered, lineId });
    await settle(outcome, false);
  };

  return (
    <AuthCard title={t('login2.title')}>
      <LineUnreachableNotice />
      <SignInAlert alert={alert} onClose={close} />
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        <OutlinedField
          label={t('login2.account')}
          name="account"
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            setAccountMissing(false);
          }}
          required
          error={accountMissing}
          helperText={accountMissing ? t('login2.accountRequired') : undefined}
          autoComplete="username"
          fullWidth
          inputProps={{ autoCapitalize: 'none', spellCheck: false, enterKeyHint: 'go' }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={sending}
          loadingPosition="start"
        >
          {t('login2.submit')}
        </Button>
        {autoLogin ? (
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {t('login2.autoLogin')}
          </Typography>
        ) : null}
      </Stack>
    </AuthCard>
  );
}

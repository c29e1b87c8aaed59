/**
 * Demo build only (mock LINE, VITE_LIFF_MOCK=true): choose which LINE user the mock acts as. The choice takes effect on
 * the next LINE start, so the page reloads; the current session is ended first, because it belongs to the user being
 * left (otherwise "not logged in to LINE" would still open the previous buyer's shop).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLUSH } from 'redux-persist';
import { env } from '../../config/env';
import { DEMO_LINE_USER_NONE, readDemoLineUser, setDemoLineUser } from '../../line/demo-line-user';
import { useAppDispatch } from '../../store/hooks';
import { endSession } from '../../store/session/end-session';
import type { AppDispatch } from '../../store/root-state';
import { reloadPage } from './reload-page';

/** The demo backend's LINE users (src/mocks seed): bound to `demo`, bound to `chain`, bound to nobody. */
export const DEMO_LINE_USERS = [
  { id: 'Udemo00000000000000000000000001', label: 'demo' },
  { id: 'Udemo00000000000000000000000003', label: 'chain' },
  { id: 'Udemo00000000000000000000000002', label: 'unbound' },
  { id: DEMO_LINE_USER_NONE, label: 'none' },
] as const;

/** redux-persist writes on later ticks; a reload right after signedOut would lose it without this flush. */
function flushPersisted(dispatch: AppDispatch): Promise<unknown> {
  const writes: unknown[] = [];
  dispatch({ type: FLUSH, result: (write: unknown) => writes.push(write) });
  return Promise.all(writes);
}

/** `children`: more of the demo's tools, shown in the same 示範模式 section (the fault switch). */
export function DemoLineUserPicker({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const current = readDemoLineUser() ?? env.liffMockUserId;
  const [chosen, setChosen] = useState<string>(current);
  const labelId = useId();

  const apply = async () => {
    setDemoLineUser(chosen);
    dispatch(endSession());
    await flushPersisted(dispatch);
    reloadPage();
  };

  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      variant="outlined"
      sx={{ mt: 3, p: 2, borderStyle: 'dashed', borderColor: 'warning.main', bgcolor: '#fffaf0' }}
    >
      <Typography id={labelId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('login.demo.title')}
      </Typography>
      <Alert severity="warning" variant="outlined" sx={{ my: 1 }}>
        {t('login.demo.hint')}
      </Alert>
      <RadioGroup
        aria-label={t('login.demo.groupLabel')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {DEMO_LINE_USERS.map((user) => (
          <FormControlLabel
            key={user.id}
            value={user.id}
            control={<Radio />}
            label={
              user.id === current
                ? t('login.demo.current', { user: t(`login.demo.users.${user.label}`) })
                : t(`login.demo.users.${user.label}`)
            }
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      <Button
        variant="outlined"
        color="warning"
        fullWidth
        onClick={() => void apply()}
        sx={{ mt: 1 }}
      >
        {t('login.demo.apply')}
      </Button>
      {children}
    </Paper>
  );
}

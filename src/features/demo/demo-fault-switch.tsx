/**
 * The demo's fault switch, in /login's 示範模式 (demo builds with the mock API only; login-page.tsx loads it): QA
 * picks a call and a fault, 啟用 arms it for that call's next request, and the demo backend answers it so
 * (config/demo-faults.ts, src/mocks/faults.ts). The phone offline is a mode for every call, ended by 恢復網路 here
 * or on the bar the demo shows on every screen meanwhile.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  armDemoFault,
  clearDemoFaults,
  DEMO_FAULT_CHANGED,
  endDemoOffline,
  FAULT_CALLS,
  FAULTS,
  OFFLINE,
  readDemoFaults,
  type DemoFaults,
  type Fault,
  type FaultCall,
} from '../../config/demo-faults';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { demoFaultsTexts } from './texts/demo-faults';

const subscribe = (changed: () => void) => {
  window.addEventListener(DEMO_FAULT_CHANGED, changed);
  return () => window.removeEventListener(DEMO_FAULT_CHANGED, changed);
};
// As text: React needs the same value back while nothing changed; the demo backend uses a fault up meanwhile.
const storedText = () => JSON.stringify(readDemoFaults());

const TAP = { minHeight: 44 };

export function DemoFaultSwitch() {
  useScreenTexts(demoFaultsTexts);
  const { t } = useTranslation('demoFaults');
  const armed = JSON.parse(useSyncExternalStore(subscribe, storedText)) as DemoFaults;
  const [call, setCall] = useState<FaultCall>('order/add');
  const [fault, setFault] = useState<Fault>('lost');
  const titleId = useId();
  const armedCalls = FAULT_CALLS.flatMap((c) => {
    const armedFault = armed.next[c];
    return armedFault === undefined ? [] : [{ call: c, fault: armedFault }];
  });

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Divider sx={{ mt: 2 }} />
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      <TextField
        select
        label={t('call')}
        value={call}
        disabled={fault === OFFLINE}
        helperText={fault === OFFLINE ? t('offlineEveryCall') : undefined}
        onChange={(event) => setCall(event.target.value as FaultCall)}
        slotProps={{ select: { native: true } }}
        fullWidth
      >
        {FAULT_CALLS.map((c) => (
          <option key={c} value={c}>
            {t(`calls.${c}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('fault')}
        value={fault}
        onChange={(event) => setFault(event.target.value as Fault)}
        slotProps={{ select: { native: true } }}
        fullWidth
      >
        {FAULTS.map((f) => (
          <option key={f} value={f}>
            {t(`faults.${f}`)}
          </option>
        ))}
      </TextField>
      <Button
        variant="contained"
        color="warning"
        sx={TAP}
        onClick={() => armDemoFault(call, fault)}
      >
        {t('arm')}
      </Button>
      <Stack
        component="section"
        aria-label={t('armedTitle')}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
      >
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          {armedCalls.length === 0 ? (
            <Typography variant="body2">{t('nothingArmed')}</Typography>
          ) : (
            armedCalls.map((a) => (
              <Typography key={a.call} variant="body2" sx={{ fontWeight: 700 }}>
                {t('armed', { call: t(`calls.${a.call}`), fault: t(`faults.${a.fault}`) })}
              </Typography>
            ))
          )}
        </Stack>
        <Button
          variant="outlined"
          color="warning"
          disabled={armedCalls.length === 0}
          sx={{ ...TAP, flexShrink: 0 }}
          onClick={() => clearDemoFaults()}
        >
          {t('clear')}
        </Button>
      </Stack>
      {armed.offline ? (
        <Alert severity="error">
          {t('offlineOn')}
          {/* Below the words, not beside them: on a phone's width the words would be squeezed into a column. */}
          <Button
            color="inherit"
            variant="outlined"
            fullWidth
            sx={{ ...TAP, mt: 1, bgcolor: 'background.paper' }}
            onClick={() => endDemoOffline()}
          >
            {t('restore')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/** 盤點: on, each row asks what is on hand and the par, and orders the difference. */
export function ParCountSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('guideCount');
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(event) => onChange(event.target.checked)} />}
      label={t('mode')}
      sx={{ minHeight: 48, ml: 0, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
    />
  );
}

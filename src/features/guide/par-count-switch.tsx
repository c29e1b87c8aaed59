import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/**
 * 盤點: on, each row asks what is on hand and the par, and orders the difference. A plain label, not
 * FormControlLabel: the sign-in's radios use that one, and sharing it with the guide would make /login2, a first
 * screen, load more before it shows.
 */
export function ParCountSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('guideCount');
  return (
    <Box
      component="label"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48, cursor: 'pointer' }}
    >
      <Switch checked={on} onChange={(event) => onChange(event.target.checked)} />
      <Box component="span" sx={{ fontWeight: 700 }}>
        {t('mode')}
      </Box>
    </Box>
  );
}

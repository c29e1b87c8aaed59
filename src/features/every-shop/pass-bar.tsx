/**
 * The shell's line on every screen but 各店訂購 while the account's pass is unfinished (a reload mid-pass, or the
 * buyer went elsewhere): a shop not sent yet, failed, or whose outcome is still being checked. 查看各店訂購 opens the
 * review, each shop with its result (app/layout/app-shell.tsx shows it, its code loaded only then).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { everyShopTexts } from './texts/every-shop';

export function PassBar() {
  useScreenTexts(everyShopTexts);
  const { t } = useTranslation('everyShop');
  return (
    <Box role="status" aria-label={t('passBar.region')}>
      <Alert
        severity="warning"
        sx={{ borderRadius: 0, alignItems: 'center' }}
        action={
          <Button
            component={RouterLink}
            to={paths.everyShop}
            color="inherit"
            sx={{ minHeight: 44, fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {t('passBar.open')}
          </Button>
        }
      >
        {t('passBar.text')}
      </Alert>
    </Box>
  );
}

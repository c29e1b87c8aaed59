import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { HeaderBar } from './header-bar';

/** The header of a buyer who is not signed in: the logo and the way in (企業登入 → /login). */
export function GuestHeader() {
  const { t } = useTranslation('common');
  return (
    <HeaderBar>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', pl: 1 }}>
        <Logo />
      </Box>
      <Button component={RouterLink} to={paths.login} color="primary" variant="outlined">
        {t('enterpriseLogin')}
      </Button>
    </HeaderBar>
  );
}

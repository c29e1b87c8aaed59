import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useScreenShown } from '../splash';

/**
 * A screen's code failed to load (a dropped connection, or a new version was deployed while the LINE window
 * stayed open) or crashed. A reload fetches the current build; the cart survives in storage.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  // At start-up this stands in for the first screen: the splash must not hide it.
  useScreenShown();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {t('routeError.hint')}
      </Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Container>
  );
}

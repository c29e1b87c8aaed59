import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';

/** Any path outside the route table. Open to everyone; 回到首頁 lets the guard decide where home leads. */
export function NotFoundPage() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Logo only size={56} />
      <Typography component="h1" variant="h5" sx={{ mt: 2, fontWeight: 700 }}>
        {t('common:notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {t('shell:notFound.hint')}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        {t('common:backHome')}
      </Button>
    </Container>
  );
}

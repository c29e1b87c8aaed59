import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A screen whose issue has not landed yet: its breadcrumb title and 即將推出, so a route never shows a blank page. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t('placeholder.comingSoon')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('placeholder.comingSoonHint')}
        </Typography>
      </Paper>
    </>
  );
}

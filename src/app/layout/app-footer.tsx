import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A copyright line for the food company with the current year. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center', mt: 'auto' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.copyright', { year })}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { guideCountTexts } from './texts/guide-count';
import { GuideList } from './guide-list';
import { useOrderGuide } from './use-order-guide';
import { guideTexts } from './texts/guide';

/** 常用清單: the shop's usual products, ticked with their usual quantities, added to the cart in one tap. */
export function GuidePage() {
  useScreenTexts(guideCountTexts, guideTexts);
  const { t } = useTranslation('guide');
  const guide = useOrderGuide();
  let body;
  if (guide.rows === undefined) {
    body = guide.error ? <ErrorWithRetry error={guide.error} onRetry={guide.retry} /> : <Spinner />;
  } else if (guide.rows.length === 0) {
    body = (
      <EmptyState
        message={t('none')}
        action={
          <Button component={RouterLink} to={paths.home} variant="contained" sx={{ minHeight: 44 }}>
            {t('toCatalogue')}
          </Button>
        }
      />
    );
  } else {
    // A key per shop: a switch starts over with that shop's ticks and quantities.
    body = <GuideList key={guide.customerid} rows={guide.rows} customerid={guide.customerid} />;
  }
  return (
    <Box>
      <PageHeader title={t('title')} />
      {guide.rows !== undefined && guide.rows.length > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
      ) : null}
      {body}
    </Box>
  );
}

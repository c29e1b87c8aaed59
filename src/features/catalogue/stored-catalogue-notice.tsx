import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../api/types';
import { selectCatalogueSource } from '../../store/catalogue-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { refreshStoredCatalogue } from './home-data';

interface StoredCatalogueNoticeProps {
  customerid: Id;
  /** The `categories` of the product list on show: 重試 asks for that list again. */
  productCategories: Id[] | null;
}

/**
 * While home shows the last visit's copy: a quiet line while it is being refreshed, and when the refresh failed
 * (offline at open) a clear notice that prices may be out of date, with 重試.
 */
export function StoredCatalogueNotice({
  customerid,
  productCategories,
}: StoredCatalogueNoticeProps) {
  const { t } = useTranslation('catalogue');
  const dispatch = useAppDispatch();
  const source = useAppSelector(selectCatalogueSource);
  if (source === 'server') return null;
  if (source === 'stored')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('stored.refreshing')}
      </Typography>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1.5, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          onClick={() => void refreshStoredCatalogue(dispatch, customerid, productCategories)}
          sx={{ minHeight: 44, fontWeight: 700 }}
        >
          {t('stored.retry')}
        </Button>
      }
    >
      {t('stored.refreshFailed')}
    </Alert>
  );
}

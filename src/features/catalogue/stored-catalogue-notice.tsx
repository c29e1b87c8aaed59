import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../api/types';
import { failureMessage } from '../../components/error-with-retry';
import { selectStoredCatalogue } from '../../store/catalogue/catalogue-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { refreshStoredCatalogue } from '../../store/catalogue/refresh-stored-catalogue';

interface StoredCatalogueNoticeProps {
  customerid: Id;
  /** The `categories` of the product list on show: 重試 asks for that list again. */
  productCategories: Id[] | null;
}

/**
 * While home shows the last visit's copy: 「正在更新商品與價格…」 while it is being refreshed, and when the refresh
 * failed what failed (the api's kind: no connection, a busy server …), what is still from the last visit, and 重試.
 *
 * It sits after the list and sticks to the bottom of the screen, so it never moves what the buyer is looking at or
 * touching: appearing, changing or ending changes nothing above it. Once the refresh has answered it keeps its space,
 * invisible, so not even the end of the list moves. A cold open shows none of it.
 */
export function StoredCatalogueNotice({
  customerid,
  productCategories,
}: StoredCatalogueNoticeProps) {
  const { t } = useTranslation('catalogue');
  const common = useTranslation('common').t;
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectStoredCatalogue);
  if (stored === null) return null;
  if (stored.status === 'failed' && stored.failure !== null)
    return (
      <Alert
        severity="warning"
        sx={{ position: 'sticky', bottom: 12, mt: 2, alignItems: 'center', boxShadow: 4 }}
        action={
          <Button
            color="inherit"
            onClick={() => void dispatch(refreshStoredCatalogue(customerid, productCategories))}
            sx={{ minHeight: 44, fontWeight: 700 }}
          >
            {t('stored.retry')}
          </Button>
        }
      >
        <Box component="strong" sx={{ display: 'block' }}>
          {failureMessage(stored.failure, common)}
        </Box>
        {stored.pricesConfirmed ? t('stored.partlyFromLastVisit') : t('stored.fromLastVisit')}
      </Alert>
    );
  const answered = stored.status === 'answered';
  return (
    <Box
      role="status"
      sx={{
        position: 'sticky',
        bottom: 12,
        mt: 2,
        display: 'flex',
        justifyContent: 'center',
        // Taps go through to the card under it.
        pointerEvents: 'none',
        visibility: answered ? 'hidden' : 'visible',
      }}
    >
      <Box
        component="span"
        sx={{
          px: 2,
          py: 1,
          borderRadius: 5,
          bgcolor: 'grey.800',
          color: 'common.white',
          typography: 'body2',
          boxShadow: 3,
        }}
      >
        {t('stored.refreshing')}
      </Box>
    </Box>
  );
}

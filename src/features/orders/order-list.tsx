import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useGetOrderHistoryInfiniteQuery } from './order-history-endpoint';
import type { OrderListType } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import { selectCustomerId } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useDictionary } from './use-dictionary';
import { OrderCards } from './order-cards';

/**
 * One tab's list: every order of the pages asked so far, `共 N 筆`, and 載入更多 while the total exceeds what is
 * shown (RTK Query's infinite query: one cache entry holds the pages). A page that failed keeps the ones above it
 * and offers 重試 for itself.
 */
export function OrderList({ listtype }: { listtype: OrderListType }) {
  const { t } = useTranslation('orderList');
  const customerid = useAppSelector(selectCustomerId);
  const statusLabels = useDictionary('orderStatus');
  const deliveryLabels = useDictionary('Delivery_method');
  const history = useGetOrderHistoryInfiniteQuery(
    customerid === null ? skipToken : { customerid, listtype },
  );
  const pages = history.data?.pages;

  if (history.error !== undefined && pages === undefined) {
    return <ErrorWithRetry error={history.error} onRetry={() => void history.refetch()} />;
  }
  if (pages === undefined) return <Spinner />;
  const orders = pages.flatMap((page) => page.items);
  if (orders.length === 0) {
    return <EmptyState message={listtype === 'R' ? t('emptyReturns') : t('emptyOrders')} />;
  }
  const total = pages[0]?.total ?? orders.length;
  const nextFailed = history.isFetchNextPageError && history.error !== undefined;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('total', { count: total })}</Typography>
      <OrderCards
        orders={orders}
        returned={listtype === 'R'}
        statusLabels={statusLabels}
        deliveryLabels={deliveryLabels}
      />
      {history.isFetchingNextPage ? <Spinner /> : null}
      {nextFailed ? (
        <ErrorWithRetry error={history.error} onRetry={() => void history.fetchNextPage()} />
      ) : null}
      {history.hasNextPage && !history.isFetchingNextPage && !nextFailed ? (
        <Button
          variant="outlined"
          size="large"
          onClick={() => void history.fetchNextPage()}
          sx={{ minHeight: 48 }}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

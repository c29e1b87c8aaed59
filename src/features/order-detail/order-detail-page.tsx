import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_DETAIL_PAGE_SIZE, useGetOrderDetailPageQuery } from './order-detail-endpoints';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { selectCustomerId } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useDictionary } from '../orders';
import { DetailPagination } from './detail-pagination';
import { OrderLineList } from './order-line-list';
import { usePageParam } from './use-page-param';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { orderDetailTexts } from './texts/order-detail';

/** 訂單明細狀態: the shop's order lines, ten a page, newest first. */
export function OrderDetailPage() {
  useScreenTexts(orderDetailTexts);
  const { t } = useTranslation('orderDetail');
  const customerid = useAppSelector(selectCustomerId);
  const labels = useDictionary('orderStatus');
  const [page, setPage] = usePageParam();
  // page2 is sent the previous answer's total (0 first); it is taken when the page changes.
  const [lastTotal, setLastTotal] = useState(0);
  const [sent, setSent] = useState({ page, total: 0 });
  if (sent.page !== page) setSent({ page, total: lastTotal });
  const query = useGetOrderDetailPageQuery(
    customerid === null
      ? skipToken
      : { customerid, page, total: sent.page === page ? sent.total : lastTotal },
    // A status is live data: a page opened again is asked again, not read from a minute-old cache.
    { refetchOnMountOrArgChange: true },
  );
  if (query.data !== undefined && query.data.total !== lastTotal) setLastTotal(query.data.total);
  const data = query.currentData;
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  let body;
  if (data === undefined && query.error !== undefined) {
    body = <ErrorWithRetry error={query.error} onRetry={() => void query.refetch()} />;
  } else if (data === undefined) {
    body = <Spinner />;
  } else if (data.total === 0 && data.items.length === 0) {
    body = <EmptyState />;
  } else {
    const pages = Math.max(1, Math.ceil(data.total / ORDER_DETAIL_PAGE_SIZE));
    body =
      data.items.length === 0 ? (
        <EmptyState
          message={t('pastEnd', { page, pages })}
          action={
            <Button variant="contained" onClick={() => goTo(1)} sx={{ minHeight: 48 }}>
              {t('firstPage')}
            </Button>
          }
        />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('total', { count: data.total })}</Typography>
          {query.error === undefined ? null : (
            <ErrorWithRetry error={query.error} onRetry={() => void query.refetch()} />
          )}
          <OrderLineList lines={data.items} labels={labels} refreshing={query.isFetching} />
          <DetailPagination page={page} pages={pages} onChange={goTo} />
        </Stack>
      );
  }
  return (
    <Box>
      <PageHeader title={t('title')} />
      {body}
    </Box>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderApi, useGetOrderListQuery, type OrderListArgs } from '../../api/endpoints/order';
import type { Id, OrderListType } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import { selectCustomerId } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useDictionary } from '../../store/use-dictionary';
import { OrderCards } from './order-cards';
import { OrderListPage } from './order-list-page';

/** Pages after the first, asked at the size the server chose for the first (DECISIONS 12: 載入更多). */
const laterPages = (customerid: Id, listtype: OrderListType, count: number, pageSize: number) =>
  Array.from({ length: count }, (_, i): OrderListArgs => ({
    customerid,
    listtype,
    page: i + 2,
    pageSize,
  }));

/** One tab's list: every item the list returns, `共 N 筆`, and 載入更多 while the total exceeds what is shown. */
export function OrderList({ listtype }: { listtype: OrderListType }) {
  const { t } = useTranslation('orders');
  const customerid = useAppSelector(selectCustomerId);
  const statusLabels = useDictionary('orderStatus');
  const deliveryLabels = useDictionary('Delivery_method');
  const [morePages, setMorePages] = useState(0);
  const first = useGetOrderListQuery(customerid === null ? skipToken : { customerid, listtype });
  const pageSize = first.data?.items.length ?? 0;
  const later = customerid === null ? [] : laterPages(customerid, listtype, morePages, pageSize);
  const laterState = useAppSelector(
    (state) =>
      later.reduce(
        (sum, args) => {
          const entry = orderApi.endpoints.getOrderList.select(args)(state);
          return {
            shown: sum.shown + (entry.data?.items.length ?? 0),
            busy: sum.busy || entry.isLoading || entry.isError,
          };
        },
        { shown: 0, busy: false },
      ),
    (a, b) => a.shown === b.shown && a.busy === b.busy,
  );

  if (first.error !== undefined && first.data === undefined) {
    return <ErrorWithRetry error={first.error} onRetry={() => void first.refetch()} />;
  }
  if (first.data === undefined) return <Spinner />;
  const { items, total } = first.data;
  if (items.length === 0) {
    return <EmptyState message={listtype === 'R' ? t('emptyReturns') : t('emptyOrders')} />;
  }
  const shown = items.length + laterState.shown;
  const canLoadMore = total > shown && pageSize > 0 && !laterState.busy;
  const cardProps = { returned: listtype === 'R', statusLabels, deliveryLabels };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('total', { count: total })}</Typography>
      <OrderCards orders={items} {...cardProps} />
      {later.map((args) => (
        <OrderListPage key={args.page} args={args} {...cardProps} />
      ))}
      {canLoadMore ? (
        <Button
          variant="outlined"
          size="large"
          onClick={() => {
            setMorePages((n) => n + 1);
          }}
          sx={{ minHeight: 48 }}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

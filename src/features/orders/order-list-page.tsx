import { type OrderListArgs, useGetOrderListQuery } from '../../api/endpoints/order';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import { OrderCards, type OrderCardsProps } from './order-cards';

interface OrderListPageProps extends Omit<OrderCardsProps, 'orders'> {
  args: OrderListArgs;
}

/** A page fetched by 載入更多: its own spinner and retry, so a failed page never hides the ones above it. */
export function OrderListPage({ args, ...cardProps }: OrderListPageProps) {
  const page = useGetOrderListQuery(args);
  if (page.error !== undefined && page.data === undefined) {
    return <ErrorWithRetry error={page.error} onRetry={() => void page.refetch()} />;
  }
  if (page.data === undefined) return <Spinner />;
  return <OrderCards orders={page.data.items} {...cardProps} />;
}

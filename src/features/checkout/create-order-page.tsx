import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { selectNewOrders } from '../../store/order/order-slice';
import { useDictionary } from '../orders';
import { OrderSentCard } from './order-sent-card';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { checkout } from './texts/zh-TW/checkout';

/** /createorder: a card per order just created, 1/2/3 per row by width; none → home. */
export function CreateOrderPage() {
  useScreenTexts('checkout', checkout);
  const { t } = useTranslation('checkout');
  const orders = useAppSelector(selectNewOrders);
  const statusLabels = useDictionary('orderStatus');
  if (orders.length === 0) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeader title={t('created.pageTitle')} />
      <Grid container spacing={2}>
        {orders.map((order) => (
          <Grid key={order.orderno} size={{ xs: 12, sm: 6, md: 4 }}>
            <OrderSentCard order={order} statusLabels={statusLabels} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

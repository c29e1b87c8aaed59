import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { selectNewOrders } from '../../store/order/order-slice';
import { useDictionary } from '../orders';
import { OrderSentCard } from './order-sent-card';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { checkoutTexts } from './texts/checkout';

/** One card a row on a phone, two on a tablet, three wider; the cards of a row as tall as each other. */
const ORDERS_PER_ROW = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
};

/** /createorder: a card per order just created, 1/2/3 per row by width; none → home. */
export function CreateOrderPage() {
  useScreenTexts(checkoutTexts);
  const { t } = useTranslation('checkout');
  const orders = useAppSelector(selectNewOrders);
  const statusLabels = useDictionary('orderStatus');
  if (orders.length === 0) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeader title={t('created.pageTitle')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: ORDERS_PER_ROW }}>
        {orders.map((order) => (
          <OrderSentCard key={order.orderno} order={order} statusLabels={statusLabels} />
        ))}
      </Box>
    </>
  );
}

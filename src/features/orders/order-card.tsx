import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types';
import { env } from '../../config/env';
import { formatDate, formatDateTime } from '../../domain/format';
import { formatAmount } from '../../domain/money';
import { statusLabel } from '../../domain/order-status';
import { OrderFields } from './order-fields';
import { OrderLineItems } from './order-line-items';
import { OrderTimeline } from './order-timeline';
import { RebuyButton } from './rebuy-button';

interface OrderCardProps {
  order: Order;
  returned: boolean;
  statusLabels: ReadonlyMap<string, string>;
  deliveryLabels: ReadonlyMap<string, string>;
}

/** One order or return as the buyer recognises it: when, how much, where to, how far along, and what was in it. */
export function OrderCard({ order, returned, statusLabels, deliveryLabels }: OrderCardProps) {
  const { t } = useTranslation('orderList');
  const none = t('card.none');
  const text = (value: string | null | undefined) => (value ?? '').trim() || none;
  const fields = [
    { label: t('card.customer'), value: text(order.customeridname) },
    { label: t('card.ordername'), value: text(order.ordername) },
    { label: t('card.orderamount'), value: formatAmount(order.orderamount ?? 0) },
    { label: t('card.deliveryamount'), value: formatAmount(order.deliveryamount ?? 0) },
    { label: t('card.address'), value: text(order.deliveryaddress) },
    { label: t('card.expecteddate'), value: formatDate(order.expecteddate) || none },
    { label: t('card.remark'), value: text(order.orderremark) },
  ];
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${t('card.orderno')} ${order.orderno}`}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('card.orderdate')} {formatDateTime(order.orderdate, env.businessTimezone)}
        </Typography>
        {returned ? (
          <Typography component="p" variant="subtitle1" color="error" sx={{ fontWeight: 700 }}>
            {t('returned')}
          </Typography>
        ) : null}
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, wordBreak: 'break-all' }}
        >
          {t('card.orderno')} {order.orderno}
        </Typography>
        <OrderFields fields={fields} />
        {returned ? null : <OrderTimeline label={statusLabel(statusLabels, order.orderstatus)} />}
        <OrderLineItems lines={order.orderdetails} deliveryLabels={deliveryLabels} />
        <RebuyButton order={order} />
      </CardContent>
    </Card>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '../../api/types';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../domain/format';
import { statusLabel } from '../../domain/order-status';
import { formatWeight, totalWeightKg } from '../../domain/weight';

interface OrderSentCardProps {
  order: Order;
  statusLabels: ReadonlyMap<string, string>;
}

/** One created order: when, which number, how many items, how heavy (the cart's weight rule), its status. */
export function OrderSentCard({ order, statusLabels }: OrderSentCardProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  // Order lines carry the ordermultiple in their product; the weight rule reads it from the line.
  const weighed = order.orderdetails.map((line) => ({
    unitcode: line.unitcode ?? null,
    productquantity: line.productquantity,
    unitweight: line.unitweight ?? line.product?.weight ?? null,
    ordermultiple: line.product?.ordermultiple ?? null,
  }));
  const rows: [string, string][] = [
    [t('created.orderdate'), formatDateTime(order.orderdate, env.businessTimezone)],
    [t('created.orderno'), order.orderno],
    [t('created.itemCount'), String(order.orderdetails.length)],
    [t('created.totalWeight'), formatWeight(totalWeightKg(weighed))],
    [t('created.status'), statusLabel(statusLabels, order.orderstatus)],
  ];
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('created.title')}
        </Typography>
        <dl
          style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px' }}
        >
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.order} variant="contained" sx={{ minHeight: 44 }}>
          {t('created.viewOrders')}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined" sx={{ minHeight: 44 }}>
          {t('created.home')}
        </Button>
      </CardActions>
    </Card>
  );
}

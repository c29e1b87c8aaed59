import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types';
import { useAddProductsToCart } from '../cart';

/** 再買一次: puts the order's lines back in the cart and says what was added and what was skipped, and why. */
export function RebuyButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const rebuy = useAddProductsToCart({ from: 'order', order });
  return (
    <Button
      variant="contained"
      size="large"
      disabled={rebuy.busy || order.orderdetails.length === 0}
      onClick={() => rebuy.add({ from: 'order', order })}
      sx={{ minHeight: 48, fontWeight: 700 }}
    >
      {rebuy.busy ? t('rebuy.busy') : t('rebuy.button')}
    </Button>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount, freeShippingGap, orderAmount } from '../../domain/money';
import { orderedLines } from '../../domain/ordered-lines';
import { formatWeight, totalWeightKg } from '../../domain/weight';
import { selectCartLines, type CartEntry } from '../../store/cart/cart-slice';
import { useAppSelector } from '../../store/hooks';
import type { PricesState, Shop } from './use-every-shop-data';

/** A shop's cart in figures, as the drawer counts it: lines above 0, total weight, amount and the free-shipping gap. */
export function shopFigures(lines: readonly CartEntry[]) {
  const ordered = orderedLines(lines);
  const amount = orderAmount(ordered);
  return {
    count: ordered.length,
    weight: totalWeightKg(ordered),
    amount,
    gap: freeShippingGap(amount),
  };
}

interface ShopTotalsProps {
  shop: Shop;
  prices: PricesState;
  onRetry: () => void;
}

/** The head of a shop's column: its name, its cart's figures, and 重試 when its product list failed. */
export function ShopTotals({ shop, prices, onRetry }: ShopTotalsProps) {
  const { t } = useTranslation('everyShop');
  const lines = useAppSelector((state) => selectCartLines(state, shop.customerid));
  const { count, weight, amount, gap } = shopFigures(lines);
  return (
    <Box
      component="section"
      aria-label={shop.name}
      sx={{ minWidth: 0, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3 }}>
        {shop.short}
      </Typography>
      <Typography variant="caption" component="p">
        {t('lines', { count })}
      </Typography>
      <Typography variant="caption" component="p">
        {t('weight', { weight: formatWeight(weight) })}
      </Typography>
      <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
        {t('amount', { amount: formatAmount(amount) })}
      </Typography>
      <Typography variant="caption" component="p" color={gap > 0 ? 'warning.dark' : 'success.dark'}>
        {gap > 0 ? t('gap', { gap: formatAmount(gap) }) : t('freeShipping')}
      </Typography>
      {prices === 'failed' ? (
        <Box role="alert" sx={{ mt: 0.5 }}>
          <Typography variant="caption" component="p" color="error">
            {t('pricesFailed')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={onRetry}
            sx={{ minHeight: 44 }}
          >
            {t('retry')}
          </Button>
        </Box>
      ) : prices === 'loading' ? (
        <Typography variant="caption" component="p" color="text.secondary">
          {t('pricesLoading')}
        </Typography>
      ) : null}
    </Box>
  );
}

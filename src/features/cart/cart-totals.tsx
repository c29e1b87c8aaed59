import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  FREE_SHIPPING_THRESHOLD,
  formatAmount,
  freeShippingGap,
  orderAmount,
} from '../../domain/money';
import { formatWeight, totalWeightKg } from '../../domain/weight';
import { selectActiveCartLines } from './cart-selectors';
import { useAppSelector } from '../../store/hooks';

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Box
      component="div"
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 0.25 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * 品項 and 總重, then the amount box: 訂單金額, 免運門檻 $8,000 and 還差 (0 once reached). Every figure
 * comes from the domain rules, computed from the whole cart in one place.
 */
export function CartTotals() {
  const { t } = useTranslation('cart');
  const lines = useAppSelector(selectActiveCartLines);
  const amount = orderAmount(lines);
  return (
    <Box sx={{ pt: 2 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Figure label={t('summary.items')} value={String(lines.length)} />
        <Figure label={t('summary.weight')} value={formatWeight(totalWeightKg(lines))} />
      </Box>
      <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'grey.100' }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Figure label={t('amount.order')} value={formatAmount(amount)} strong />
          <Figure label={t('amount.threshold')} value={formatAmount(FREE_SHIPPING_THRESHOLD)} />
          <Figure label={t('amount.gap')} value={formatAmount(freeShippingGap(amount))} />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('amount.note')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The amount beside 送出訂單: a long cart scrolls its totals away, the buyer still sees what is being sent. */
export function CartAmountLine() {
  const { t } = useTranslation('cart');
  const lines = useAppSelector(selectActiveCartLines);
  if (lines.length === 0) return null;
  return (
    <Typography sx={{ mb: 1, textAlign: 'right', fontWeight: 600 }}>
      {t('footerTotal', { count: lines.length, amount: formatAmount(orderAmount(lines)) })}
    </Typography>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCreditLine } from '../../domain/money';
import { monthDay, type PriceChange } from '../../domain/price-change';
import { priceChangeTexts } from './texts/price-change';
import { useScreenTexts } from '../../i18n/use-screen-texts';

/**
 * 「↑ $15（11/20 $305）」 beside a price that moved since an earlier day: up in the warning colour, down in the
 * success colour (both 4.5:1 or more on white), read as 「比 11/20 貴 15 元」. One unit for screen readers (an image
 * with its name), so the arrow and the brackets are never read out. Never in home's painted copy
 * (`data-price-change`, home-shell-save.ts): yesterday's change must not show as today's.
 */
export function PriceChangeBadge({ change }: { change: PriceChange }) {
  useScreenTexts(priceChangeTexts);
  const { t } = useTranslation('priceChange');
  const day = monthDay(change.day);
  const up = change.direction === 'up';
  const values = { by: formatAmount(change.by), day, was: formatAmount(change.was) };
  return (
    <Box
      component="span"
      role="img"
      data-price-change={change.direction}
      aria-label={t(up ? 'upName' : 'downName', { day, by: formatCreditLine(change.by) })}
      sx={{
        display: 'inline-block',
        whiteSpace: 'nowrap',
        fontSize: 13,
        fontWeight: 700,
        color: up ? 'warning.main' : 'success.main',
      }}
    >
      {t(up ? 'up' : 'down', values)}
    </Box>
  );
}

/** 「3 項價格有變動」: how many of the cart's lines cost another price than on an earlier day (the drawer's header). */
export function PriceChangeCount({ count }: { count: number }) {
  useScreenTexts(priceChangeTexts);
  const { t } = useTranslation('priceChange');
  return (
    <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 700 }}>
      {t('cartCount', { count })}
    </Typography>
  );
}

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../domain/money';
import { specText } from '../../domain/sales-unit';
import { selectLinesByCustomer } from '../../store/cart/cart-slice';
import { useAppSelector } from '../../store/hooks';
import type { EveryShopRow } from './every-shop-rows';
import { ShopCellView } from './shop-cell';
import { ShopTotals, shopFigures } from './shop-totals';
import type { PricesState, Shop } from './use-every-shop-data';

/**
 * The shops' names stay in sight under the app's sticky header while the buyer scrolls the rows: the header's
 * height is the toolbar's (56 px on a phone, 48 in landscape, 64 from 600 px), so the strip sticks right under it.
 */
function underHeader(theme: Theme) {
  const toolbar = theme.mixins.toolbar as Record<string, unknown>;
  const top: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(toolbar)) {
    if (key === 'minHeight') top.top = value;
    else if (typeof value === 'object' && value !== null && 'minHeight' in value)
      top[key] = { top: value.minHeight };
  }
  return { position: 'sticky', zIndex: 1, ...top } as const;
}

/** On a 390 px phone three columns of a stacked stepper fit side by side; with more, one shop at a time. */
export const SIDE_BY_SIDE = 3;

interface StripProps {
  shops: readonly Shop[];
  active: string;
  onPick: (customerid: string) => void;
}

/** More shops than fit: a strip to switch between them, each tab with its shop's total. */
function ShopStrip({ shops, active, onPick }: StripProps) {
  const { t } = useTranslation('everyShop');
  const carts = useAppSelector(selectLinesByCustomer);
  return (
    <Tabs
      value={active}
      onChange={(_event, value: string) => onPick(value)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={t('strip')}
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {shops.map((shop) => (
        <Tab
          key={shop.customerid}
          value={shop.customerid}
          label={t('stripTab', {
            shop: shop.short,
            amount: formatAmount(shopFigures(carts[shop.customerid] ?? []).amount),
          })}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}

interface EveryShopGridProps {
  shops: readonly Shop[];
  rows: readonly EveryShopRow[];
  prices: Readonly<Record<string, PricesState>>;
  onRetry: (customerid: string) => void;
  active: string;
  onPick: (customerid: string) => void;
}

/** The shops' columns: their figures on top, then one row per product with each shop's quantity. */
export function EveryShopGrid({
  shops,
  rows,
  prices,
  onRetry,
  active,
  onPick,
}: EveryShopGridProps) {
  const { t } = useTranslation('everyShop');
  const shown = shops.length <= SIDE_BY_SIDE ? shops : shops.filter((s) => s.customerid === active);
  const columns = {
    display: 'grid',
    gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))`,
    gap: 1,
  };
  return (
    <Box>
      {shops.length > SIDE_BY_SIDE ? (
        <ShopStrip shops={shops} active={active} onPick={onPick} />
      ) : null}
      <Box sx={{ ...columns, mb: 1 }}>
        {shown.map((shop) => (
          <ShopTotals
            key={shop.customerid}
            shop={shop}
            prices={prices[shop.customerid] ?? 'loading'}
            onRetry={() => onRetry(shop.customerid)}
          />
        ))}
      </Box>
      <Box
        aria-hidden
        sx={(theme) => ({
          ...underHeader(theme),
          ...columns,
          py: 0.5,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
        })}
      >
        {shown.map((shop) => (
          <Typography
            key={shop.customerid}
            variant="caption"
            sx={{ fontWeight: 700, textAlign: 'center', lineHeight: 1.3 }}
          >
            {shop.short}
          </Typography>
        ))}
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.productid}
              aria-label={row.name}
              sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 700, lineHeight: 1.4 }}>{row.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                {t('spec', { spec: specText(row.ordermultiple, row.salesunitcode) })}
              </Typography>
              <Box sx={columns}>
                {shown.map((shop) => (
                  <ShopCellView
                    key={shop.customerid}
                    row={row}
                    cell={row.cells[shop.customerid] ?? { product: undefined, line: undefined }}
                    shop={shop}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

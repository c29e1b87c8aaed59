import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useGetLastOrderQuery } from '../../api/endpoints/order';
import type { Id, Order } from '../../api/types';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { ProductImage } from '../../components/product-image';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { formatWeight } from '../../domain/weight';
import { summariseLastPurchase } from './last-purchase-summary';
import { useCustomerPicker } from './use-customer-picker';
import { useAddProductsToCart } from '../cart';
import { later } from '../../components/later';

const THUMB = 56;

// Fetched when a chain buyer opens the picker: most shops have one customer and never see it.
const CustomerPickerDialog = later(() =>
  import('./customer-picker-dialog').then((m) => m.CustomerPickerDialog),
);

function Thumbnails({ order }: { order: Order }) {
  const { t } = useTranslation('catalogue');
  const summary = summariseLastPurchase(order);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {summary.thumbnails.map((line, index) => {
          const last = index === summary.thumbnails.length - 1 && summary.moreCount > 0;
          return (
            <Box
              component="li"
              key={String(line.id)}
              sx={{ position: 'relative', width: THUMB, height: THUMB }}
            >
              <ProductImage file={line.productimage} size={THUMB} alt={line.productname} />
              {last ? (
                <Box
                  aria-label={t('lastPurchase.moreItems', { count: summary.moreCount })}
                  role="img"
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    borderRadius: 2,
                    bgcolor: 'rgba(0, 0, 0, 0.6)',
                    color: '#fff',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  <span aria-hidden>+{summary.moreCount}</span>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('lastPurchase.items', { count: summary.itemCount })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('lastPurchase.weight', { weight: formatWeight(summary.weightKg) })}
        </Typography>
      </Box>
    </Box>
  );
}

function LastOrder({ customerid }: { customerid: Id }) {
  const { t } = useTranslation('catalogue');
  const last = useGetLastOrderQuery({ customerid });
  const order = last.currentData ?? null;
  const rebuy = useAddProductsToCart(order === null ? null : { from: 'order', order });
  // A failed refresh of the last visit's copy keeps the copy on show (home's notice offers 重試).
  if (last.error && !last.isFetching && last.currentData === undefined)
    return <ErrorWithRetry error={last.error} onRetry={() => void last.refetch()} />;
  if (last.currentData === undefined) return <Spinner />;
  if (order === null || order.orderdetails.length === 0)
    return <Typography color="text.secondary">{t('lastPurchase.none')}</Typography>;
  return (
    <>
      <Thumbnails order={order} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1.5 }}>
        <Button component={RouterLink} to={paths.order} variant="outlined" sx={{ minHeight: 44 }}>
          {t('lastPurchase.more')}
        </Button>
        <Button
          variant="contained"
          onClick={() => rebuy.add({ from: 'order', order })}
          disabled={rebuy.busy}
          sx={{ minHeight: 44, fontWeight: 700 }}
        >
          {rebuy.busy ? t('lastPurchase.rebuying') : t('lastPurchase.rebuy')}
        </Button>
      </Box>
    </>
  );
}

/** The 上次購買 block, with the shop picker for multi-shop accounts. */
export function LastPurchase() {
  const { t } = useTranslation('catalogue');
  const picker = useCustomerPicker();
  const customer = picker.customer;
  if (customer === null) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="last-purchase-title"
      sx={{ p: 1.5, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography
          id="last-purchase-title"
          component="h2"
          sx={{ fontWeight: 700, fontSize: 17, flex: 1 }}
        >
          {t('lastPurchase.title')}
        </Typography>
        {picker.multiShop ? (
          <Button
            onClick={picker.show}
            startIcon={<StorefrontIcon />}
            endIcon={<ArrowDropDownIcon />}
            size="small"
            aria-label={t('picker.button', { name: customer.name || customer.fullname })}
            sx={{ minHeight: 44, maxWidth: '60%' }}
          >
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {customer.name || customer.fullname}
            </Box>
          </Button>
        ) : null}
      </Box>
      <LastOrder customerid={customer.id} />
      {picker.multiShop && picker.open ? (
        <Suspense fallback={null}>
          <CustomerPickerDialog
            open
            customers={picker.customers}
            currentId={customer.id}
            onPick={picker.pick}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

/**
 * The shared cart of the shop signed in: its lines at today's catalogue, 加入我的購物車 and 取代購物車 (asked
 * first). Discontinued products are marked 已停售 and never added.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProductsQuery } from '../../api/endpoints/catalogue';
import type { Product } from '../../api/types';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import { usePriceText } from '../../components/use-price-text';
import { formatAmount, lineAmount, orderAmount } from '../../domain/money';
import { formatQuantity } from '../../domain/quantity';
import type { SharedCart } from '../../domain/shared-cart-link';
import { drawerOpened, selectCartLines } from '../../store/cart/cart-slice';
import { addSharedCart } from '../cart';
import { selectAddingShared, type SharedItem } from '../cart';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCustomer } from '../../store/session/auth-slice';
import { PriceChangeBadge, usePriceChanges, type ChangeOf } from '../price-changes';
import { Clauses } from './clauses';
import { sharedRows, type SharedRow } from './shared-cart-lines';

function PriceText({ product }: { product: Product }) {
  return <>{usePriceText(product)}</>;
}

function Row({ row, changeOf }: { row: SharedRow; changeOf: ChangeOf }) {
  const { t } = useTranslation('sharedCart');
  const { product } = row;
  // Today's price against the one this phone showed the shop on an earlier day, as home, the cart and the guide
  // show it.
  const change = product === null ? null : changeOf(product.id, product.productPrice);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0 }}>
          {product === null ? t('product', { id: row.productId }) : product.productname}
        </Typography>
        {product === null ? (
          <Typography
            component="span"
            variant="body2"
            sx={{
              px: 1,
              borderRadius: 1,
              bgcolor: 'grey.200',
              color: 'text.primary',
              fontWeight: 600,
            }}
          >
            {t('discontinued')}
          </Typography>
        ) : null}
      </Box>
      {product === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('quantity', { quantity: formatQuantity(row.quantity), unit: '' }).trim()}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">
            <PriceText product={product} />
            {change === null ? null : (
              <>
                {' '}
                <PriceChangeBadge change={change} />
              </>
            )}
          </Typography>
          <Typography variant="body2">
            {t('quantity', {
              quantity: formatQuantity(row.quantity),
              unit: product.salesunitcode,
            })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('lineAmount', {
              amount: formatAmount(Math.round(lineAmount(product.productPrice, row.quantity))),
            })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

type Result =
  { kind: 'done'; replaced: boolean; names: string[]; unsynced: string[] } | { kind: 'nothing' };

export function SharedCartView({ cart, customerid }: { cart: SharedCart; customerid: string }) {
  const { t } = useTranslation('sharedCart');
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  // The shop's remembered prices, read once: until then no change is shown.
  const priceChanges = usePriceChanges();
  const changeOf = useMemo<ChangeOf>(() => priceChanges?.changeOf ?? (() => null), [priceChanges]);
  const inCart = useAppSelector((state) => selectCartLines(state, customerid));
  const catalogue = useGetProductsQuery(
    { customerid: customer?.id ?? customerid, categories: [] },
    { refetchOnMountOrArgChange: true },
  );
  // The store says whether the add is on its way; the add's own condition refuses a second tap meanwhile.
  const busy = useAppSelector(selectAddingShared);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const dialogTitle = useId();
  const title = cart.sender === '' ? t('titleNoSender') : t('title', { sender: cart.sender });
  const shop = customer?.name || customer?.fullname || '';

  let body;
  const products = catalogue.currentData;
  if (products === undefined) {
    body = catalogue.error ? (
      <ErrorWithRetry error={catalogue.error} onRetry={() => void catalogue.refetch()} />
    ) : (
      <Spinner />
    );
  } else {
    const rows = sharedRows(cart.lines, products);
    const items: SharedItem[] = rows.flatMap((r) =>
      r.product === null ? [] : [{ product: r.product, quantity: r.quantity }],
    );
    const discontinued = rows.length - items.length;
    const amount = orderAmount(
      items.map((i) => ({ productprice: i.product.productPrice, productquantity: i.quantity })),
    );
    const run = async (replace: boolean) => {
      setAsking(false);
      if (items.length === 0) {
        setResult({ kind: 'nothing' });
        return;
      }
      const action = await dispatch(addSharedCart({ items, replace }));
      // Not fulfilled: refused because the same add was on its way (that one answers), or no shop is signed in.
      if (!addSharedCart.fulfilled.match(action)) return;
      const { done, unsynced } = action.payload;
      setResult({ kind: 'done', replaced: replace, names: [...done, ...unsynced], unsynced });
    };
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Row key={row.productId} row={row} changeOf={changeOf} />
          ))}
        </Box>
        <Typography sx={{ mt: 2, textAlign: 'right', fontWeight: 700 }}>
          {t('total', { count: items.length, amount: formatAmount(amount) })}
        </Typography>
        {discontinued > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('discontinuedNote')}
          </Typography>
        ) : null}
        {result === null ? null : (
          <Alert
            severity={result.kind === 'nothing' ? 'warning' : 'success'}
            role={result.kind === 'nothing' ? 'alert' : 'status'}
            sx={{ mt: 2 }}
            action={
              result.kind === 'done' ? (
                <Button
                  color="inherit"
                  sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
                  onClick={() => dispatch(drawerOpened())}
                >
                  {t('viewCart')}
                </Button>
              ) : undefined
            }
          >
            {result.kind === 'nothing'
              ? t('nothingToAdd')
              : result.replaced
                ? t('replaced')
                : t('added', { names: result.names.join('、') })}
            {result.kind === 'done' && result.unsynced.length > 0 ? (
              <Box component="span" sx={{ display: 'block' }}>
                {t('failed')}
              </Box>
            ) : null}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void run(false)}
            sx={{ minHeight: 48 }}
          >
            {t('addToMine')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            disabled={busy}
            onClick={() => (inCart.length === 0 ? void run(true) : setAsking(true))}
            sx={{ minHeight: 48 }}
          >
            {t('replace')}
          </Button>
        </Box>
        <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={dialogTitle}>
          <DialogTitle id={dialogTitle}>{t('confirm.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              <Clauses text={t('confirm.body', { count: inCart.length })} />
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)} sx={{ minHeight: 44 }}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => void run(true)}
              sx={{ minHeight: 44 }}
            >
              {t('confirm.ok')}
            </Button>
          </DialogActions>
        </Dialog>
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', pb: 3 }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('shopLine', { shop })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('todayPrices')}
      </Typography>
      {body}
    </Box>
  );
}

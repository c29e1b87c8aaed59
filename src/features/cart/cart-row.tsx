import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../components/product-image';
import { QuantityStepper } from '../../components/quantity-stepper';
import { formatAmount, lineAmount } from '../../domain/money';
import { formatQuantity } from '../../domain/quantity';
import { specText } from '../../domain/sales-unit';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { showsPieces } from './cart-line';
import { selectActiveCartLine } from './cart-selectors';
import type { PriceChanges } from '../price-changes';
import { changeCartQuantity, removeCartLine } from './cart-changes';
import { CartLineStatus } from './cart-line-status';

interface CartRowProps {
  /** The product, as text: a row follows its product, whose line id changes once the server answers. */
  productid: string;
  /** The shop's price changes since an earlier day (read once by the drawer), once loaded. */
  prices: PriceChanges | null;
}

/**
 * One cart line of the drawer. Memoised and reading its own line from the store, so typing in one row of a
 * 100-line cart re-renders that row and the totals only (budget: 100 ms to next paint, docs/performance.md). The
 * stepper keeps the typed text itself and commits on blur or Enter.
 */
export const CartRow = memo(function CartRow({ productid, prices }: CartRowProps) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const line = useAppSelector((state) => selectActiveCartLine(state, productid));
  const [deleting, setDeleting] = useState(false);
  const id = line?.id;
  const productname = line?.productname ?? '';

  const onChange = useCallback(
    (quantity: number) => {
      if (id !== undefined) void dispatch(changeCartQuantity({ id, quantity }));
    },
    [dispatch, id],
  );
  const onDelete = useCallback(async () => {
    if (id === undefined) return;
    setDeleting(true);
    // The row unmounts when the delete succeeds; only a failure comes back to it.
    const removed = await dispatch(removeCartLine({ id }));
    if (!removed) setDeleting(false);
  }, [dispatch, id]);
  const messages = useMemo(
    () => ({
      // Named per row: a screen reader lists 100 rows' buttons apart.
      decrease: t('stepper.decrease', { name: productname }),
      increase: t('stepper.increase', { name: productname }),
      invalid: t('stepper.invalid'),
      tooLarge: t('stepper.tooLarge'),
      invalidMultiple: t('stepper.invalidMultiple'),
    }),
    [t, productname],
  );

  if (line === undefined) return null;
  const name = line.productname;
  const price = line.productprice;
  const change = prices?.changeOf(line.productid, price) ?? null;
  const amount =
    price === null || price === undefined
      ? t('marketPrice')
      : formatAmount(lineAmount(price, line.productquantity));

  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <ProductImage file={line.productimage} size={80} alt={name} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('spec', { spec: specText(line.ordermultiple, line.unitcode) })}
            </Typography>
            {showsPieces(line.product?.showqty) ? (
              <Typography variant="body2" color="text.secondary">
                {t('pieces')} {line.qty}
              </Typography>
            ) : null}
          </Box>
          <IconButton
            aria-label={t('remove', { name })}
            onClick={() => void onDelete()}
            disabled={deleting}
            sx={{ width: 44, height: 44, mt: -1, mr: -1 }}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
        <Box sx={{ mt: 1 }}>
          <QuantityStepper
            value={line.productquantity}
            multiple={line.ordermultiple}
            onChange={onChange}
            label={t('quantity', { name })}
            messages={messages}
          />
        </Box>
        {change === null || prices === null ? null : (
          <Box sx={{ mt: 1 }}>
            <prices.Badge change={change} />
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2">
            {t('quantityWithUnit', {
              quantity: formatQuantity(line.productquantity),
              unit: line.unitcode,
            })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
        </Box>
        {typeof line.priceWas === 'number' ? (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'warning.dark' }}>
            {t('priceChanged', { price: formatAmount(line.priceWas) })}
          </Typography>
        ) : null}
        <CartLineStatus
          unsent={!line.synced && line.sendFailed === true}
          deleteFailed={line.deleteFailed === true}
          refusal={line.sendError ?? ''}
        />
      </Box>
    </Box>
  );
});

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useStepperMessages } from '../../components/use-stepper-messages';
import { formatAmount } from '../../domain/money';
import { formatQuantity, normaliseMultiple } from '../../domain/quantity';
import { useAppDispatch } from '../../store/hooks';
import { addToCart, changeCartQuantity } from '../cart';
import type { EveryShopRow, ShopCell } from './every-shop-rows';
import type { Shop } from './use-every-shop-data';

/** The stepper's multiple: the product's, or 0 for an unusable one (the stepper then says so and stays off). */
function multipleOf(row: EveryShopRow): number {
  try {
    return normaliseMultiple(row.ordermultiple);
  } catch {
    return 0;
  }
}

interface ShopCellViewProps {
  row: EveryShopRow;
  cell: ShopCell;
  shop: Shop;
}

/**
 * One shop's quantity of one product: that shop's cart line, changed in that shop's cart (and on the server, with
 * its customer id) the moment a quantity is set; its price is the shop's own. A typed value that is not a number,
 * or not a whole number of order multiples, says why beside the field and changes nothing.
 */
export const ShopCellView = memo(function ShopCellView({ row, cell, shop }: ShopCellViewProps) {
  const { t } = useTranslation('everyShop');
  const stepperMessages = useStepperMessages();
  const dispatch = useAppDispatch();
  const { product, line } = cell;
  const quantity = line?.productquantity ?? 0;
  const multiple = multipleOf(row);

  const onChange = (next: number) => {
    if (line !== undefined) {
      void dispatch(
        changeCartQuantity({ id: line.id, quantity: next, customerid: shop.customerid }),
      );
    } else if (next > 0 && product) {
      void dispatch(addToCart({ product, quantity: next }, shop.customerid));
    }
  };

  let price: string;
  if (product === null) price = t('discontinued');
  else if (product === undefined) price = '';
  else
    price =
      typeof product.productPrice === 'number'
        ? formatAmount(product.productPrice)
        : t('marketPrice');

  return (
    <Box sx={{ minWidth: 0 }}>
      {product === null ? (
        // 已停售 for this shop: a line still in its cart shows, but nothing more can be ordered.
        <Box
          sx={{ minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
            {quantity > 0 ? formatQuantity(quantity) : '—'}
          </Typography>
        </Box>
      ) : (
        // A quantity set here goes to that shop's server cart at once: one off the multiple or above 99,999 is
        // refused, not snapped or capped.
        <QuantityStepper
          narrow
          value={quantity}
          multiple={multiple}
          onChange={onChange}
          label={t('quantityOf', { shop: shop.short, name: row.name })}
          messages={{
            ...stepperMessages,
            offMultiple: t('offMultiple', { multiple: String(multiple) }),
          }}
          // Without the shop's own list there is no price to add a line at: only a line it already has changes.
          disabled={product === undefined && line === undefined}
        />
      )}
      <Typography
        variant="caption"
        component="p"
        color={product === null ? 'error' : 'text.secondary'}
        sx={{ textAlign: 'center', mt: 0.25 }}
      >
        {price}
      </Typography>
      {typeof line?.priceWas === 'number' ? (
        <Typography
          variant="caption"
          component="p"
          color="warning.dark"
          sx={{ textAlign: 'center' }}
        >
          {t('priceChanged', { price: formatAmount(line.priceWas) })}
        </Typography>
      ) : null}
      {line?.sendFailed === true ? (
        <Typography
          variant="caption"
          component="p"
          color="warning.dark"
          sx={{ textAlign: 'center' }}
        >
          {t('unsynced')}
        </Typography>
      ) : null}
    </Box>
  );
});

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/types';
import { ProductImage } from '../../components/product-image';
import { QuantityStepper } from '../../components/quantity-stepper';
import { specText } from '../../domain/sales-unit';
import { usePriceText } from '../../components/use-price-text';
import { orderMultipleOf } from './order-multiple';
import { useStepperMessages } from '../../components/use-stepper-messages';
import { selectNewestProduct } from './newest-product';
import { selectCatalogueSource } from '../../store/catalogue/catalogue-slice';
import { addProductToCart, type AddOutcome } from '../cart';
import { selectAddingProduct } from '../cart';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

interface AddToCartDialogProps {
  product: Product;
  onClose: () => void;
  /** The product is in the cart (synced or kept locally to be sent again). */
  onAdded: (outcome: 'added' | 'unsynced') => void;
}

/** The quantity editor and 加入購物車 for one product; the parent mounts it per product. */
export function AddToCartDialog({ product: opened, onClose, onAdded }: AddToCartDialogProps) {
  const { t } = useTranslation('catalogue');
  // Nothing is added at a price the server has not confirmed in this visit (a returning shop first sees the last
  // visit's copy); once it has, the newest answer's product is the one added, and a changed price is said.
  const source = useAppSelector(selectCatalogueSource);
  const product = useAppSelector((state) => selectNewestProduct(state, opened.id)) ?? opened;
  const priceConfirmed = source === 'server';
  const openedPrice = usePriceText(opened);
  const stepperMessages = useStepperMessages();
  const multiple = orderMultipleOf(product);
  // The dialog starts at the order multiple (0 when the multiple is unusable).
  const [quantity, setQuantity] = useState(multiple ?? 0);
  const [problem, setProblem] = useState<
    Exclude<AddOutcome, 'added' | 'unsynced'> | 'zeroQuantity' | null
  >(null);
  const dispatch = useAppDispatch();
  // The store says whether this product's add is on its way: the button shows it, and the add's own condition
  // refuses a second tap meanwhile (the one guard against a double add).
  const pending = useAppSelector((state) => selectAddingProduct(state, product.id));
  const price = usePriceText(product);

  const submit = () => {
    if (multiple === null || !priceConfirmed) return;
    if (quantity <= 0) {
      setProblem('zeroQuantity');
      return;
    }
    void dispatch(addProductToCart({ product, quantity })).then((action) => {
      // Not fulfilled: refused because the same add was already on its way (that one answers).
      if (!addProductToCart.fulfilled.match(action)) return;
      const outcome = action.payload;
      if (outcome === 'added' || outcome === 'unsynced') onAdded(outcome);
      else setProblem(outcome);
    });
  };

  const titleId = `add-dialog-title-${String(product.id)}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {product.productname}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <ProductImage file={product.imagefile} size={72} alt="" />
          <Box>
            <Typography>
              {t('addDialog.spec', {
                spec: specText(product.ordermultiple, product.salesunitcode),
              })}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{price}</Typography>
            {price === openedPrice ? null : (
              <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 700 }}>
                {t('addDialog.priceChanged', { price: openedPrice })}
              </Typography>
            )}
            {product.specification ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {product.specification}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <QuantityStepper
          value={quantity}
          multiple={multiple ?? 0}
          onChange={(q) => {
            setProblem(null);
            setQuantity(q);
          }}
          label={t('addDialog.quantity')}
          messages={stepperMessages}
          disabled={pending}
        />
        {priceConfirmed ? null : (
          <Alert severity={source === 'stored' ? 'info' : 'warning'} sx={{ mt: 2 }}>
            {t(source === 'stored' ? 'addDialog.checkingPrice' : 'addDialog.priceUnknown')}
          </Alert>
        )}
        {problem === null ? null : (
          <Alert severity={problem === 'alreadyInCart' ? 'info' : 'error'} sx={{ mt: 2 }}>
            {t(`addDialog.${problem}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('addDialog.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={multiple === null || pending || !priceConfirmed}
          sx={{ minHeight: 44, fontWeight: 700 }}
        >
          {pending ? t('addDialog.adding') : t('addDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

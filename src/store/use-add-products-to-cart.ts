import { useTranslation } from 'react-i18next';
import { useAppAlert } from '../components/app-alert-context';
import { failureMessage } from '../components/error-with-retry';
import { rebuyMessage } from '../components/rebuy-message';
import { useDebouncedTap } from '../components/use-debounced-tap';
import { addProductsToCart } from './cart-adds';
import { selectAddingProducts, type ProductsRun, type ProductsToAdd } from './cart-adds-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * 再買一次 and the order guide's 加入購物車: runs `addProductsToCart` (taps within 300 ms of the last are one tap;
 * a run already on its way is not started again) and tells the outcome in the app's alert, in the same words for
 * all of them: what went in and each kind of skip with its reason (a partial add is a warning), or why nothing
 * could be added. `busy`: this run is on its way (the store says so, not the component).
 */
export function useAddProductsToCart(run: ProductsRun | null) {
  const { t } = useTranslation('orders');
  const { t: tGuide } = useTranslation('guide');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useAppAlert();
  const busy = useAppSelector((state) => run !== null && selectAddingProducts(state, run));
  const add = useDebouncedTap((request: ProductsToAdd) => {
    void dispatch(addProductsToCart(request)).then((action) => {
      if (addProductsToCart.fulfilled.match(action)) {
        const { message, severity } = rebuyMessage(action.payload, t);
        notify(message, severity);
      } else if (!action.meta.condition) {
        // Nothing was added: no shop to buy for, or 再買一次 could not read today's catalogue.
        const reason = failureMessage(action.payload, tCommon);
        notify(
          request.from === 'order' ? t('rebuy.failed', { reason }) : tGuide('failed', { reason }),
          'error',
        );
      }
    });
  });
  return { add, busy };
}

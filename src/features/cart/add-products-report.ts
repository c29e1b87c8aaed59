/**
 * Runs `addProductsToCart` and words its outcome for the app's alert, in the same words for 再買一次 and the order
 * guide: what went in and each kind of skip with its reason (a partial add is a warning), or why nothing could be
 * added. Loaded on the first tap (use-add-products-to-cart.ts): home shows its 再買一次 before this code is needed.
 */
import type { AlertColor } from '@mui/material/Alert';
import type { useTranslation } from 'react-i18next';
import { failureMessage } from '../../components/error-with-retry';
import { rebuyMessage } from './rebuy-message';
import { addProductsToCart } from './cart-adds';
import type { ProductsToAdd } from './cart-adds-model';
import type { AppDispatch } from '../../store/root-state';

/** The texts of the namespaces the report is worded in. */
export interface ReportTexts {
  cart: ReturnType<typeof useTranslation<'cart'>>['t'];
  common: ReturnType<typeof useTranslation<'common'>>['t'];
}

/** The alert to show; null when the run was not started (the same add was already on its way). */
export async function addAndReport(
  dispatch: AppDispatch,
  request: ProductsToAdd,
  texts: ReportTexts,
): Promise<{ message: string; severity: AlertColor } | null> {
  const action = await dispatch(addProductsToCart(request));
  if (addProductsToCart.fulfilled.match(action)) return rebuyMessage(action.payload, texts.cart);
  if (action.meta.condition) return null;
  // Nothing was added: no shop to buy for, or 再買一次 could not read today's catalogue.
  const reason = failureMessage(action.payload, texts.common);
  return {
    message: texts.cart(
      request.from === 'order' ? 'adds.failedFromOrder' : 'adds.failedFromGuide',
      {
        reason,
      },
    ),
    severity: 'error',
  };
}

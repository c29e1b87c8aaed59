import { useTranslation } from 'react-i18next';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { cartTexts } from './texts/cart';
import { useAppAlert } from '../../components/app-alert-context';
import { selectAddingProducts, type ProductsRun, type ProductsToAdd } from './cart-adds-model';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** What a tap reports (often a list of product names, too long to read in 5 s) stays until the buyer closes it. */
const UNTIL_CLOSED = { untilClosed: true };

/**
 * 再買一次 and the order guide's 加入購物車: runs `addProductsToCart` (a run already on its way is not started again:
 * the thunk's condition) and tells the outcome in the app's alert, in the same words for
 * all of them (add-products-report.ts). `busy`: this run is on its way (the store says so, not the component).
 */
export function useAddProductsToCart(run: ProductsRun | null) {
  // Home's 再買一次, the guide's add and /order's 再買一次 all word the outcome in the cart's words.
  useScreenTexts(cartTexts);
  const { t: cart } = useTranslation('cart');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useAppAlert();
  const busy = useAppSelector((state) => run !== null && selectAddingProducts(state, run));
  const add = (request: ProductsToAdd) => {
    // The adds and their report come with the first tap, not with home's first screen.
    void import('./add-products-report')
      .then(({ addAndReport }) => addAndReport(dispatch, request, { cart, common }))
      .then((report) => {
        if (report !== null) notify(report.message, report.severity, UNTIL_CLOSED);
      })
      .catch(() => {
        // The code could not be fetched (the phone went offline): nothing was added, and the buyer is told so.
        const reason = common('errors.network');
        notify(
          cart(request.from === 'order' ? 'adds.failedFromOrder' : 'adds.failedFromGuide', {
            reason,
          }),
          'error',
          UNTIL_CLOSED,
        );
      });
  };
  return { add, busy };
}

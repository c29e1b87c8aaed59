import { useScreenTexts } from '../../i18n/use-screen-texts';
import { checkoutTexts } from './texts/checkout';

/**
 * The checkout's texts registered for a screen of another feature that shows a piece of the checkout (各店訂購's
 * second yes before a resend, and its LINE notice), as the delivery dialog and /createorder register them for themselves.
 */
export function useCheckoutTexts(): void {
  useScreenTexts(checkoutTexts);
}

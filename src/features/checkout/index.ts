/** The checkout as the app wires it to the session: a shop's send whose outcome is unknown is checked again. */
export { startPendingSendChecks } from './recheck-pending-send';
export { startKeptOrderSends } from './kept-order-sends';
/** Each shop's order, sent exactly once by the same send the delivery dialog uses (各店訂購 drives it shop by shop). */
export { submitOrder, type SubmitResult } from './order-send';
export { buildOrderDraft } from './order-draft';
export { orderPageUrl, vendorNameOf } from './use-order-notice';
export { useCheckoutTexts } from './use-checkout-texts';

/** The checkout as the app wires it to the session: a shop's send whose outcome is unknown is checked again. */
export { startPendingSendChecks } from './recheck-pending-send';
export { startWaitingOrderSends } from './waiting-order-sends';

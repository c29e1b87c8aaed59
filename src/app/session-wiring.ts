/**
 * What the app does for the session while it is on screen, beside the screens: the cart's merge with the server on
 * each sign-in and shop switch (features/cart/cart-sync.ts), and the check of a shop's send whose outcome is unknown
 * whenever that shop becomes active (features/checkout/recheck-pending-send.ts). Wired once the first screen is on the
 * page, for whatever happened before too: a sign-in during start-up is merged now, and the active shop checked now.
 */
import { startCartSync } from '../features/cart';
import { startPendingSendChecks, startKeptOrderSends } from '../features/checkout';
import type { StartedApp } from '../start/start-app';

/** Starts them (and the send of an order kept for the signal); returns the stop (a test's app, or React's development double effects). */
export function wireSession(app: StartedApp): () => void {
  const stopCartSync = startCartSync(
    app.startListening,
    app.store.dispatch,
    app.signedInSinceStart(),
  );
  const stopChecks = startPendingSendChecks(app.store, app.startListening, app.navigation);
  const stopKept = startKeptOrderSends(app.store, app.startListening);
  return () => {
    stopCartSync();
    stopChecks();
    stopKept();
  };
}

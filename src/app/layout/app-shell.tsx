import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import {
  selectKeptSent,
  selectPendingSend,
  selectShowDeliveryOption,
  selectKeptOrder,
  selectKeptRun,
} from '../../store/order/order-slice';
import { selectHasPass } from '../../store/order/every-shop-pass';
import { paths } from '../../config/paths';
import { later } from '../../components/later';
import { selectCustomerId } from '../../store/session/auth-slice';
import { AppFooter } from './app-footer';
import { GuestHeader } from './guest-header';
import { HeaderBar } from './header-bar';
import { RouteFallback } from '../route-fallback';
import { shellCode } from '../route-table';
import { ScreenErrorBoundary } from '../screen-error-boundary';

/**
 * Boot loads its code as soon as a signed-in start is likely, so the header is there with the first screen; the
 * entry asks for it earlier still, as the app opens (route-table.ts).
 */
export const SignedInHeader = later(shellCode.signedInHeader);

// The delivery dialog's code is fetched only when a buyer sends a cart.
const DeliveryDialog = later(shellCode.deliveryDialog);

/** Stands in for a bar whose code could not be fetched. */
const NoBar = () => null;

// The kept order's bar: its code comes with the delivery dialog's. Were it not on the phone
// (an order kept in an earlier open, and no signal now) the bar stays away rather than taking the screen down.
const KeptOrderBar = later(() => shellCode.keptOrderBar().catch(() => NoBar));

// 各店訂購's pass left unfinished (a reload mid-pass): a line on every other screen, its code loaded only then.
const PassBar = later(() => shellCode.passBar().catch(() => NoBar));

/** The shell: the signed-in or the guest header, the routed screen, the footer. */
export function AppShell() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const deliveryOption = useAppSelector(selectShowDeliveryOption);
  // Something to say about the shop's order kept for the signal (waiting, or just sent), or about a send whose
  // outcome is not known yet (the dialog, when open, says it itself).
  const keptBar = useAppSelector(
    (state) =>
      selectKeptOrder(state) !== null ||
      selectKeptSent(state, selectCustomerId(state)) !== null ||
      selectKeptRun(state, selectCustomerId(state)) ||
      (selectPendingSend(state, selectCustomerId(state))?.status ?? 'sending') !== 'sending',
  );
  const passUnfinished = useAppSelector(selectHasPass);
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      {signedIn ? (
        <Suspense fallback={<HeaderBar />}>
          <SignedInHeader />
        </Suspense>
      ) : (
        <GuestHeader />
      )}
      {signedIn && keptBar ? (
        <Suspense fallback={null}>
          <KeptOrderBar />
        </Suspense>
      ) : null}
      {signedIn && passUnfinished && pathname !== paths.everyShop ? (
        <Suspense fallback={null}>
          <PassBar />
        </Suspense>
      ) : null}
      <Box
        component="main"
        // At least a screen tall: the footer starts below the fold, so a list or an image that arrives late never
        // pushes a visible footer down (Lighthouse measured a 0.06 layout shift on home before).
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: 2,
          py: 2,
          minHeight: '100dvh',
        }}
      >
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
      <AppFooter />
      {/* Signed in only: a session that ends mid-send closes it; the draft and the cart stay in the store. */}
      {signedIn && deliveryOption ? (
        <Suspense fallback={null}>
          <DeliveryDialog />
        </Suspense>
      ) : null}
    </Box>
  );
}

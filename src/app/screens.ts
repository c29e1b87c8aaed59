/**
 * Where the app's code that is not on every screen is: each screen's (the route table opens them, routes.tsx), and
 * the parts of the shell a screen shows later (the signed-in header, the delivery dialog, the in-app alert); the
 * signed-in header's own parts come on a tap (layout/header-parts.ts). It imports nothing of the framework,
 * so the entry (main.tsx) can ask for the opened screen's code the moment it runs, beside the framework.
 */
import type { ComponentType } from 'react';
import { paths, SIGN_IN_FORMS, type AppPath } from '../config/paths';

export const screenCode: Record<AppPath, () => Promise<ComponentType>> = {
  [paths.home]: () => import('../features/catalogue/home-page').then((m) => m.HomePage),
  [paths.guide]: () => import('../features/guide/guide-page').then((m) => m.GuidePage),
  [paths.everyShop]: () =>
    import('../features/every-shop/every-shop-page').then((m) => m.EveryShopPage),
  [paths.order]: () => import('../features/orders/order-page').then((m) => m.OrderPage),
  [paths.orderDetail]: () =>
    import('../features/order-detail/order-detail-page').then((m) => m.OrderDetailPage),
  [paths.account]: () => import('../features/account/account-page').then((m) => m.AccountPage),
  [paths.address]: () => import('../features/addresses/address-page').then((m) => m.AddressPage),
  [paths.createOrder]: () =>
    import('../features/checkout/create-order-page').then((m) => m.CreateOrderPage),
  [paths.login]: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  [paths.login2]: () =>
    import('../features/auth/account-sign-in-page').then((m) => m.AccountSignInPage),
  [paths.login3]: () => import('../features/auth/bind-line-page').then((m) => m.BindLinePage),
  [paths.login4]: () =>
    import('../features/auth/company-lookup-page').then((m) => m.CompanyLookupPage),
  [paths.pageTwo]: () => import('../features/demo/page-two').then((m) => m.PageTwo),
  [paths.sharedCart]: () =>
    import('../features/shared-cart/shared-cart-page').then((m) => m.SharedCartPage),
};

/** Any other path. */
export const notFoundCode = () => import('./pages/not-found-page').then((m) => m.NotFoundPage);

/** The shell's parts that come with the first screen that shows them, or on the first tap that needs them. */
export const shellCode = {
  signedInHeader: () => import('./layout/signed-in-header').then((m) => m.SignedInHeader),
  deliveryDialog: () =>
    import('../features/checkout/delivery-dialog').then((m) => m.DeliveryDialog),
  alertSnackbar: () => import('../components/app-alert-snackbar').then((m) => m.AppAlertSnackbar),
  // Also a part of the delivery dialog's code: once a buyer has sent a cart it is on the phone, signal or not.
  keptOrderBar: () => import('../features/checkout/kept-order-bar').then((m) => m.KeptOrderBar),
  // Only while the account's 各店訂購 pass is unfinished.
  passBar: () => import('../features/every-shop/pass-bar').then((m) => m.PassBar),
};

/** What the app does for a signed-in session beside its screens (session-wiring.ts): with the first sign-in. */
export const sessionWiringCode = () => import('./session-wiring').then((m) => m.wireSession);

/**
 * A product's add tapped on home's stored copy whose card the live home does not show yet (carry-over-tap-in-app.ts):
 * the wait for home's product list, and the list.
 */
export const carriedAddCode = () => import('./carried-add');

const isAppPath = (path: string): path is AppPath => Object.hasOwn(screenCode, path);

/**
 * Starts fetching the code of the screen the app was opened at and, unless it is a sign-in form, the signed-in
 * header over it. A guard may still send the buyer elsewhere; then that early start was for nothing, as with any
 * prefetch. Not for a LIFF deep link's screen, whose path LIFF's init turns into another one (`/?liff.state=…`).
 */
export function preloadRequestedScreen(): void {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (!SIGN_IN_FORMS.includes(path)) void shellCode.signedInHeader().catch(() => undefined);
  if (new URLSearchParams(window.location.search).has('liff.state')) return;
  if (isAppPath(path)) void screenCode[path]().catch(() => undefined);
}

/**
 * Starts fetching the server layer as the app opens, unless it opened at a sign-in form (which calls the server only
 * when the buyer submits): the start-up sign-in and home's first calls go through it, and should not wait for it.
 * The start-up joins it to the store (start/server-layer.ts).
 */
export function preloadServerLayer(): Promise<unknown> | null {
  if (SIGN_IN_FORMS.includes(window.location.pathname.replace(/(.)\/+$/, '$1'))) return null;
  return import('../api/server').catch(() => undefined);
}

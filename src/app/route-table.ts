/**
 * The route table: each of the app's routes once, with who may open it and where its screen's code is (paths in
 * config/paths.ts), and the code the shell loads later beside the screens. routes.tsx builds the router's routes from
 * it; the entry (main.tsx) reads it to ask for the opened screen's code the moment it runs, beside the framework. So
 * it imports nothing of the framework, and loads each screen and shell part by its own file: a feature's index.ts
 * would bring that feature's other code along.
 */
import type { ComponentType } from 'react';
import { paths, SIGN_IN_FORMS, type AppPath } from '../config/paths';
import type { CarriedTap } from '../stored-home/carried-tap';

/**
 * Who may open a route (app/guards.tsx): `bound`, a signed-in buyer whose customer carries a LINE id (RequireBound);
 * `signedIn`, any signed-in buyer (RequireSignedIn); `notBound`, anyone but a bound buyer, who goes on
 * (RedirectIfBound); `open`, anyone.
 */
export type Guard = 'bound' | 'signedIn' | 'notBound' | 'open';

export interface Route {
  path: AppPath;
  guard: Guard;
  /** The screen's code, fetched when the screen is first opened (or earlier, as the app opens at it). */
  screen: () => Promise<ComponentType>;
}

export const routeTable: readonly Route[] = [
  {
    path: paths.home,
    guard: 'bound',
    screen: () => import('../features/catalogue/home-page').then((m) => m.HomePage),
  },
  {
    path: paths.guide,
    guard: 'bound',
    screen: () => import('../features/guide/guide-page').then((m) => m.GuidePage),
  },
  {
    path: paths.everyShop,
    guard: 'bound',
    screen: () => import('../features/every-shop/every-shop-page').then((m) => m.EveryShopPage),
  },
  {
    path: paths.order,
    guard: 'bound',
    screen: () => import('../features/orders/order-page').then((m) => m.OrderPage),
  },
  {
    path: paths.orderDetail,
    guard: 'bound',
    screen: () =>
      import('../features/order-detail/order-detail-page').then((m) => m.OrderDetailPage),
  },
  {
    path: paths.statement,
    guard: 'bound',
    screen: () => import('../features/statement/statement-page').then((m) => m.StatementPage),
  },
  {
    path: paths.account,
    guard: 'bound',
    screen: () => import('../features/account/account-page').then((m) => m.AccountPage),
  },
  {
    path: paths.address,
    guard: 'bound',
    screen: () => import('../features/addresses/address-page').then((m) => m.AddressPage),
  },
  {
    path: paths.createOrder,
    guard: 'bound',
    screen: () => import('../features/checkout/create-order-page').then((m) => m.CreateOrderPage),
  },
  {
    path: paths.sharedCart,
    guard: 'bound',
    screen: () => import('../features/shared-cart/shared-cart-page').then((m) => m.SharedCartPage),
  },
  {
    path: paths.login3,
    guard: 'signedIn',
    screen: () => import('../features/auth/bind-line-page').then((m) => m.BindLinePage),
  },
  {
    path: paths.login4,
    guard: 'signedIn',
    screen: () => import('../features/auth/company-lookup-page').then((m) => m.CompanyLookupPage),
  },
  {
    path: paths.login2,
    guard: 'notBound',
    screen: () => import('../features/auth/account-sign-in-page').then((m) => m.AccountSignInPage),
  },
  {
    path: paths.login,
    guard: 'open',
    screen: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  },
  {
    // PageTwo's greeting in en/ko/fr/es comes with its code (features/demo/texts/demo.ts).
    path: paths.pageTwo,
    guard: 'open',
    screen: () => import('../features/demo/page-two').then((m) => m.PageTwo),
  },
];

/** Any other path, open to anyone. */
export const notFoundScreen = () => import('./pages/not-found-page').then((m) => m.NotFoundPage);

/** The path the app was opened at, without a trailing slash. */
export const openedPath = (): string => window.location.pathname.replace(/(.)\/+$/, '$1');

/**
 * The code the shell loads later, beside the screens: each part with the first screen that shows it, or on the
 * first tap or event that needs it (components/later.tsx renders the components). Written here rather than where each
 * is used (all of them in boot's code): a file that loads code later carries the names of every file that code needs,
 * and the entry names those already for the screens; loaded from boot's code instead, these cost each first screen
 * 0.9 KB gzip (the budgets, docs/performance.md).
 */
export const shellCode = {
  signedInHeader: () => import('./layout/signed-in-header').then((m) => m.SignedInHeader),
  deliveryDialog: () =>
    import('../features/checkout/delivery-dialog').then((m) => m.DeliveryDialog),
  // Also a part of the delivery dialog's code: once a buyer has sent a cart it is on the phone, signal or not.
  keptOrderBar: () => import('../features/checkout/kept-order-bar').then((m) => m.KeptOrderBar),
  // Only while the account's 各店訂購 pass is unfinished.
  passBar: () => import('../features/every-shop/pass-bar').then((m) => m.PassBar),
  alertSnackbar: () => import('../components/app-alert-snackbar').then((m) => m.AppAlertSnackbar),
  /** What the app does for a signed-in session beside its screens (session-wiring.ts): with the first sign-in. */
  sessionWiring: () => import('./session-wiring').then((m) => m.wireSession),
  /**
   * A product's add tapped on home's stored copy whose card the live home does not show yet
   * (carry-over-tap-in-app.ts): the wait for home's product list, and the list.
   */
  carriedAdd: () => import('./carried-add'),
};

/**
 * Starts fetching the code of the screen the app was opened at and, unless it is a sign-in form, the signed-in
 * header over it. A guard may still send the buyer elsewhere; then that early start was for nothing, as with any
 * prefetch. Not for a LIFF deep link's screen, whose path LIFF's init turns into another one (`/?liff.state=…`).
 */
export function preloadOpenedScreen(): void {
  const path = openedPath();
  if (!SIGN_IN_FORMS.includes(path)) void shellCode.signedInHeader().catch(() => undefined);
  if (new URLSearchParams(window.location.search).has('liff.state')) return;
  void routeTable
    .find((route) => route.path === path)
    ?.screen()
    .catch(() => undefined);
}

/**
 * A tap on home's painted copy (stored-home/carried-tap.ts) as it is made: for a product's 加入購物車, the add dialog's
 * code is asked for at once, through home's screen code, which the entry asks for anyway. The live app presses the
 * same button once it is there, and the dialog then opens at once: fetched only at that press, it kept the buyer
 * waiting some half a second more on a slow line (tests/bench/copy-tap.bench.ts). The menu, the cart and the bell
 * are left to load at the press: asking for their code here would put each one's file list in the entry.
 */
export function preloadTapped(tap: CarriedTap): void {
  if (tap.startsWith('add:'))
    void import('../features/catalogue/home-page')
      .then((home) => home.preloadAddDialog())
      .catch(() => undefined);
}

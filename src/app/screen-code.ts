/**
 * Where each screen's code is. This module imports nothing of the framework, so the app's entry (main.tsx) can start
 * downloading the requested screen's code the moment it runs, beside the framework rather than after it has
 * downloaded and started; the route table (routes.tsx) lazy-loads the same modules, which the browser then has.
 */
import type { ComponentType } from 'react';
import { paths, type AppPath } from '../config/paths';

export const screenCode: Record<AppPath, () => Promise<ComponentType>> = {
  [paths.home]: () => import('../features/catalogue/home-page').then((m) => m.HomePage),
  [paths.guide]: () => import('../features/guide/guide-page').then((m) => m.GuidePage),
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

const isAppPath = (path: string): path is AppPath => Object.hasOwn(screenCode, path);

/** The sign-in screens show their form before any call to the server; every other screen's first render needs it. */
const signInForms: readonly string[] = [paths.login, paths.login2, paths.login3, paths.login4];

/** The path the app was opened at, without a trailing slash. */
const requestedPath = (): string => window.location.pathname.replace(/(.)\/+$/, '$1');

/**
 * Starts fetching the API layer (RTK Query, axios, the endpoints) when the screen the app was opened at needs the
 * server for its first render, or a start-up sign-in will call it: on a cold open it is on the way to the first
 * call, which should not wait for it. A sign-in form does without it until the buyer submits.
 */
export function preloadApiLayer(): void {
  if (signInForms.includes(requestedPath())) return;
  void import('../api/endpoints/auth').catch(() => undefined);
  // Home's first calls leave the moment a token exists (start-app.ts): their code must be here by then.
  if (requestedPath() === paths.home)
    void import('../start/home-data').catch(() => undefined);
}

/**
 * Starts fetching the code of the screen at `pathname`, as the app opens. A guard may still send the buyer
 * elsewhere; then this was one wasted request, as with any prefetch.
 */
export function preloadScreenCode(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isAppPath(path)) void screenCode[path]().catch(() => undefined);
}

/**
 * Starts fetching the code of the screen the app was opened at and, unless it is a sign-in form, the signed-in
 * header it will show (the app shell renders the screen under it: on a cold open a header fetched only once React
 * runs was one more round trip before the first products). Not for a LIFF deep link's screen, whose path LIFF's
 * init turns into another one (`/?liff.state=…`).
 */
export function preloadRequestedScreen(): void {
  if (!signInForms.includes(requestedPath())) {
    void import('./layout/signed-in-header').catch(() => undefined);
  }
  if (new URLSearchParams(window.location.search).has('liff.state')) return;
  preloadScreenCode(window.location.pathname);
}

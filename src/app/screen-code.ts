/**
 * Where each screen's code is. This module imports nothing of the framework, so the app's entry (main.tsx) can start
 * downloading the requested screen's code the moment it runs, beside the framework rather than after it has
 * downloaded and started; the route table (routes.tsx) lazy-loads the same modules, which the browser then has.
 */
import type { ComponentType } from 'react';
import { paths, type AppPath } from '../config/paths';

export const screenCode: Record<AppPath, () => Promise<ComponentType>> = {
  [paths.home]: () => import('../features/catalogue/home-page').then((m) => m.HomePage),
  [paths.order]: () => import('../features/orders/order-page').then((m) => m.OrderPage),
  [paths.orderDetail]: () =>
    import('../features/order-detail/order-detail-page').then((m) => m.OrderDetailPage),
  [paths.account]: () => import('../features/account/account-page').then((m) => m.AccountPage),
  [paths.address]: () => import('../features/addresses/address-page').then((m) => m.AddressPage),
  [paths.createOrder]: () =>
    import('../features/checkout/create-order-page').then((m) => m.CreateOrderPage),
  [paths.login]: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  [paths.login2]: () => import('../features/auth/login2-page').then((m) => m.Login2Page),
  [paths.login3]: () => import('../features/auth/login3-page').then((m) => m.Login3Page),
  [paths.login4]: () => import('../features/auth/login4-page').then((m) => m.Login4Page),
  [paths.pageTwo]: () => import('../features/demo/page-two').then((m) => m.PageTwo),
};

const isAppPath = (path: string): path is AppPath => Object.hasOwn(screenCode, path);

/**
 * Starts fetching the code of the screen at `pathname`, as the app opens. A guard may still send the buyer
 * elsewhere; then this was one wasted request, as with any prefetch.
 */
export function preloadScreenCode(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isAppPath(path)) void screenCode[path]().catch(() => undefined);
}

/**
 * Starts fetching the code of the screen the app was opened at; not for a LIFF deep link, whose path LIFF's init
 * turns into another one (`/?liff.state=…`).
 */
export function preloadRequestedScreen(): void {
  if (new URLSearchParams(window.location.search).has('liff.state')) return;
  preloadScreenCode(window.location.pathname);
}

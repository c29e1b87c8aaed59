/**
 * SPEC 2's route table. Every screen is lazy: its code is fetched when it is first opened, so the first screen loads
 * only what it shows (ARCHITECTURE.md budgets). Declarative routes (`useRoutes`) rather than a data router: the data
 * router's loaders and actions would add about 16 KB gzip to every screen and this app has no use for them.
 */
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { whenFallbackLanguagesLoaded } from '../i18n/app-i18n';
import { RedirectIfBound, RequireBound, RequireSignedIn } from './guards';
import { AppShell } from './layout/app-shell';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

const screens = new Map<string, LazyScreen>();

/** A lazy route whose module exports the screen under a named export. */
function screen(path: string, load: () => Promise<NonNullable<RouteObject['Component']>>) {
  const Component = lazyScreen(load);
  screens.set(path, Component);
  return { path, Component };
}

export const routes: RouteObject[] = [
  {
    // The shell holds the error boundary and the loading state, so a screen that fails keeps the header and menu.
    Component: AppShell,
    children: [
      {
        Component: RequireBound,
        children: [
          screen(paths.home, () =>
            import('../features/catalogue/home-page').then((m) => m.HomePage),
          ),
          screen(paths.order, () =>
            import('../features/orders/order-page').then((m) => m.OrderPage),
          ),
          screen(paths.orderDetail, () =>
            import('../features/order-detail/order-detail-page').then((m) => m.OrderDetailPage),
          ),
          screen(paths.account, () =>
            import('../features/account/account-page').then((m) => m.AccountPage),
          ),
          screen(paths.address, () =>
            import('../features/addresses/address-page').then((m) => m.AddressPage),
          ),
          screen(paths.createOrder, () =>
            import('../features/checkout/create-order-page').then((m) => m.CreateOrderPage),
          ),
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          screen(paths.login3, () =>
            import('../features/auth/login3-page').then((m) => m.Login3Page),
          ),
          screen(paths.login4, () =>
            import('../features/auth/login4-page').then((m) => m.Login4Page),
          ),
        ],
      },
      {
        Component: RedirectIfBound,
        children: [
          screen(paths.login2, () =>
            import('../features/auth/login2-page').then((m) => m.Login2Page),
          ),
        ],
      },
      screen(paths.login, () => import('../features/auth/login-page').then((m) => m.LoginPage)),
      // PageTwo shows the greeting in en/ko/fr/es: the app loads those languages on demand.
      screen(paths.pageTwo, () =>
        Promise.all([import('../features/demo/page-two'), whenFallbackLanguagesLoaded()]).then(
          ([m]) => m.PageTwo,
        ),
      ),
      screen('*', () => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
    ],
  },
];

/** The route table rendered at the router's current location. */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // The shell has its own boundary for screens; this one catches the shell itself.
  return <ScreenErrorBoundary resetKey={pathname}>{element}</ScreenErrorBoundary>;
}

/**
 * Starts fetching the code of the screen at `pathname` (boot: while LINE and the start-up sign-in talk to their
 * servers). A guard may still send the buyer elsewhere; then this was one wasted request, as with any prefetch.
 */
export function preloadScreen(pathname: string): void {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  if (leaf !== undefined)
    void screens
      .get(leaf)
      ?.preload()
      .catch(() => undefined);
}

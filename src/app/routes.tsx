/**
 * SPEC 2's route table. Every screen is a lazy route: its code is fetched when it is first opened, so the first
 * screen loads only what it shows (ARCHITECTURE.md budgets).
 */
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { whenFallbackLanguagesLoaded } from '../i18n/app-i18n';
import { RedirectIfBound, RequireBound, RequireSignedIn } from './guards';
import { AppShell } from './layout/app-shell';
import { RouteErrorPage } from './pages/route-error-page';
import { RouteFallback } from './route-fallback';

type Screen = NonNullable<RouteObject['Component']>;

/** A lazy route whose module exports the screen under a named export. */
const screen = (path: string, load: () => Promise<Screen>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: AppShell,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Inside the shell, so a screen that fails to load keeps the header and the menu.
        ErrorBoundary: RouteErrorPage,
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
    ],
  },
];

/**
 * The route table (paths in config/paths.ts). Every screen is lazy: its code is fetched when it is first opened, so
 * the first screen loads only what it shows and shows sooner (docs/performance.md). Declarative routes (`useRoutes`)
 * rather than a data router: this app has no use for its loaders and actions, and every screen would wait for their
 * code.
 */
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, type AppPath } from '../config/paths';
import { RedirectIfBound, RequireBound, RequireSignedIn } from './guards';
import { AppShell } from './layout/app-shell';
import { lazyScreen, type Preloadable } from './lazy-screen';
import { notFoundCode, screenCode } from './screens';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** A lazy route; its code is one of screens.ts's. */
function screen(path: AppPath, load = screenCode[path]) {
  return { path, Component: lazyScreen(load) };
}

/** The screens behind each guard, each path once (its code comes from screens.ts). */
const screens = (...list: AppPath[]) => list.map((path) => screen(path));

export const routes: RouteObject[] = [
  {
    // The shell holds the error boundary and the loading state, so a screen that fails keeps the header and menu.
    Component: AppShell,
    children: [
      {
        Component: RequireBound,
        children: screens(
          paths.home,
          paths.guide,
          paths.everyShop,
          paths.order,
          paths.orderDetail,
          paths.statement,
          paths.account,
          paths.address,
          paths.createOrder,
          paths.sharedCart,
        ),
      },
      {
        Component: RequireSignedIn,
        children: screens(paths.login3, paths.login4),
      },
      {
        Component: RedirectIfBound,
        children: screens(paths.login2),
      },
      screen(paths.login),
      // PageTwo's greeting in en/ko/fr/es comes with its code (features/demo/texts/demo.ts).
      screen(paths.pageTwo),
      {
        path: '*',
        Component: lazyScreen(notFoundCode),
      },
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
 * Loads the code of the screen at `pathname` (the browser usually has it already: main.tsx asked for it first), so
 * the first render shows that screen at once rather than a progress bar for a frame and then, by React's fallback
 * throttle, 300 ms of waiting. A guard may still send the buyer to another screen, which then loads as usual.
 */
export function loadScreenAt(pathname: string): Promise<unknown> {
  const screen = matchRoutes(routes, pathname)?.at(-1)?.route.Component as
    Partial<Preloadable> | undefined;
  return screen?.preload?.().catch(() => undefined) ?? Promise.resolve();
}

/**
 * The router's routes, built from the route table (route-table.ts: each path once, with its guard and its screen's
 * code; paths in config/paths.ts). Every screen is lazy: its code is fetched when it is first opened, so the first
 * screen loads only what it shows and shows sooner (docs/performance.md). Declarative routes (`useRoutes`) rather
 * than a data router: this app has no use for its loaders and actions, and every screen would wait for their code.
 */
import type { ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { later, type Later } from '../components/later';
import { RedirectIfBound, RequireBound, RequireSignedIn } from './guards';
import { AppShell } from './layout/app-shell';
import { notFoundScreen, routeTable, type Guard } from './route-table';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { useScreenShown } from './splash';

/**
 * A route's screen: its code comes later (components/later.tsx), and once committed it counts as the first screen
 * shown (boot then removes the static splash).
 */
function screen(load: () => Promise<ComponentType>): Later {
  const Code = later(load);
  function Screen() {
    // Runs only once the screen's code has arrived and the screen was committed (a suspended render has no effects).
    useScreenShown();
    return <Code />;
  }
  return Object.assign(Screen, { preload: Code.preload });
}

const guards: Record<Exclude<Guard, 'open'>, ComponentType> = {
  bound: RequireBound,
  signedIn: RequireSignedIn,
  notBound: RedirectIfBound,
};

/** The table's routes in its order, those behind the same guard as that guard's children. */
function fromTable(): RouteObject[] {
  const routes: RouteObject[] = [];
  const behind = new Map<Guard, RouteObject[]>();
  for (const { path, guard, screen: load } of routeTable) {
    const route: RouteObject = { path, Component: screen(load) };
    if (guard === 'open') {
      routes.push(route);
      continue;
    }
    let children = behind.get(guard);
    if (children === undefined) {
      children = [];
      behind.set(guard, children);
      routes.push({ Component: guards[guard], children });
    }
    children.push(route);
  }
  return routes;
}

export const routes: RouteObject[] = [
  {
    // The shell holds the error boundary and the loading state, so a screen that fails keeps the header and menu.
    Component: AppShell,
    children: [...fromTable(), { path: '*', Component: screen(notFoundScreen) }],
  },
];

/** The routes rendered at the router's current location. */
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
    Partial<Later> | undefined;
  return screen?.preload?.().catch(() => undefined) ?? Promise.resolve();
}

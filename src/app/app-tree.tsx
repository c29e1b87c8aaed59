import type { i18n as I18n } from 'i18next';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { LineStart } from '../line/line-client';
import { NavigationBridge } from './navigation-bridge';
import { AppProviders } from './providers';
import { shellCode } from './route-table';
import { AppRoutes } from './routes';
import type { StartedApp } from '../start/start-app';
import { SessionWiring } from './session-wiring-slot';

export interface AppTreeProps {
  /** The app start-up made (store, alerts, the navigation handle start-up navigates with). */
  app: StartedApp;
  /** LINE as the first render sees it: started, or still starting. */
  line: LineStart;
  i18n: I18n;
  /** The router: BrowserRouter in the browser, a MemoryRouter at a given path in the integration tests. */
  Router: ComponentType<{ children: ReactNode }>;
  /** More under the router (the tests' probe of the current location). */
  children?: ReactNode;
}

/** The whole app under one router: what boot renders, and what the integration tests render, the same way. */
export function AppTree({ app, line, i18n, Router, children }: AppTreeProps) {
  // After React's first commit: start-up's work that the first frame does not need may start (start-app.ts).
  useEffect(() => app.firstScreenCommitted(), [app]);
  return (
    <AppProviders store={app.store} line={line} i18n={i18n} alerts={app.alerts}>
      <Router>
        <AppRoutes />
        <SessionWiring app={app} load={shellCode.sessionWiring} />
        <NavigationBridge handle={app.navigation} />
        {children}
      </Router>
    </AppProviders>
  );
}

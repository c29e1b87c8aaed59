/**
 * The first render, loaded by main.tsx beside start-in-browser.ts (LINE, the store, the start-up sign-in): the static
 * splash of index.html stays until the first screen is on the page. What must happen before that first render, and
 * when LINE may start alongside it, is start-app.ts's rule.
 */
import { Fragment, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configurationProblem, type AppEnv } from '../config/env';
import { initAppI18n } from '../i18n/app-i18n';
import { selectIsLoggedIn } from '../store/auth-slice';
import { preloadSignedInHeader } from './layout/app-shell';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { whenFirstScreenShown } from './lazy-screen';
import { NavigationBridge } from './navigation-bridge';
import { removeSplash, showSplashProblem } from './splash';
import type { StartedApp } from './start-app';

// StrictMode's double renders and effects help while developing and only cost a buyer's phone time.
const DevelopmentChecks = import.meta.env.DEV ? StrictMode : Fragment;

/**
 * Renders the app started by start-in-browser.ts (`started`, null when the configuration has a problem: then the
 * splash says what to set).
 */
export async function boot(env: AppEnv, started: Promise<StartedApp> | null): Promise<void> {
  const i18n = initAppI18n();
  if (started === null) {
    showSplashProblem(i18n.t('shell:boot.configProblem'), configurationProblem(env) ?? '');
    return;
  }
  const app = await started;
  // A buyer still signed in from last time, or opened inside LINE, will see the signed-in header: fetch it now.
  if (selectIsLoggedIn(app.store.getState())) void preloadSignedInHeader();
  else
    void app.line.then((line) => {
      if (line?.isLoggedIn() === true) void preloadSignedInHeader();
    });
  const { line } = await app.firstRender();
  if (selectIsLoggedIn(app.store.getState())) await preloadSignedInHeader().catch(() => undefined);

  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root');
  createRoot(container).render(
    <DevelopmentChecks>
      <AppProviders store={app.store} line={line} i18n={i18n} alerts={app.alerts}>
        {/* No transitions: a screen whose code is still on its way shows the progress bar at once, rather than the
            previous screen staying on view with no sign that the tap did anything. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
          <NavigationBridge handle={app.navigation} />
        </BrowserRouter>
      </AppProviders>
    </DevelopmentChecks>,
  );
  // The screen is in the page, not yet painted: the splash leaves in the same frame, so the buyer never sees a
  // blank page between them.
  await whenFirstScreenShown();
  removeSplash();
}

/**
 * The first render, loaded by main.tsx beside start-in-browser.ts (LINE, the store, the start-up sign-in): the static
 * splash of index.html stays until the first screen is on the page. What must happen before that first render, and
 * when LINE may start alongside it, is start-app.ts's rule.
 */
import { Fragment, StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configurationProblem, type AppEnv } from '../config/env';
import { initI18n } from '../i18n/i18n';
import { selectIsLoggedIn } from '../store/session/auth-slice';
import { SignedInHeader } from './layout/app-shell';
import { AppTree } from './app-tree';
import { carryOverTapInApp } from './carry-over-tap-in-app';
import { loadScreenAt } from './routes';
import { removeSplash, showSplashProblem, whenFirstScreenShown } from './splash';
import type { StartedApp } from '../start/start-app';

// StrictMode's double renders and effects help while developing and only cost a buyer's phone time.
const DevelopmentChecks = import.meta.env.DEV ? StrictMode : Fragment;

/**
 * Navigation is not a transition: a screen whose code is still on its way shows the progress bar at once, rather
 * than the previous screen staying on view with no sign that the tap did anything.
 */
const AppRouter = ({ children }: { children: ReactNode }) => (
  <BrowserRouter useTransitions={false}>{children}</BrowserRouter>
);

/**
 * Renders the app started by start-in-browser.ts (`started`, null when the configuration has a problem: then the
 * splash says what to set).
 */
export async function boot(env: AppEnv, started: Promise<StartedApp> | null): Promise<void> {
  const i18n = initI18n();
  if (started === null) {
    showSplashProblem(i18n.t('shell:boot.configProblem'), configurationProblem(env) ?? '');
    return;
  }
  const app = await started;
  // A buyer still signed in from last time, or opened inside LINE, will see the signed-in header: fetch it now.
  if (selectIsLoggedIn(app.store.getState())) void SignedInHeader.preload();
  else
    void app.line.then((line) => {
      if (line?.isLoggedIn() === true) void SignedInHeader.preload();
    });
  const { line } = await app.firstRender();
  // The first screen's code and the header over it, in memory before the first render: no progress bar first.
  await Promise.all([
    loadScreenAt(window.location.pathname),
    selectIsLoggedIn(app.store.getState()) ? SignedInHeader.preload().catch(() => undefined) : null,
  ]);

  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition, so React renders the first screen in slices of a few milliseconds instead of one task: on a cold
  // open home's first render often has its list already (asked for at sign-in; the render starts when the login has
  // answered), and as one task it held the main thread about 600 ms at 4x (Lighthouse's total blocking time). The
  // static splash covers the page until it is committed.
  startTransition(() =>
    root.render(
      <DevelopmentChecks>
        <AppTree app={app} line={line} i18n={i18n} Router={AppRouter} />
      </DevelopmentChecks>,
    ),
  );
  // The screen is in the page, not yet painted: the splash leaves in the same frame, so the buyer never sees a
  // blank page between them.
  await whenFirstScreenShown();
  removeSplash();
  carryOverTapInApp(app, i18n);
}

/**
 * Start-up, in the order the buyer needs it (DECISIONS 12): the splash stays while LINE starts and the start-up
 * sign-in settles, then the requested URL (a LIFF deep link included) opens, or /login2 if its guard refuses.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureHttp } from '../api/session-end';
import { createAppAlerts } from '../components/app-alert-context';
import { configurationProblem, type AppEnv } from '../config/env';
import { paths } from '../config/paths';
import { startupSignIn } from '../features/auth/startup-sign-in';
import { initAppI18n } from '../i18n/app-i18n';
import { initLine } from '../line/init-line';
import type { LineClient } from '../line/line-client';
import { toLineInitError } from '../line/line-errors';
import { selectIsLoggedIn, signedOut } from '../store/auth-slice';
import { makeStore, whenRehydrated } from '../store/store';
import { preloadSignedInHeader } from './layout/app-shell';
import { AppProviders } from './providers';
import { AppRoutes, preloadScreen } from './routes';
import { whenFirstScreenShown } from './lazy-screen';
import { NavigationBridge, createNavigationHandle } from './navigation-bridge';
import { removeSplash, showSplashProblem } from './splash';

export interface BootOptions {
  /** Starts the in-browser mock API; main.tsx passes it only when the mock is enabled and built in. */
  startMockApi?: () => Promise<void>;
}

/** SPEC 8: LINE's init error is a browser alert with code and message, before any screen exists; then go on. */
async function startLine(env: AppEnv): Promise<LineClient | null> {
  try {
    return await initLine(env);
  } catch (error) {
    const { code, message } = toLineInitError(error);
    window.alert(`${code} ${message}`);
    return null;
  }
}

export async function boot(env: AppEnv, options: BootOptions = {}): Promise<void> {
  const i18n = initAppI18n();
  const problem = configurationProblem(env);
  if (problem !== null) {
    showSplashProblem(i18n.t('shell:boot.configProblem'), problem);
    return;
  }
  if (env.apiMock && options.startMockApi) await options.startMockApi();

  // The first screen's code (and the API layer it imports) loads while LINE starts and the start-up sign-in talks
  // to the server. Not for a LIFF deep link: LIFF's init turns `/?liff.state=…` into another path.
  if (!new URLSearchParams(window.location.search).has('liff.state')) {
    preloadScreen(window.location.pathname);
  }
  // LIFF first: its init rewrites a `?liff.state=` deep link into the real path the router must read.
  const line = await startLine(env);
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  const navigation = createNavigationHandle();
  const alerts = createAppAlerts();
  configureHttp({
    // The session ended (401, invalid_token): sign out (the cart stays, DECISIONS 12) and go to /login2, no reload.
    onSessionEnded: () => {
      store.dispatch(signedOut());
      navigation.navigate(paths.login2, { replace: true });
    },
  });
  // A buyer opened inside LINE, or still signed in from last time, will see the signed-in header: fetch it now.
  const likelySignedIn = line?.isLoggedIn() === true || selectIsLoggedIn(store.getState());
  if (likelySignedIn) void preloadSignedInHeader();
  // Notices raised here (請先登入 LINE) wait in `alerts` and show once the app is on screen.
  await startupSignIn({ store, line, notify: alerts.notify }).catch(() => undefined);
  if (selectIsLoggedIn(store.getState())) await preloadSignedInHeader().catch(() => undefined);

  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} line={line} i18n={i18n} alerts={alerts}>
        {/* No transitions: a screen whose code is still on its way shows the progress bar at once, rather than the
            previous screen staying on view with no sign that the tap did anything. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
          <NavigationBridge handle={navigation} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  await whenFirstScreenShown();
  // After the next paint, so the screen is there before the splash goes.
  requestAnimationFrame(() => requestAnimationFrame(removeSplash));
}

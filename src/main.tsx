/**
 * The entry. A returning buyer's home is painted at once as they last saw it (stored-home/); then the start-up
 * (start/: the store, LINE, the start-up sign-in; no renderer) and the app (app/boot.tsx: React, the route table, the
 * opened screen) are fetched side by side, and the app renders once the start-up allows.
 */
import { openedPath, preloadOpenedScreen, preloadTapped } from './app/route-table';
import { configurationProblem, env } from './config/env';
import { paths, SIGN_IN_FORMS } from './config/paths';
import { lineUserBeforeInit } from './line/line-user-before-init';
import { paintStoredHome } from './stored-home/paint-stored-home';

// A production build made without VITE_API_MOCK=true leaves out the demo's mock API altogether.
const mockApiBuiltIn = !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true';
const configured = configurationProblem(env) === null;

// Who LINE is about to name, read before LIFF's init takes its credentials out of the address: only their own
// last session may show before LINE has started.
const lineUser = configured ? lineUserBeforeInit(env) : null;
const storedHomeShown =
  configured &&
  paintStoredHome(paths.home, { lineUser, imageBaseUrl: env.imageBaseUrl, onTap: preloadTapped });

// A deployment with a configuration problem starts nothing: boot says what to set.
const startUpCode = configured ? import('./start/start-in-browser') : null;
const started = startUpCode
  ? startUpCode.then(({ startInBrowser }) =>
      startInBrowser(env, {
        lineUserBeforeInit: lineUser,
        startMockApi: mockApiBuiltIn
          ? () => import('./mocks/browser').then(({ startMockApi }) => startMockApi())
          : undefined,
      }),
    )
  : null;

// The server layer's code is asked for at once, beside the start-up's: the start-up sign-in and home's first calls
// go through it, and must not wait for it (the start-up joins it to the store: start/server-layer.ts). Not with the
// demo's mock API, which must take control of the page first, nor on a sign-in form, which calls the server only when
// the buyer submits.
const mockApiOn = mockApiBuiltIn && env.apiMock;
const serverCode =
  configured && !mockApiOn && !SIGN_IN_FORMS.includes(openedPath())
    ? import('./api/server').catch(() => undefined)
    : null;

// The app's code (React, MUI, the router), then the opened screen's. On a first open the app's code is asked for at
// once, as the first screen waits for it most, and the screen's once the server layer's code is here, so the
// sign-in's call (which a first open waits for too) is not held up. With home's copy on show, or the demo's mock
// API, both once the start-up is done: the code is in the browser's cache and asking sooner would delay the copy's
// paint; the mock must take control of the page first.
const appBesideStartUp = configured && !storedHomeShown && !mockApiOn;
if (appBesideStartUp) {
  setTimeout(() => void import('./app/boot').catch(() => undefined), 0);
  void Promise.resolve(serverCode ?? startUpCode)
    .catch(() => undefined)
    .then(() => setTimeout(preloadOpenedScreen, 0));
}
void Promise.resolve(appBesideStartUp ? startUpCode : started)
  .catch(() => undefined)
  .then(() => {
    if (!appBesideStartUp) preloadOpenedScreen();
    return import('./app/boot');
  })
  .then(({ boot }) => boot(env, started));

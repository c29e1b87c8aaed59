/**
 * The entry. A returning buyer's home is painted at once as they last saw it (stored-home/); then the start-up
 * (start/: the store, LINE, the start-up sign-in; no renderer) and the app (app/boot.tsx: React, the route table, the
 * opened screen) are fetched side by side, and the app renders once the start-up allows.
 */
import { preloadRequestedScreen } from './app/screens';
import { configurationProblem, env } from './config/env';
import { paths } from './config/paths';
import { lineUserBeforeInit } from './start/line/line-user-before-init';
import { paintStoredHome } from './stored-home/paint-stored-home';

// A production build made without VITE_API_MOCK=true leaves out the demo's mock API altogether.
const mockApiBuiltIn = !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true';
const configured = configurationProblem(env) === null;

// Who LINE is about to name, read before LIFF's init takes its credentials out of the address: only their own
// last session may show before LINE has started.
const lineUser = configured ? lineUserBeforeInit(env) : null;
const storedHomeShown =
  configured && paintStoredHome(paths.home, { lineUser, imageBaseUrl: env.imageBaseUrl });

// A deployment with a configuration problem starts nothing: boot says what to set.
const started = configured
  ? import('./start/start-in-browser').then(({ startInBrowser }) =>
      startInBrowser(env, {
        lineUserBeforeInit: lineUser,
        startMockApi: mockApiBuiltIn
          ? () => import('./mocks/browser').then(({ startMockApi }) => startMockApi())
          : undefined,
      }),
    )
  : null;

// A first open asks for the app's code and the opened screen's beside the start-up's. With home's copy on show it
// waits for the start-up (the code is in the browser's cache, and asking now would delay the copy's paint), and so
// it does for the demo's mock API, which must take control of the page first.
const mockApiOn = mockApiBuiltIn && env.apiMock;
const appNow = !storedHomeShown && !mockApiOn;
if (appNow) setTimeout(preloadRequestedScreen, 0);
void (appNow ? Promise.resolve() : Promise.resolve(started).catch(() => undefined))
  .then(() => {
    if (!appNow) preloadRequestedScreen();
    return import('./app/boot');
  })
  .then(({ boot }) => boot(env, started));

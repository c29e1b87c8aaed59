/**
 * The entry, kept tiny on purpose: it imports nothing of the framework, so it runs as soon as it arrives. It loads
 * the app in two steps, because on a slow phone network everything downloading at once shares the line and all of
 * it arrives late:
 *
 * 1. the start-up that needs no renderer (app/start-in-browser.ts: LINE, the store, the start-up sign-in; index.html
 *    preloads it) and the API layer: on a cold open the sign-in call leaves as soon as they are here;
 * 2. once the store is ready, boot (React, MUI, the router, i18next: four times the size), the requested screen and
 *    the signed-in header, which download and start while the sign-in and home's first calls are answered.
 */
import { preloadApiLayer, preloadRequestedScreen } from './app/screen-code';
import { paintStoredHome } from './app/stored-home';
import { configurationProblem, env } from './config/env';
import { paths } from './config/paths';

/**
 * Whether this bundle may contain the mock API. Vite turns this into a literal at build time, so a production build
 * made without VITE_API_MOCK=true drops the import below and ships no msw.
 */
const mockApiBuiltIn = !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true';
const mockApiOn = mockApiBuiltIn && env.apiMock;

const configured = configurationProblem(env) === null;
// A returning buyer's home as they last saw it, before any of the code below has loaded (app/stored-home.ts).
if (configured) paintStoredHome(paths.home);

// A deployment with a configuration problem starts nothing: boot says what to set.
const started = configured
  ? import('./app/start-in-browser').then(({ startInBrowser }) =>
      startInBrowser(env, {
        startMockApi: mockApiBuiltIn
          ? async () => {
              const { startMockApi } = await import('./mocks/browser');
              await startMockApi();
            }
          : undefined,
      }),
    )
  : null;
if (!mockApiOn) preloadApiLayer();

void Promise.resolve(started)
  .catch(() => undefined)
  .then(() => {
    // With the demo's mock API the screen's code waited for its service worker (start-in-browser): module requests
    // made while the worker takes control of the page were seen to stall the first screen on a busy machine.
    if (!mockApiOn) preloadRequestedScreen();
    return import('./app/boot');
  })
  .then(({ boot }) => boot(env, started));

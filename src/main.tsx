/**
 * The entry, kept tiny on purpose: it imports nothing of the framework, so it runs as soon as it arrives. It loads
 * the app in two steps:
 *
 * 1. the start-up that needs no renderer (app/start-in-browser.ts: LINE, the store, the start-up sign-in; index.html
 *    preloads it) and the API layer: on a cold open the sign-in call leaves as soon as they are here;
 * 2. boot (React, MUI, the router, i18next: four times the size), the requested screen and the signed-in header:
 *    on a first open right after step 1, sharing the line with it; when the stored copy of home is shown, once the
 *    store is ready. They start while the sign-in and home's first calls are answered.
 */
import { nextTask } from './start/next-task';
import { preloadApiLayer, preloadRequestedScreen } from './app/screen-code';
import { paintStoredHome } from './start/stored-home/paint-stored-home';
import { configurationProblem, env } from './config/env';
import { paths } from './config/paths';
import { lineUserBeforeInit } from './line/line-user-before-init';

/**
 * Whether this bundle may contain the mock API. Vite turns this into a literal at build time, so a production build
 * made without VITE_API_MOCK=true drops the import below and ships no msw.
 */
const mockApiBuiltIn = !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true';
const mockApiOn = mockApiBuiltIn && env.apiMock;

const configured = configurationProblem(env) === null;
// Who LINE is about to name, read now, before LIFF's init takes its credentials out of the address. It only decides
// whether this buyer may see the last session before LINE has started (it must be theirs); who is signed in is
// still LINE's and the server's to say.
const lineUser = configured ? lineUserBeforeInit(env) : null;
// A returning buyer's home as they last saw it, before any of the code below has loaded (app/stored-home.ts).
const storedHomeShown =
  configured && paintStoredHome(paths.home, { lineUser, imageBaseUrl: env.imageBaseUrl });

// A deployment with a configuration problem starts nothing: boot says what to set.
const started = configured
  ? import('./start/start-in-browser').then(async ({ startInBrowser }) => {
      // Not in the task that evaluated the start-up's code: the two together were one long task on a slow phone.
      await nextTask();
      return startInBrowser(env, {
        lineUserBeforeInit: lineUser,
        startMockApi: mockApiBuiltIn
          ? async () => {
              const { startMockApi } = await import('./mocks/browser');
              await startMockApi();
            }
          : undefined,
      });
    })
  : null;

/** Boot, the framework under it and the requested screen's code: the bulk of the bytes before the first products. */
function preloadFirstScreen(): void {
  void import('./app/boot').catch(() => undefined);
  // The screen's code in a task of its own: each preload link costs about 2 ms at 4x CPU, and the ~35 of both
  // together were one long task.
  setTimeout(preloadRequestedScreen, 0);
}

// With the demo's mock API the screen's code waits for its service worker (start-in-browser): module requests made
// while the worker takes control of the page were seen to stall the first screen on a busy machine.
if (!mockApiOn) {
  preloadApiLayer();
  // With nothing on screen yet (a first open, or a copy of home that could not be shown), asked for now rather than
  // once the store is ready: the framework is the last thing a cold open waits for, and sharing the line with the
  // sign-in's code from the start brings it in beside home's first answers (docs/performance.md, "seventh sitting").
  // In a task of its own, as inserting the preload links takes 40-80 ms at 4x CPU. Not when the stored home is
  // shown: the buyer already sees products, the code comes from the cache, and the links would delay the copy's paint.
  if (!storedHomeShown) setTimeout(preloadFirstScreen, 0);
}

void Promise.resolve(started)
  .catch(() => undefined)
  .then(() => {
    // With the stored home shown, the screen's code is asked for here; on a first open this repeats the request above.
    if (!mockApiOn) preloadRequestedScreen();
    return import('./app/boot');
  })
  .then(({ boot }) => boot(env, started));

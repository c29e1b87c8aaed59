/**
 * The start-up that needs no renderer: the demo's mock API, LINE, the store and the start-up sign-in (start-app.ts),
 * loaded by main.tsx before boot rather than by it. None of it imports React's renderer, MUI, emotion, i18next or
 * the router, so on a cold open LINE starts and the sign-in call leaves while that larger half is still
 * downloading, instead of after it has downloaded and run (on a slow phone network, over a second).
 */
import type { AppEnv } from '../config/env';
import { initLine } from '../line/init-line';
import type { LineClient } from '../line/line-client';
import { toLineInitError } from '../line/line-errors';
import { nextTask } from './next-task';
import { preloadRequestedScreen } from '../app/screen-code';
import { startApp } from './start-app';

export interface StartInBrowserOptions {
  /** Starts the in-browser mock API; main.tsx passes it only when the mock is enabled and built in. */
  startMockApi?: () => Promise<void>;
  /**
   * The LINE user LINE is about to name, as the entry read it before anything started (line/line-user-before-init.ts):
   * read there, before LIFF's init takes its credentials out of the address.
   */
  lineUserBeforeInit?: string | null;
}

/** LINE's init error is a browser alert with code and message, as no screen exists yet; then go on. */
async function startLine(env: AppEnv): Promise<LineClient | null> {
  try {
    return await initLine(env);
  } catch (error) {
    const { code, message } = toLineInitError(error);
    window.alert(`${code} ${message}`);
    return null;
  }
}

export async function startInBrowser(env: AppEnv, options: StartInBrowserOptions = {}) {
  if (env.apiMock && options.startMockApi) {
    await options.startMockApi();
    // main.tsx leaves the screen's code for after the mock API's service worker is in control.
    preloadRequestedScreen();
  }
  const line = startLine(env);
  // The store is made in a task of its own: with LINE's start and this chunk's evaluation it was one 90 ms task at
  // 4x CPU, right after the splash had painted.
  await nextTask();
  return startApp({
    line,
    search: window.location.search,
    currentPath: () => window.location.pathname,
    lineUserBeforeInit: options.lineUserBeforeInit ?? null,
    restart: () => window.location.reload(),
  });
}

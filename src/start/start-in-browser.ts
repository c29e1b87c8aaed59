/**
 * The start-up in the browser: the demo's mock API when it is on, LINE, then the store and the start-up sign-in
 * (start-app.ts). None of it needs the renderer, so on a cold open LINE starts and the sign-in call leaves while the
 * app's larger half (React, MUI, the screens) is still on its way.
 */
import type { AppEnv } from '../config/env';
import { initLine } from '../line/init-line';
import type { LineClient } from '../line/line-client';
import { isLineUnreachable, toLineInitError } from '../line/line-errors';
import { nextTask } from './next-task';
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

/**
 * LINE's init error is a browser alert with code and message, as no screen exists yet; then go on. LINE out of
 * reach (no signal, its addresses refused) is no setup error: /login2 says so in its words, with 重試.
 */
async function startLine(env: AppEnv, unreachable: () => void): Promise<LineClient | null> {
  try {
    return await initLine(env);
  } catch (error) {
    if (isLineUnreachable(error)) {
      unreachable();
      return null;
    }
    const { code, message } = toLineInitError(error);
    window.alert(`${code} ${message}`);
    return null;
  }
}

export async function startInBrowser(env: AppEnv, options: StartInBrowserOptions = {}) {
  if (env.apiMock && options.startMockApi) await options.startMockApi();
  let lineUnreachable = false;
  const line = startLine(env, () => {
    lineUnreachable = true;
  });
  // The store is made in a task of its own, so the splash and a tap are not held up behind all of the start-up.
  await nextTask();
  return startApp({
    line,
    search: window.location.search,
    currentPath: () => window.location.pathname,
    lineUserBeforeInit: options.lineUserBeforeInit ?? null,
    lineUnreachable: () => lineUnreachable,
    restart: () => window.location.reload(),
  });
}

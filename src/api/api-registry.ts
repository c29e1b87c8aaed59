/**
 * The RTK Query api (and axios under it) is not in the first chunk: /login2 makes no call before the buyer taps 登入 (the
 * byte budget: docs/performance.md, "Why the API layer loads late"). Its module announces itself here when it is first
 * imported (by a screen's chunk or the first call), and every store plugs it in then: the store never imports it.
 */
import type { api as appApi } from './api';

// The one piece of module state left in the API layer, on purpose: whether api.ts has been evaluated is a fact about
// the page (a module runs once per page), not about a store. Each store's own plug-in waits here until then and is
// dropped once run; the plug-in closes over its own store, so two stores (two tests) never reach each other.

export type AppApi = typeof appApi;

let loaded: AppApi | null = null;
const waiting = new Set<(api: AppApi) => void>();

/** Called once by api.ts as it is evaluated, before any of its endpoints can be used. */
export function announceApi(api: AppApi): void {
  loaded = api;
  for (const plug of waiting) plug(api);
  waiting.clear();
}

/** Runs `plug` with the api at once if it is loaded, else as soon as it is. */
export function whenApiLoaded(plug: (api: AppApi) => void): void {
  if (loaded === null) waiting.add(plug);
  else plug(loaded);
}

/** The api if it has been loaded (nothing to reset before that). */
export const loadedApi = (): AppApi | null => loaded;

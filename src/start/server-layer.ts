/**
 * The server layer (src/api: the one axios instance, RTK Query and the calls) is the part of the app that talks to
 * the backend. A sign-in form shows before it has loaded; every other open asks for it at once (the entry fetches its
 * code, main.tsx; start-app.ts loads it), and each store joins it on its first call (make-store.ts, `server`).
 */
import type { ServerLayer } from '../store/root-state';

export const loadServerLayer = (): Promise<ServerLayer> => import('../api/server');

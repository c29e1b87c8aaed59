/**
 * An endpoint's answer as the slices see it: RTK Query's own matcher of the endpoint's fulfilled action
 * (`api.endpoints.X.matchFulfilled`), for the slices that keep a copy of what the server answered (the session's
 * shops, the cart's prices, the dictionaries) and react to it in their `extraReducers`. The server layer joins the
 * store later (start/server-layer.ts) and the slices come with the start-up, so a slice cannot import the endpoints
 * to ask them for their matcher; this makes the same one RTK Query makes (buildThunks' `matchFulfilled`: the api's
 * query or mutation thunk fulfilled, for that endpoint's name), typed by the endpoint's own.
 * tests/unit/store/server-answers.test.ts holds it to RTK Query's, action for action.
 */
import type * as serverLayer from '../api/server';
import { isRecord } from '../domain/is-record';

/** The server layer's module, as its loader gets it (start/server-layer.ts). */
type ServerLayer = typeof serverLayer;

/** The endpoints whose answers the slices keep. */
type Endpoints = ServerLayer['catalogueApi']['endpoints'] &
  ServerLayer['customerApi']['endpoints'] &
  ServerLayer['dictApi']['endpoints'];

/** The api's reducerPath (api/api.ts), which names its thunks' actions. */
const API_PATH = 'api';
const FULFILLED: ReadonlySet<unknown> = new Set([
  `${API_PATH}/executeQuery/fulfilled`,
  `${API_PATH}/executeMutation/fulfilled`,
]);

const endpointNameOf = (action: Record<string, unknown>): unknown => {
  const { meta } = action;
  const arg = isRecord(meta) ? meta.arg : undefined;
  return isRecord(arg) ? arg.endpointName : undefined;
};

/** Matches the endpoint's successful answer, as `api.endpoints[endpointName].matchFulfilled` does. */
export function answerOf<Name extends keyof Endpoints>(
  endpointName: Name,
): Endpoints[Name]['matchFulfilled'] {
  const matches = (action: unknown): boolean =>
    isRecord(action) && FULFILLED.has(action.type) && endpointNameOf(action) === endpointName;
  return matches as Endpoints[Name]['matchFulfilled'];
}

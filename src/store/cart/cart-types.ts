/**
 * What the cart's thunks keep between calls that is not data: the adds in flight (promises), by local id, so a
 * change or delete made meanwhile waits for the server's id (it is not a guard against a double tap: that is each
 * add thunk's condition). makeStore creates one per store and hands it to every thunk (the thunk middleware's extra
 * argument): two stores, as in two tests, never share it.
 */
export interface CartExtra {
  addsInFlight: Map<string, Promise<boolean>>;
}

export const makeCartExtra = (): CartExtra => ({ addsInFlight: new Map() });

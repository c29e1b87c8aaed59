/**
 * The server ended the session (a 401, or `invalid_token`): the store that made the call dispatches this when the
 * base query tells it (the `serverEndedSession` of its thunks' extra argument, start/make-store.ts), once per signed-in
 * session however many calls fail together. The store side ends the session (end-session.ts) and start-up goes to
 * /login2. Its own small module so start-up can listen for it without loading axios.
 */
import { createAction } from '@reduxjs/toolkit';

export const sessionEndedByServer = createAction('api/sessionEndedByServer');

/** The same backend for vitest (and any Node tool): `server.listen()` in a setup file, resetDb() between tests. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

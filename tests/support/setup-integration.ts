/**
 * Integration tests only (see vite.config.ts projects): the demo backend answers every call through MSW's node
 * server. Unit tests that need MSW start their own server, so this one must not run there.
 */
import { resetDb } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  server.resetHandlers();
  resetDb();
});

afterAll(() => {
  server.close();
});

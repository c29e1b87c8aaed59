/**
 * For unit tests that talk to the demo backend: its MSW node server for the file, a fresh seed before each test, and
 * a test's own handlers dropped after it. Integration tests get the same from tests/support/setup-integration.ts.
 */
import { resetDb } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';

export function serveDemoBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

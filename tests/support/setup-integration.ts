/**
 * Integration tests only (see vite.config.ts projects): the demo backend answers every call through MSW's node
 * server. Unit tests that need MSW start their own server, so this one must not run there.
 */
import { loadCategorySelectors } from '../../src/features/catalogue/category-selectors-slot';
import { resetDb } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Home's category selectors load after its first paint in the app (category-selectors-slot.tsx). Loaded here, the
  // routes render them at once, as on any visit to home after the first: a test's steps do not race their arrival.
  // Their stand-in is tested on its own (tests/unit/catalogue/category-selectors-slot.test.tsx).
  await loadCategorySelectors();
  // A signed-in route loads the session's wiring (cart sync, kept-order tries) beside its screens. Loaded here, a
  // test that ends quickly never leaves that import half-way when the file's environment is torn down (on a busy
  // machine it failed the run with an error about a module loaded after teardown).
  await import('../../src/app/session-wiring');
});

// The demo data (order history, delivery dates) is dated from the test's clock (setup.ts), not the machine's.
beforeEach(() => {
  resetDb();
});

afterEach(() => {
  server.resetHandlers();
});

afterAll(() => {
  server.close();
});

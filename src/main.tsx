import { boot } from './app/boot';
import { env } from './config/env';

/**
 * Whether this bundle may contain the mock API. Vite turns this into a literal at build time, so a production build
 * made without VITE_API_MOCK=true drops the import below and ships no msw (DECISIONS 5).
 */
const mockApiBuiltIn = !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true';

void boot(env, {
  startMockApi: mockApiBuiltIn
    ? async () => {
        const { startMockApi } = await import('./mocks/browser');
        await startMockApi();
      }
    : undefined,
});

/**
 * The entry, kept tiny on purpose: it imports nothing of the framework, so it runs as soon as it arrives and starts
 * downloading the requested screen's code beside the framework, instead of after the framework has downloaded and
 * started (on a slow phone network that is seconds). Start-up itself is boot.tsx.
 */
import { preloadRequestedScreen } from './app/screen-code';
import { env } from './config/env';

/**
 * Whether this bundle may contain the mock API. Vite turns this into a literal at build time, so a production build
 * made without VITE_API_MOCK=true drops the import below and ships no msw (DECISIONS 5).
 */
const mockApiBuiltIn = !import.meta.env.PROD || import.meta.env.VITE_API_MOCK === 'true';

// With the demo's mock API the screen's code waits for its service worker (boot): module requests made while the
// worker takes control of the page were seen to stall the first screen on a busy machine.
if (!(mockApiBuiltIn && env.apiMock)) preloadRequestedScreen();

void import('./app/boot').then(({ boot }) =>
  boot(env, {
    startMockApi: mockApiBuiltIn
      ? async () => {
          const { startMockApi } = await import('./mocks/browser');
          await startMockApi();
        }
      : undefined,
  }),
);

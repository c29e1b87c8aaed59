/** The demo's in-browser backend; main.tsx loads this by dynamic import only when VITE_API_MOCK is true. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  // 'bypass': images, Vite's modules and LINE's SDK must still reach the network.
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

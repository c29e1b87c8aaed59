/** The demo's in-browser backend; main.tsx loads this by dynamic import only when VITE_API_MOCK is true. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { restoreDb, snapshotDb } from './db';

/** The demo backend's state survives a reload of the tab (a real backend would), not a new tab. */
const DEMO_DB_KEY = 'sorting-app:demo-db';

export async function startMockApi(): Promise<void> {
  try {
    restoreDb(sessionStorage.getItem(DEMO_DB_KEY));
  } catch {
    // No session storage: start from the seed.
  }
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', () => {
    try {
      sessionStorage.setItem(DEMO_DB_KEY, snapshotDb());
    } catch {
      // Full or unavailable storage only costs the demo its memory across reloads.
    }
  });
  // 'bypass': images, Vite's modules and LINE's SDK must still reach the network.
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

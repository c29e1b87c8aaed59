/** The demo's in-browser backend; main.tsx loads this by dynamic import only when VITE_API_MOCK is true. */
import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { restoreDb, snapshotDb } from './db';
import { seedDemoPriceMemory } from './price-memory-seed';
import { followDemoOffline } from './phone-offline';
import { DEMO_DB_KEY } from '../config/storage-keys';

/**
 * The page's own files (code, images, the worker itself) go to the network untouched. Once the worker controls the
 * page it asks the page about every request; without this first handler each of the dozens of module requests of a
 * start-up was tried against every API handler, each parsing the cookies again: about 0.3 s of the page's main
 * thread while it was starting, and seconds on a busy test machine.
 */
const pageFiles = http.all(
  ({ request }) => {
    const url = new URL(request.url);
    return url.origin === window.location.origin && !url.pathname.startsWith('/api/');
  },
  () => passthrough(),
);

export async function startMockApi(): Promise<void> {
  try {
    restoreDb(sessionStorage.getItem(DEMO_DB_KEY));
  } catch {
    // No session storage: start from the seed.
  }
  try {
    seedDemoPriceMemory(localStorage, new Date());
  } catch {
    // No local storage: the demo shows no price changes.
  }
  const worker = setupWorker(pageFiles, ...handlers);
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
  // The fault switch's phone offline, kept across a reload like the rest of the demo's state.
  followDemoOffline();
}

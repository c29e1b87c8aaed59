/**
 * Runs off the main thread (time-zone-warm-up.ts): one formatter in the business time zone, so that the browser
 * loads the zone's data here. That data is kept for the whole page, so the main thread's first use is then quick.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  try {
    new Intl.DateTimeFormat('en-US', {
      timeZone: String(event.data),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZoneName: 'short',
    }).formatToParts(0);
  } catch {
    // An unknown zone: the build refuses one (vite.config.ts), and the main thread's own use reports it.
  }
  self.close();
};

// A module (the worker is started as one): its names stay its own.
export {};

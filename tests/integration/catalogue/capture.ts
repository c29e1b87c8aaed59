/** Records what the app sends to the demo backend, so tests can assert exact payloads and query strings. */
import { server } from '../../../src/mocks/node';

export interface Captured {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Starts recording every request; call `stop` in a finally block (or afterEach). */
export function captureRequests() {
  const requests: Captured[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: Captured = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: undefined,
    };
    requests.push(entry);
    if (request.method !== 'GET')
      pending.push(
        request
          .clone()
          .text()
          .then((text) => {
            entry.body = text === '' ? undefined : JSON.parse(text);
          }),
      );
  });
  return {
    /** The requests to one path, bodies read. */
    async to(path: string): Promise<Captured[]> {
      await Promise.all(pending);
      return requests.filter((r) => r.path === path);
    },
    stop: () => server.events.removeAllListeners('request:start'),
  };
}

/**
 * Records what the app sends to the demo backend (the backend still answers), for exact payload assertions, by path.
 * (recordRequests in record-requests.ts records the same as a flat list, removed by itself at the end of a test.)
 */
import { server } from '../../src/mocks/node';

export interface Captured {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export function captureRequests() {
  const requests: Captured[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
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
  };
  server.events.on('request:start', listener);
  return {
    /** The requests to one path so far, bodies read. */
    async to(path: string): Promise<Captured[]> {
      await Promise.all(pending);
      return requests.filter((r) => r.path === path);
    },
    stop: () => {
      server.events.removeListener('request:start', listener);
    },
  };
}

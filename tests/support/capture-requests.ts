/**
 * Records what the app sends to the demo backend during one test (the backend still answers), in order, for exact
 * assertions of paths, query strings and bodies. Every read first waits for the bodies of the requests seen so far,
 * so a body is never asserted while it is still being read. It stops listening when the test ends.
 */
import { onTestFinished } from 'vitest';
import { server } from '../../src/mocks/node';

export interface Captured {
  method: string;
  path: string;
  search: string;
  /** The parsed JSON body; undefined for a GET or an empty body. */
  body: unknown;
}

/** One request as `METHOD /path?query`, as the server saw it, with its body. */
export interface SentCall {
  call: string;
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
  /** The requests so far, once every body is read (a request may come in while earlier bodies are read). */
  const settled = async (): Promise<Captured[]> => {
    let waitedFor: number;
    do {
      waitedFor = pending.length;
      await Promise.all(pending);
    } while (waitedFor !== pending.length);
    return [...requests];
  };
  const stop = () => {
    server.events.removeListener('request:start', listener);
  };
  server.events.on('request:start', listener);
  onTestFinished(stop);
  return {
    /** Every request so far, in order, as `METHOD /path?query` with its body. */
    async calls(): Promise<SentCall[]> {
      return (await settled()).map((r) => ({
        call: `${r.method} ${r.path}${r.search}`,
        body: r.body,
      }));
    },
    /** The requests to one path so far (any method and query). */
    async to(path: string): Promise<Captured[]> {
      return (await settled()).filter((r) => r.path === path);
    },
    /** Stops listening before the test ends. */
    stop,
  };
}

/** The calls other than the cart sync's (every sign-in and shop switch starts one), for tests about something else. */
export const withoutCartSync = (calls: SentCall[]): SentCall[] =>
  calls.filter((sent) => !sent.call.includes('/api/shoppingcart/'));

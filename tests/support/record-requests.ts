import { onTestFinished } from 'vitest';
import { server } from '../../src/mocks/node';

export interface SeenRequest {
  /** `METHOD /path?query`, as the server saw it. */
  call: string;
  /** The parsed JSON body of a POST; undefined for GET or an empty body. */
  body: unknown;
}

/** Every request the app sends to the demo backend during one test, so payloads are asserted exactly. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      call: `${request.method} ${url.pathname}${url.search}`,
      body: undefined,
    };
    seen.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text === '' ? undefined : JSON.parse(text);
        });
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** A call of the cart sync, which every sign-in and shop switch starts. */
export const isCartCall = (call: string): boolean => call.includes('/api/shoppingcart/');

/** The requests other than the cart sync's, for tests about something else. */
export const withoutCartSync = (seen: SeenRequest[]): SeenRequest[] =>
  seen.filter((request) => !isCartCall(request.call));

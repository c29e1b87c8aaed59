import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { env } from '../../../src/config/env';
import { createHttp } from '../../../src/api/http';
import { createTokenStore } from '../../../src/phone/token-store';
import { expiredJwt, freshJwt } from '../../support/jwt';

const tokens = createTokenStore();
const http = createHttp(tokens);

/**
 * Single-flight refresh (docs/backend-contract.md, "Tokens"): refresh tokens are single-use, so once the access
 * token has expired exactly one request may carry X-Authorization; the others wait for its new pair.
 */
const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
const expired = expiredJwt({ n: 1 });
const renewed = freshJwt({ n: 2 });

interface Seen {
  authorization: string | null;
  refresh: string | null;
}
let seen: Seen[] = [];

/** A backend that, like Furion, swaps a spent refresh token for a new pair in the response headers. */
const refreshingBackend = (answerAfterMs: number) =>
  mswHttp.get(url('/api/x'), async ({ request }) => {
    const refresh = request.headers.get('x-authorization');
    seen.push({ authorization: request.headers.get('authorization'), refresh });
    if (refresh === null) return HttpResponse.json({ code: 200, result: 'plain' });
    await delay(answerAfterMs);
    return HttpResponse.json(
      { code: 200, result: 'refreshed' },
      { headers: { 'access-token': renewed, 'x-access-token': 'refresh-2' } },
    );
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens.clear();
  localStorage.clear();
  seen = [];
  tokens.save(expired, 'refresh-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('five calls with an expired token: the refresh token is sent once, the other four carry the new token', async () => {
  server.use(refreshingBackend(30));
  await Promise.all([1, 2, 3, 4, 5].map(() => http.get('/api/x')));
  expect(seen).toHaveLength(5);
  expect(seen.filter((request) => request.refresh !== null)).toEqual([
    { authorization: `Bearer ${expired}`, refresh: 'Bearer refresh-1' },
  ]);
  expect(seen.slice(1)).toEqual(
    Array(4).fill({ authorization: `Bearer ${renewed}`, refresh: null }),
  );
  expect(tokens.read()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('the waiting calls are held until the refresh answers, not sent in parallel', async () => {
  server.use(refreshingBackend(50));
  const calls = [1, 2, 3].map(() => http.get('/api/x'));
  await delay(25);
  expect(seen).toHaveLength(1);
  await Promise.all(calls);
  expect(seen).toHaveLength(3);
});

test('a failed refresh releases the waiting calls (none hangs)', async () => {
  let refreshes = 0;
  server.use(
    mswHttp.get(url('/api/x'), async ({ request }) => {
      if (request.headers.get('x-authorization') === null) return HttpResponse.json({ code: 200 });
      refreshes += 1;
      await delay(10);
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const results = await Promise.allSettled([1, 2, 3].map(() => http.get('/api/x')));
  expect(results.every((result) => result.status === 'rejected')).toBe(true);
  // No new pair came, so the token is still expired: each call in turn tries once more, one at a time.
  expect(refreshes).toBe(3);
});

test('cancelling the call that carries the refresh token does not lose the new pair', async () => {
  server.use(refreshingBackend(30));
  const controller = new AbortController();
  const refresher = http.get('/api/x', { signal: controller.signal });
  const waiter = http.get('/api/x');
  await delay(5);
  controller.abort();
  await Promise.all([refresher, waiter]);
  expect(tokens.read()).toEqual({ access: renewed, refresh: 'refresh-2' });
  expect(seen.map((request) => request.refresh)).toEqual(['Bearer refresh-1', null]);
  expect(seen[1]?.authorization).toBe(`Bearer ${renewed}`);
});

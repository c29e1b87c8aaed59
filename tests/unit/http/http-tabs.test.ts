import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { env } from '../../../src/config/env';
import { createHttp } from '../../../src/api/http';
import { createTokenStore } from '../../../src/phone/token-store';
import { expiredJwt, freshJwt } from '../../support/jwt';
import { storedTokens } from '../../support/stored-tokens';

/**
 * Two tabs of one session (docs/architecture.md, "Two tabs"): each has its own TokenStore and http instance, and
 * both read and write the one localStorage. The backend refuses a refresh token used twice.
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

/** One tab: its tokens, its http, and whether the server ended its session. */
function openTab() {
  const tokens = createTokenStore();
  const onSessionEnded = vi.fn<() => void>(() => {
    tokens.clear();
  });
  return { tokens, http: createHttp(tokens), onSessionEnded };
}

/** Accepts the fresh token; swaps refresh-1 for a new pair once; a reused refresh token or an old token: 401. */
const singleUseBackend = () => {
  let spent = false;
  return mswHttp.get(url('/api/x'), async ({ request }) => {
    const authorization = request.headers.get('authorization');
    const refresh = request.headers.get('x-authorization');
    seen.push({ authorization, refresh });
    if (authorization === `Bearer ${renewed}` && refresh === null)
      return HttpResponse.json({ code: 200, result: 'plain' });
    if (refresh === 'Bearer refresh-1' && !spent) {
      spent = true;
      await delay(30);
      return HttpResponse.json(
        { code: 200, result: 'refreshed' },
        { headers: { 'access-token': renewed, 'x-access-token': 'refresh-2' } },
      );
    }
    return HttpResponse.json({ code: 401, message: '登入已逾時' }, { status: 401 });
  });
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  seen = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * /api/x answers the renewed token at once; a request with any other token is refused (`refusal`) once the test
 * releases it, so the test can replace the stored pair while that request is on its way.
 */
function refuseOldToken(refusal: () => Response): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    mswHttp.get(url('/api/x'), async ({ request }) => {
      const authorization = request.headers.get('authorization');
      seen.push({ authorization, refresh: request.headers.get('x-authorization') });
      if (authorization === `Bearer ${renewed}`) return HttpResponse.json({ code: 200, result: 1 });
      await released;
      return refusal();
    }),
  );
  return () => release();
}

test('two tabs with an expired token call at once: one refresh, the other tab waits and sends the new token', async () => {
  server.use(singleUseBackend());
  const tabA = openTab();
  const tabB = openTab();
  tabA.tokens.save(expired, 'refresh-1');
  const answers = await Promise.all([
    tabA.http.get('/api/x', { onSessionEnded: tabA.onSessionEnded }),
    tabB.http.get('/api/x', { onSessionEnded: tabB.onSessionEnded }),
  ]);
  expect(answers.map((answer) => (answer.data as { result: string }).result)).toEqual([
    'refreshed',
    'plain',
  ]);
  expect(seen).toEqual([
    { authorization: `Bearer ${expired}`, refresh: 'Bearer refresh-1' },
    { authorization: `Bearer ${renewed}`, refresh: null },
  ]);
  expect(tabA.onSessionEnded).not.toHaveBeenCalled();
  expect(tabB.onSessionEnded).not.toHaveBeenCalled();
  expect(storedTokens()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('a 401 to a token another tab has replaced meanwhile is sent once more with the stored pair', async () => {
  const old = freshJwt({ n: 0 });
  const release = refuseOldToken(() => HttpResponse.json({ code: 401, message: '登入已逾時' }));
  const tabA = openTab();
  const tabB = openTab();
  tabA.tokens.save(old, 'refresh-1');
  const call = tabB.http.get('/api/x', { onSessionEnded: tabB.onSessionEnded });
  await delay(20);
  // Tab A refreshed while tab B's call was on its way with the old token.
  tabA.tokens.save(renewed, 'refresh-2');
  release();
  expect((await call).data).toEqual({ code: 200, result: 1 });
  expect(seen.map((request) => request.authorization)).toEqual([
    `Bearer ${old}`,
    `Bearer ${renewed}`,
  ]);
  expect(tabB.onSessionEnded).not.toHaveBeenCalled();
  expect(storedTokens()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('the losing refresher of another tab takes the stored pair instead of ending the session', async () => {
  const old = freshJwt({ n: 0 });
  const release = refuseOldToken(() =>
    HttpResponse.json({}, { status: 401, headers: { 'access-token': 'invalid_token' } }),
  );
  const tabA = openTab();
  const tabB = openTab();
  tabA.tokens.save(old, 'refresh-1');
  const call = tabB.http.get('/api/x', { onSessionEnded: tabB.onSessionEnded });
  await delay(20);
  tabA.tokens.save(renewed, 'refresh-2');
  release();
  expect((await call).status).toBe(200);
  expect(tabB.onSessionEnded).not.toHaveBeenCalled();
  expect(storedTokens()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('the resend is made once: a second 401 ends the session', async () => {
  const old = freshJwt({ n: 0 });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    mswHttp.get(url('/api/x'), async ({ request }) => {
      seen.push({
        authorization: request.headers.get('authorization'),
        refresh: request.headers.get('x-authorization'),
      });
      await released;
      return HttpResponse.json({ code: 401 });
    }),
  );
  const tabA = openTab();
  const tabB = openTab();
  tabA.tokens.save(old, 'refresh-1');
  const call = tabB.http.get('/api/x', { onSessionEnded: tabB.onSessionEnded });
  await delay(20);
  tabA.tokens.save(renewed, 'refresh-2');
  release();
  await expect(call).rejects.toMatchObject({ kind: 'unauthorized' });
  expect(seen.map((request) => request.authorization)).toEqual([
    `Bearer ${old}`,
    `Bearer ${renewed}`,
  ]);
  expect(tabB.onSessionEnded).toHaveBeenCalledTimes(1);
  expect(storedTokens()).toEqual({ access: null, refresh: null });
});

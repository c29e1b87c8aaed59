import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse } from 'msw';
import { env } from '../../../src/config/env';
import { createHttp } from '../../../src/api/http';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../src/config/storage-keys';
import { createTokenStore } from '../../../src/phone/token-store';
import { expiredJwt, freshJwt } from '../../support/jwt';

const tokens = createTokenStore();
const http = createHttp(tokens);

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
let seen: Headers[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens.clear();
  localStorage.clear();
  seen = [];
  server.use(
    mswHttp.all(url('/api/echo'), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ code: 200, result: 'ok' });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const only = (): Headers => {
  expect(seen).toHaveLength(1);
  const [headers] = seen;
  if (!headers) throw new Error('no request seen');
  return headers;
};

test('every request carries the tunnel header', async () => {
  await http.get('/api/echo');
  expect(only().get('ngrok-skip-browser-warning')).toBe('true');
});

test('a POST carries Content-Type: application/json', async () => {
  await http.post('/api/echo', { a: 1 });
  expect(only().get('content-type')).toBe('application/json');
});

test('a GET (no body) still carries Content-Type: application/json', async () => {
  await http.get('/api/echo');
  expect(only().get('content-type')).toBe('application/json');
});

test('no XSRF cookie is read or sent: the cookie store is never asked, and no X-XSRF-TOKEN goes out', async () => {
  // Chromium's asynchronous cookie store: axios would ask it for XSRF-TOKEN before every same-origin call.
  const cookieStore = { get: vi.fn(() => Promise.resolve({ value: 'from-the-store' })) };
  vi.stubGlobal('cookieStore', cookieStore);
  document.cookie = 'XSRF-TOKEN=from-a-cookie';
  try {
    await http.get('/api/echo');
    expect(cookieStore.get).not.toHaveBeenCalled();
    expect(only().get('x-xsrf-token')).toBeNull();
  } finally {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
});

test('the instance uses the configured base address and a 50 second time-out', () => {
  expect(http.defaults.timeout).toBe(50000);
  expect(http.defaults.baseURL).toBe(env.apiBaseUrl);
});

test('no stored token: no Authorization header', async () => {
  await http.get('/api/echo');
  expect(only().get('authorization')).toBeNull();
  expect(seen[0]?.get('x-authorization')).toBeNull();
});

test('a stored access token is sent as a bearer, without X-Authorization while it is valid', async () => {
  const access = freshJwt();
  tokens.save(access, 'refresh-1');
  await http.get('/api/echo');
  const headers = only();
  expect(headers.get('authorization')).toBe(`Bearer ${access}`);
  expect(headers.get('x-authorization')).toBeNull();
});

test('once the access token has expired the refresh token rides along as X-Authorization', async () => {
  const access = expiredJwt();
  tokens.save(access, 'refresh-1');
  await http.get('/api/echo');
  const headers = only();
  expect(headers.get('authorization')).toBe(`Bearer ${access}`);
  expect(headers.get('x-authorization')).toBe('Bearer refresh-1');
});

test('an access token that is not a decodable JWT counts as not expired', async () => {
  tokens.save('opaque-token', 'refresh-1');
  await http.get('/api/echo');
  const headers = only();
  expect(headers.get('authorization')).toBe('Bearer opaque-token');
  expect(headers.get('x-authorization')).toBeNull();
});

test('a response with both token headers replaces the stored pair, and the next call uses it', async () => {
  tokens.save(freshJwt({ n: 1 }), 'refresh-1');
  const next = freshJwt({ n: 2 });
  server.use(
    mswHttp.get(url('/api/rotate'), () =>
      HttpResponse.json(
        { code: 200 },
        { headers: { 'access-token': next, 'x-access-token': 'refresh-2' } },
      ),
    ),
  );
  await http.get('/api/rotate');
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(next);
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  expect(document.cookie).toContain(`access-token=${next}`);
  await http.get('/api/echo');
  expect(only().get('authorization')).toBe(`Bearer ${next}`);
});

test('one token header alone does not replace the pair', async () => {
  const access = freshJwt();
  tokens.save(access, 'refresh-1');
  server.use(
    mswHttp.get(url('/api/half'), () =>
      HttpResponse.json({ code: 200 }, { headers: { 'access-token': freshJwt({ n: 9 }) } }),
    ),
  );
  await http.get('/api/half');
  expect(tokens.read()).toEqual({ access, refresh: 'refresh-1' });
});

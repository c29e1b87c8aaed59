import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { env } from '../../../src/config/env';
import { createHttp } from '../../../src/api/http';
import { type ApiError, isApiError } from '../../../src/api/api-error';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../src/config/storage-keys';
import { createTokenStore } from '../../../src/phone/token-store';
import { freshJwt } from '../../support/jwt';

const tokens = createTokenStore();
const http = createHttp(tokens);

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
// What each call is told when it ends the session: the base query passes a dispatch into its store, whose
// listener ends the session (store/session/session.ts clears the tokens). Here it clears them as that does.
const endsSession = () =>
  vi.fn<() => void>(() => {
    tokens.clear();
  });
let onSessionEnded = endsSession();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens.clear();
  localStorage.clear();
  onSessionEnded = endsSession();
  // Every test starts signed in: a login saves a pair, which also re-arms the session-end notice.
  tokens.save(freshJwt(), 'refresh-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failureOf = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (!isApiError(error)) throw new Error(`not an ApiError: ${String(error)}`);
      return error;
    },
  );

const expectSignedOut = (): void => {
  expect(tokens.read()).toEqual({ access: null, refresh: null });
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  expect(document.cookie).not.toContain('access-token=');
};

test('header access-token: invalid_token ends the session', async () => {
  server.use(
    mswHttp.get(url('/api/x'), () =>
      HttpResponse.json({ code: 200, result: 1 }, { headers: { 'access-token': 'invalid_token' } }),
    ),
  );
  const error = await failureOf(http.get('/api/x', { onSessionEnded }));
  expect(error.kind).toBe('unauthorized');
  expectSignedOut();
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
});

test('invalid_token with an x-access-token header is not saved as a pair', async () => {
  server.use(
    mswHttp.get(url('/api/x'), () =>
      HttpResponse.json(
        { code: 200 },
        { headers: { 'access-token': 'invalid_token', 'x-access-token': 'r-2' } },
      ),
    ),
  );
  await failureOf(http.get('/api/x', { onSessionEnded }));
  expectSignedOut();
});

test('HTTP 401 from five calls together clears the tokens and ends the session exactly once', async () => {
  server.use(
    mswHttp.get(url('/api/x'), async () => {
      await delay(5);
      return HttpResponse.json({}, { status: 401, statusText: 'Unauthorized' });
    }),
  );
  const errors = await Promise.all(
    [1, 2, 3, 4, 5].map(() => failureOf(http.get('/api/x', { onSessionEnded }))),
  );
  expect(errors.map((error) => error.kind)).toEqual(Array(5).fill('unauthorized'));
  expect(errors[0]).toMatchObject({ status: 401, message: 'Unauthorized' });
  expectSignedOut();
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
});

test('body code 401 (HTTP 200) from five calls together ends the session exactly once', async () => {
  server.use(
    mswHttp.post(url('/api/x'), async () => {
      await delay(5);
      return HttpResponse.json({ code: 401, type: 'error', message: '登入已逾時' });
    }),
  );
  const errors = await Promise.all(
    [1, 2, 3, 4, 5].map(() => failureOf(http.post('/api/x', {}, { onSessionEnded }))),
  );
  expect(errors.map((error) => error.kind)).toEqual(Array(5).fill('unauthorized'));
  expect(errors[0]).toMatchObject({ code: 401, message: '登入已逾時' });
  expectSignedOut();
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
});

test('after a new login a later 401 ends the new session too', async () => {
  server.use(mswHttp.get(url('/api/x'), () => HttpResponse.json({ code: 401 })));
  await failureOf(http.get('/api/x', { onSessionEnded }));
  await failureOf(http.get('/api/x', { onSessionEnded }));
  expect(onSessionEnded).toHaveBeenCalledTimes(1);
  tokens.save(freshJwt({ n: 2 }), 'refresh-2');
  await failureOf(http.get('/api/x', { onSessionEnded }));
  expect(onSessionEnded).toHaveBeenCalledTimes(2);
});

test('a 401 answering a request of a session that already ended does not end the next one', async () => {
  server.use(
    mswHttp.get(url('/api/slow'), async () => {
      await delay(50);
      return HttpResponse.json({}, { status: 401 });
    }),
  );
  const late = failureOf(http.get('/api/slow', { onSessionEnded }));
  await delay(10);
  tokens.clear(); // logout while the call is on its way...
  const next = freshJwt({ n: 3 });
  tokens.save(next, 'refresh-3'); // ...and a new login before it answers
  expect((await late).kind).toBe('unauthorized');
  expect(tokens.read()).toEqual({ access: next, refresh: 'refresh-3' });
  expect(onSessionEnded).not.toHaveBeenCalled();
});

test('token headers answering a request of a session that already ended are not saved', async () => {
  server.use(
    mswHttp.get(url('/api/slow'), async () => {
      await delay(50);
      return HttpResponse.json(
        { code: 200 },
        { headers: { 'access-token': freshJwt({ n: 4 }), 'x-access-token': 'r-4' } },
      );
    }),
  );
  const late = http.get('/api/slow', { onSessionEnded });
  await delay(10);
  tokens.clear();
  await late;
  expect(tokens.read()).toEqual({ access: null, refresh: null });
});

test('a cancelled call is kind canceled and not a session end', async () => {
  server.use(
    mswHttp.get(url('/api/slow'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  const controller = new AbortController();
  const call = failureOf(http.get('/api/slow', { signal: controller.signal, onSessionEnded }));
  await delay(10);
  controller.abort();
  expect((await call).kind).toBe('canceled');
  expect(onSessionEnded).not.toHaveBeenCalled();
  expect(tokens.read().refresh).toBe('refresh-1');
});

test('other failures (HTTP 403, business errors) keep the session', async () => {
  server.use(
    mswHttp.get(url('/api/forbidden'), () =>
      HttpResponse.json({}, { status: 403, statusText: 'Forbidden' }),
    ),
    mswHttp.get(url('/api/business'), () => HttpResponse.json({ code: 500, message: '系統錯誤' })),
  );
  expect((await failureOf(http.get('/api/forbidden', { onSessionEnded }))).kind).toBe('http');
  expect((await failureOf(http.get('/api/business', { onSessionEnded }))).kind).toBe('business');
  expect(tokens.read().refresh).toBe('refresh-1');
  expect(onSessionEnded).not.toHaveBeenCalled();
});

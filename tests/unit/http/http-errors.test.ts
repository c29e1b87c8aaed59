import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse, delay, passthrough, type JsonBodyType } from 'msw';
import { env } from '../../../src/config/env';
import { createHttp, resultOf } from '../../../src/api/http';
import { ApiError, isApiError } from '../../../src/api/api-error';
import { createTokenStore } from '../../../src/phone/token-store';
import { silentServer } from '../../support/silent-server';

const tokens = createTokenStore();
const http = createHttp(tokens);

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();
const silent = silentServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens.clear();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The ApiError a call fails with; fails the test when the call succeeds. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

const answer = (body: JsonBodyType, init?: ResponseInit): void => {
  server.use(mswHttp.get(url('/api/x'), () => HttpResponse.json(body, init)));
};

test('HTTP 500 fails with kind http and the status text', async () => {
  answer({ code: 500 }, { status: 500, statusText: 'Internal Server Error' });
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Internal Server Error' });
});

test('HTTP 400 fails with its status text', async () => {
  answer({ code: 400, message: 'ignored' }, { status: 400, statusText: 'Bad Request' });
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Bad Request' });
});

test('an HTTP error without a status text (as over HTTP/2) fails with "Request Error."', async () => {
  // 499 has no standard reason phrase, so nothing fills the empty status text in.
  server.use(
    mswHttp.get(url('/api/x'), () => new HttpResponse('{}', { status: 499, statusText: '' })),
  );
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', status: 499, message: 'Request Error.' });
});

test('a non-empty errors field fails as a business error with the errors as text', async () => {
  answer({ code: 200, errors: { account: ['請輸入帳號'] } });
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'business', message: '{"account":["請輸入帳號"]}' });
});

test('an errors field given as text is kept as it is', async () => {
  answer({ errors: '帳號不存在' });
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'business', message: '帳號不存在' });
});

test('an empty errors field (null, [] or {}) is not an error', async () => {
  for (const errors of [null, [], {}, '']) {
    answer({ code: 200, errors, result: 1 });
    const response = await http.get('/api/x');
    expect(resultOf(response.data)).toBe(1);
  }
});

test('body code other than 200 fails as a business error with the body message', async () => {
  answer({ code: 400, type: 'error', message: '訂購倍數必須大於 0', result: null });
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({
    kind: 'business',
    code: 400,
    status: 200,
    message: '訂購倍數必須大於 0',
  });
});

test('an object message becomes JSON text', async () => {
  answer({ code: 500, message: { qty: ['must be > 0'] } });
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'business', code: 500, message: '{"qty":["must be > 0"]}' });
});

test('a body without code is a success', async () => {
  answer({ result: [{ id: 1 }] });
  const response = await http.get('/api/x');
  expect(resultOf(response.data)).toEqual([{ id: 1 }]);
});

test('a bare JSON list is a success and resultOf gives the list itself', async () => {
  answer([{ Company_Name: '鮮享' }]);
  const response = await http.get('/api/x');
  expect(resultOf(response.data)).toEqual([{ Company_Name: '鮮享' }]);
});

test('an HTML page answered with 200 (vite preview) is an error, never data, and not a cut-off answer', async () => {
  server.use(
    mswHttp.get(url('/api/x'), () =>
      HttpResponse.html('<!doctype html><html><body>app</body></html>'),
    ),
  );
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Invalid response.' });
  expect(error.incomplete ?? false).toBe(false);
  // A page without its content type says what it is by its first character.
  server.use(mswHttp.get(url('/api/y'), () => new HttpResponse('  <html>ngrok</html>')));
  expect((await failureOf(http.get('/api/y'))).incomplete ?? false).toBe(false);
});

test('a malformed JSON body is an error: an answer cut off on its way (the server was reached)', async () => {
  server.use(
    mswHttp.get(
      url('/api/x'),
      () => new HttpResponse('{"code":200,', { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', message: 'Invalid response.', incomplete: true });
});

test('a JSON scalar (not an object or list) is an error', async () => {
  answer('ok');
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', message: 'Invalid response.' });
});

test('the instance waits 50 seconds', () => {
  expect(http.defaults.timeout).toBe(50000);
});

test('a time-out fails with kind timeout', async () => {
  // MSW's XHR interception never starts the XHR's own timer, so this call passes through MSW to a local server
  // that accepts and never answers: the time-out is the browser adapter's real one.
  server.use(mswHttp.all(`${silent.url}/*`, () => passthrough()));
  const error = await failureOf(http.get(`${silent.url}/api/slow`, { timeout: 50 }));
  expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 50ms exceeded' });
});

test('no response at all fails with kind network', async () => {
  server.use(mswHttp.get(url('/api/x'), () => HttpResponse.error()));
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'network', message: 'Network Error' });
  expect(error.status).toBeUndefined();
});

test('an aborted call fails with kind canceled', async () => {
  server.use(
    mswHttp.get(url('/api/slow'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  const controller = new AbortController();
  const call = http.get('/api/slow', { signal: controller.signal });
  setTimeout(() => controller.abort(), 10);
  const error = await failureOf(call);
  expect(error.kind).toBe('canceled');
});

test('resultOf unwraps an envelope and leaves anything else alone', () => {
  expect(resultOf({ code: 200, result: { id: 7 } })).toEqual({ id: 7 });
  expect(resultOf({ code: 200, result: null })).toBeNull();
  expect(resultOf({ items: [], total: 0 })).toEqual({ items: [], total: 0 });
  expect(resultOf([1, 2])).toEqual([1, 2]);
});

test('204 No Content is a success with no data', async () => {
  server.use(
    mswHttp.post(url('/api/custAuth/loginOut'), () => new HttpResponse(null, { status: 204 })),
  );
  const response = await http.post('/api/custAuth/loginOut', {});
  expect(response.status).toBe(204);
});

test('an empty body with status 200 is an error, not data: an answer cut off before its body', async () => {
  server.use(mswHttp.get(url('/api/x'), () => new HttpResponse('', { status: 200 })));
  const error = await failureOf(http.get('/api/x'));
  expect(error).toMatchObject({ kind: 'http', message: 'Invalid response.', incomplete: true });
});

import { setupServer } from 'msw/node';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { env } from '../../../src/config/env';
import { axiosBaseQuery } from '../../../src/api/http';
import { api } from '../../../src/api/api';
import { createTokenStore } from '../../../src/phone/token-store';

const tokens = createTokenStore();

const url = (path: string): string => `${env.apiBaseUrl}${path}`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tokens.clear();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The part of RTK's BaseQueryApi the base query reads. */
const rtk = (signal = new AbortController().signal): BaseQueryApi => ({
  signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  // What makeStore gives every thunk: the base query reads the session's tokens from it, and whom to tell that the
  // server ended the session.
  extra: { tokens, serverEndedSession: () => undefined },
  endpoint: 'test',
  type: 'query',
});

test('GET data becomes the query string: empty values dropped, nested objects as a[b]', async () => {
  let query = '';
  server.use(
    mswHttp.get(url('/api/shoppingcart/list'), ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json({ code: 200, result: [] });
    }),
  );
  await axiosBaseQuery(
    {
      url: '/api/shoppingcart/list',
      data: { customerid: 7, lineid: '', note: null, skip: undefined, a: { b: 1 } },
    },
    rtk(),
    {},
  );
  expect(query).toBe('?customerid=7&a[b]=1');
});

test('POST data is the JSON body; the answer is the envelope result', async () => {
  let body: unknown;
  server.use(
    mswHttp.post(url('/api/product/list'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ code: 200, result: [{ id: 1 }] });
    }),
  );
  const result = await axiosBaseQuery(
    { url: '/api/product/list', method: 'POST', data: { customerid: 7, categories: [1, 2] } },
    rtk(),
    {},
  );
  expect(body).toEqual({ customerid: 7, categories: [1, 2] });
  expect(result).toEqual({ data: [{ id: 1 }] });
});

test('a failure is returned as { error: ApiError }, never thrown', async () => {
  server.use(
    mswHttp.get(url('/api/x'), () => HttpResponse.json({ code: 500, message: '系統錯誤' })),
  );
  const result = await axiosBaseQuery({ url: '/api/x' }, rtk(), {});
  expect(result.error).toMatchObject({
    name: 'ApiError',
    kind: 'business',
    code: 500,
    message: '系統錯誤',
  });
});

test("RTK's abort signal cancels the call: kind canceled", async () => {
  server.use(
    mswHttp.get(url('/api/slow'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  const controller = new AbortController();
  const pending = axiosBaseQuery({ url: '/api/slow' }, rtk(controller.signal), {});
  await delay(10);
  controller.abort();
  expect((await pending).error?.kind).toBe('canceled');
});

test('the api has no endpoints of its own', () => {
  expect(api.reducerPath).toBe('api');
  expect(Object.keys(api.endpoints)).toEqual([]);
});

test('a failed query keeps plain data: the default serializable check logs nothing', async () => {
  const errors = vi.spyOn(console, 'error');
  const withProbe = api.injectEndpoints({
    endpoints: (build) => ({
      probe: build.query<unknown, undefined>({ query: () => ({ url: '/api/x' }) }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { tokens, serverEndedSession: () => undefined } },
      }).concat(api.middleware),
  });
  server.use(
    mswHttp.get(url('/api/x'), () => HttpResponse.json({ code: 500, message: '系統錯誤' })),
  );
  const result = await store.dispatch(withProbe.endpoints.probe.initiate(undefined));
  expect(result.error).toEqual({
    name: 'ApiError',
    kind: 'business',
    message: '系統錯誤',
    status: 200,
    code: 500,
  });
  expect(errors).not.toHaveBeenCalled();
});

test("a 401 is told to the calling store's serverEndedSession, once the call's own refusal has been answered", async () => {
  server.use(
    mswHttp.get(url('/api/x'), () => HttpResponse.json({ code: 401, message: '請重新登入' })),
  );
  const told: string[] = [];
  const result = await axiosBaseQuery(
    { url: '/api/x' },
    {
      ...rtk(),
      extra: { tokens, serverEndedSession: () => told.push('ended') },
    },
    {},
  );
  expect(result.error).toMatchObject({ kind: 'unauthorized', message: '請重新登入' });
  expect(told).toEqual([]);
  await vi.waitFor(() => expect(told).toEqual(['ended']));
});

test('a store not made by makeStore (no tokens, no one to tell of a session end) gets an error, not a call', async () => {
  const result = await axiosBaseQuery({ url: '/api/x' }, { ...rtk(), extra: { tokens } }, {});
  expect(result.error).toMatchObject({
    name: 'ApiError',
    message: 'axiosBaseQuery: the store was not made by makeStore',
  });
});

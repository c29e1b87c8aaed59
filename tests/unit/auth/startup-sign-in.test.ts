import { http as mswHttp, HttpResponse, passthrough } from 'msw';
import { httpFor } from '../../../src/api/http';
import { createTokenStore } from '../../../src/phone/token-store';
import { startupSignIn } from '../../../src/start/startup-sign-in';
import { server } from '../../../src/mocks/node';
import { lineProfileLoaded, signedIn } from '../../../src/store/session/auth-slice';
import { captureRequests, withoutCartSync } from '../../support/capture-requests';
import { LINE_USERS, fakeLine } from '../../support/fake-line';
import { freshStore } from '../../support/fresh-store';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { silentServer } from '../../support/silent-server';

const tokens = createTokenStore();

serveDemoBackend();
const silent = silentServer();

const signedOutState = {
  loggedIn: false,
  customer: null,
  customers: [],
};

test('LINE could not start: nothing happens', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  const notify = vi.fn();
  await store.dispatch(startupSignIn({ line: null, notify }));
  expect(notify).not.toHaveBeenCalled();
  expect(await capture.calls()).toEqual([]);
  expect(store.getState().auth).toMatchObject(signedOutState);
});

test('not logged in to LINE: tells the buyer 請先登入 LINE and starts LINE login', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  const notify = vi.fn();
  const login = vi.fn();
  const getProfile = vi.fn();
  const line = fakeLine({ isLoggedIn: () => false, login, getProfile });

  await store.dispatch(startupSignIn({ line, notify }));

  expect(notify).toHaveBeenCalledExactlyOnceWith('請先登入 LINE');
  expect(login).toHaveBeenCalledTimes(1);
  expect(getProfile).not.toHaveBeenCalled();
  expect(await capture.calls()).toEqual([]);
});

test('logged in and bound: signs in by messaging id with the ID token, loads the shops and the defaults', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  const line = fakeLine({ getIDToken: () => 'line-id-token' }, LINE_USERS.chain);

  await store.dispatch(startupSignIn({ line, notify: vi.fn() }));

  expect(withoutCartSync(await capture.calls())).toEqual([
    {
      call: 'POST /api/custAuth/loginLine',
      body: { LineId: LINE_USERS.chain, IdToken: 'line-id-token' },
    },
    { call: `GET /api/customer/list?lineid=${LINE_USERS.chain}`, body: undefined },
  ]);
  const { auth } = store.getState();
  expect(auth.loggedIn).toBe(true);
  expect(auth.lineId).toBe(LINE_USERS.chain);
  // The demo backend signs chain in as its first shop, 海港鍋物 信義店 (deliverytype '1', ispayment '2').
  expect(auth.customer).toMatchObject({ id: 301, lineid: LINE_USERS.chain });
  expect(auth.customers.map((c) => c.id)).toEqual([301, 302, 303]);
  expect(auth.orderDefaults).toEqual({ deliverytype: '1', ispayment: '2' });
  expect(tokens.read().access).not.toBeNull();
});

test('without an ID token the payload says IdToken: null', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  await store.dispatch(
    startupSignIn({ line: fakeLine({ getIDToken: () => null }), notify: vi.fn() }),
  );
  expect((await capture.calls())[0]).toEqual({
    call: 'POST /api/custAuth/loginLine',
    body: { LineId: LINE_USERS.demo, IdToken: null },
  });
  expect(store.getState().auth).toMatchObject({
    loggedIn: true,
    orderDefaults: { deliverytype: '1', ispayment: '2' },
  });
  expect(store.getState().auth.customer?.id).toBe(101);
});

test('already signed in with a customer bound to this LINE user: no loginLine call', async () => {
  const store = await freshStore(tokens);
  store.dispatch(
    signedIn({
      customer: {
        id: 101,
        fullname: '禾豐燒肉餐飲有限公司',
        name: '禾豐燒肉',
        lineid: LINE_USERS.demo,
      },
    }),
  );
  const capture = captureRequests();

  await store.dispatch(startupSignIn({ line: fakeLine(), notify: vi.fn() }));

  expect(await capture.calls()).toEqual([]);
  expect(store.getState().auth.lineId).toBe(LINE_USERS.demo);
  expect(store.getState().auth.customer?.id).toBe(101);
});

test('a stored session of another LINE user is ended, then this user signs in', async () => {
  const store = await freshStore(tokens);
  store.dispatch(
    signedIn({
      customer: {
        id: 101,
        fullname: '禾豐燒肉餐飲有限公司',
        name: '禾豐燒肉',
        lineid: LINE_USERS.demo,
      },
    }),
  );

  await store.dispatch(startupSignIn({ line: fakeLine({}, LINE_USERS.chain), notify: vi.fn() }));
  expect(store.getState().auth.customer?.lineid).toBe(LINE_USERS.chain);

  // And a LINE user bound to nobody is left signed out rather than inside the previous buyer's shop.
  await store.dispatch(startupSignIn({ line: fakeLine({}, LINE_USERS.unbound), notify: vi.fn() }));
  expect(store.getState().auth).toMatchObject({ ...signedOutState, lineId: LINE_USERS.unbound });
  expect(tokens.read()).toEqual({ access: null, refresh: null });
});

test('a session not bound to LINE yet belongs to the LINE user it was signed in with; with none known it ends', async () => {
  const newshop = { id: 201, fullname: '小巷子小吃店', name: '小巷麵食', lineid: '' };
  const store = await freshStore(tokens);
  store.dispatch(lineProfileLoaded(LINE_USERS.unbound));
  store.dispatch(signedIn({ customer: newshop }));
  const capture = captureRequests();

  // The same LINE user: kept for /login3, nothing asked.
  await store.dispatch(startupSignIn({ line: fakeLine({}, LINE_USERS.unbound), notify: vi.fn() }));
  expect(await capture.calls()).toEqual([]);
  expect(store.getState().auth).toMatchObject({ loggedIn: true, customer: { id: 201 } });

  // A session stored without its LINE user (an older app's) cannot be shown to be this user's: it ends.
  const older = await freshStore(tokens);
  older.dispatch(signedIn({ customer: newshop }));
  await older.dispatch(startupSignIn({ line: fakeLine({}, LINE_USERS.unbound), notify: vi.fn() }));
  expect(older.getState().auth).toMatchObject({ ...signedOutState, lineId: LINE_USERS.unbound });
});

test('a LINE user bound to no shop stays signed out, silently', async () => {
  const store = await freshStore(tokens);
  const notify = vi.fn();
  await expect(
    store.dispatch(startupSignIn({ line: fakeLine({}, LINE_USERS.unbound), notify })),
  ).resolves.toBeUndefined();
  expect(notify).not.toHaveBeenCalled();
  expect(store.getState().auth).toMatchObject({ ...signedOutState, lineId: LINE_USERS.unbound });
});

test('LINE profile failing is silent', async () => {
  const store = await freshStore(tokens);
  const line = fakeLine({ getProfile: () => Promise.reject(new Error('profile unavailable')) });
  await expect(store.dispatch(startupSignIn({ line, notify: vi.fn() }))).resolves.toBeUndefined();
  expect(store.getState().auth).toMatchObject({ ...signedOutState, lineId: '' });
});

test.each([
  ['HTTP 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
  [
    'an HTML page with 200 (vite preview)',
    () =>
      new HttpResponse('<!doctype html><html></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
  ],
  ['HTTP 401', () => HttpResponse.json({ code: 401, message: '未授權' }, { status: 401 })],
  ['body code 500', () => HttpResponse.json({ code: 500, message: '系統錯誤', result: null })],
  ['a network error', () => HttpResponse.error()],
  [
    'no access token in the answer',
    () =>
      HttpResponse.json({ code: 200, result: { customer: { id: 101, name: 'x', fullname: 'x' } } }),
  ],
])('loginLine answering %s: silent, still signed out', async (_name, answer) => {
  const store = await freshStore(tokens);
  server.use(mswHttp.post('*/api/custAuth/loginLine', answer));
  const notify = vi.fn();

  await expect(
    store.dispatch(startupSignIn({ line: fakeLine(), notify })),
  ).resolves.toBeUndefined();

  expect(notify).not.toHaveBeenCalled();
  expect(store.getState().auth).toMatchObject({ ...signedOutState, lineId: LINE_USERS.demo });
  expect(tokens.read()).toEqual({ access: null, refresh: null });
});

test('loginLine timing out: silent, still signed out', async () => {
  const store = await freshStore(tokens);
  // The store's own axios instance: the one its calls go through.
  const { defaults } = httpFor(tokens);
  const { baseURL, timeout } = defaults;
  defaults.baseURL = silent.url;
  defaults.timeout = 50;
  onTestFinished(() => {
    defaults.baseURL = baseURL;
    defaults.timeout = timeout;
  });
  const capture = captureRequests();
  server.use(mswHttp.post(`${silent.url}/api/custAuth/loginLine`, () => passthrough()));

  await expect(
    store.dispatch(startupSignIn({ line: fakeLine(), notify: vi.fn() })),
  ).resolves.toBeUndefined();

  // The earlier tests' signed-in stores sync their carts a moment later (the cart code is fetched on first use).
  expect(withoutCartSync(await capture.calls()).map((s) => s.call)).toEqual([
    'POST /api/custAuth/loginLine',
  ]);
  expect(store.getState().auth).toMatchObject({ ...signedOutState, lineId: LINE_USERS.demo });
});

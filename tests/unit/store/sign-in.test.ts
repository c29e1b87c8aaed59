import { http as mswHttp, HttpResponse } from 'msw';
import { createTokenStore } from '../../../src/phone/token-store';
import type { Customer } from '../../../src/api/types';
import { completeSignIn, selectSigningIn, signIn } from '../../../src/store/session/sign-in';
import { server } from '../../../src/mocks/node';
import { lineProfileLoaded } from '../../../src/store/session/auth-slice';
import { captureRequests, withoutCartSync } from '../../support/capture-requests';
import { LINE_USERS } from '../../support/fake-line';
import { freshStore } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';
import { serveDemoBackend } from '../../support/serve-demo-backend';

const tokens = createTokenStore();

serveDemoBackend();

// The chain account's three shops, all bound to the chain LINE user; the login answers the second one.
const chainShop = (id: number, name: string, deliverytype: string): Customer => ({
  id,
  fullname: name,
  name,
  lineid: LINE_USERS.chain,
  sysaccount: 'chain',
  deliverytype,
  ispayment: '1',
});

test('an answer without an access token stores nothing and sends nothing', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  for (const result of [
    null,
    {},
    { accessToken: '', customer: chainShop(1, 'x', '1') },
    { accessToken: null },
  ]) {
    await expect(store.dispatch(completeSignIn(result))).resolves.toBeNull();
  }
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(tokens.read()).toEqual({ access: null, refresh: null });
  expect(await capture.calls()).toEqual([]);
});

test('a token and a customer: tokens saved, signed in, the list loaded by the customer lineid, defaults set', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  const access = freshJwt({ sub: 'chain' });
  const answered = chainShop(302, '海港鍋物', '3');
  server.use(
    mswHttp.get('*/api/customer/list', () =>
      HttpResponse.json({
        code: 200,
        result: [
          chainShop(301, 'A', '1'),
          { ...answered, name: '海港鍋物 新版' },
          chainShop(303, 'C', '2'),
        ],
      }),
    ),
  );

  const customer = await store.dispatch(
    completeSignIn({
      accessToken: access,
      refreshAccessToken: 'r-1',
      customer: answered,
    }),
  );

  expect(withoutCartSync(await capture.calls())).toEqual([
    { call: `GET /api/customer/list?lineid=${LINE_USERS.chain}`, body: undefined },
  ]);
  expect(tokens.read()).toEqual({ access, refresh: 'r-1' });
  expect(document.cookie).toContain(`access-token=${access}`);
  const { auth } = store.getState();
  expect(auth.loggedIn).toBe(true);
  expect(auth.customers.map((c) => c.id)).toEqual([301, 302, 303]);
  // The list's fresher copy of the same shop replaces the login's.
  expect(auth.customer?.name).toBe('海港鍋物 新版');
  expect(customer?.name).toBe('海港鍋物 新版');
  expect(auth.orderDefaults).toEqual({ deliverytype: '3', ispayment: '1' });
});

test('a failed list keeps the one customer the login returned', async () => {
  const store = await freshStore(tokens);
  server.use(mswHttp.get('*/api/customer/list', () => new HttpResponse('boom', { status: 500 })));
  const answered = chainShop(302, '海港鍋物', '3');

  await expect(
    store.dispatch(completeSignIn({ accessToken: freshJwt(), customer: answered })),
  ).resolves.toEqual(answered);

  expect(store.getState().auth.loggedIn).toBe(true);
  expect(store.getState().auth.customers).toEqual([answered]);
});

test('a shop not bound yet: the list is asked for by the LINE user, and skipped when that is unknown too', async () => {
  const unbound: Customer = {
    id: 201,
    fullname: '小巷子小吃店',
    name: '小巷麵食',
    lineid: '',
    deliverytype: '2',
    ispayment: '2',
  };

  const withLineUser = await freshStore(tokens);
  withLineUser.dispatch(lineProfileLoaded(LINE_USERS.unbound));
  const boundCapture = captureRequests();
  server.use(
    mswHttp.get('*/api/customer/list', () => HttpResponse.json({ code: 200, result: [] })),
  );
  await withLineUser.dispatch(completeSignIn({ accessToken: freshJwt(), customer: unbound }));
  expect(withoutCartSync(await boundCapture.calls())).toEqual([
    { call: `GET /api/customer/list?lineid=${LINE_USERS.unbound}`, body: undefined },
  ]);
  // An empty list keeps the customer the login returned.
  expect(withLineUser.getState().auth.customers).toEqual([unbound]);

  const anonymous = await freshStore(tokens);
  const anonymousCapture = captureRequests();
  await anonymous.dispatch(completeSignIn({ accessToken: freshJwt(), customer: unbound }));
  expect(await anonymousCapture.calls()).toEqual([]);
  expect(anonymous.getState().auth).toMatchObject({
    loggedIn: true,
    customer: unbound,
    customers: [unbound],
  });
});

test('one sign-in at a time: a second one while the first runs is not started, and the store says one runs', async () => {
  const store = await freshStore(tokens);
  const capture = captureRequests();
  const request = { by: 'account', account: 'chain', lineId: LINE_USERS.chain } as const;
  const first = store.dispatch(signIn(request));
  expect(selectSigningIn(store.getState())).toBe(true);
  const second = await store.dispatch(signIn(request));
  expect(signIn.rejected.match(second) && second.meta.condition).toBe(true);
  expect(signIn.fulfilled.match(await first)).toBe(true);
  expect(selectSigningIn(store.getState())).toBe(false);
  expect(store.getState().auth).toMatchObject({ loggedIn: true, account: 'chain' });
  const logins = (await capture.calls()).filter((r) =>
    r.call.startsWith('POST /api/custAuth/login'),
  );
  expect(logins.map((r) => r.call)).toEqual(['POST /api/custAuth/login']);
});

test("a refused sign-in is rejected with the call's error, and the next one may start", async () => {
  const store = await freshStore(tokens);
  server.use(
    mswHttp.post('*/api/custAuth/login', () =>
      HttpResponse.json({ code: 400, message: '帳號不存在' }),
    ),
  );
  const refused = await store.dispatch(
    signIn({ by: 'account', account: 'nobody', lineId: LINE_USERS.chain }),
  );
  expect(signIn.rejected.match(refused) && refused.payload).toMatchObject({
    kind: 'business',
    message: '帳號不存在',
  });
  expect(selectSigningIn(store.getState())).toBe(false);
  expect(store.getState().auth.loggedIn).toBe(false);
});

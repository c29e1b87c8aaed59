// @vitest-environment node
import type { Customer, LoginResult } from '../../../src/api/types';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { call, login, resultOf } from './demo-backend';

serveDemoBackend();

const DEMO_LINE = 'Udemo00000000000000000000000001';
const CHAIN_LINE = 'Udemo00000000000000000000000003';
const NEW_LINE = 'Unew000000000000000000000000009';

const payloadOf = (jwt: string): Record<string, unknown> => {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

test('demo logs in with one bound shop, tokens in the result and in the headers', async () => {
  const answer = await call<LoginResult>('POST', '/api/custAuth/login', {
    body: { account: 'demo', LineId: DEMO_LINE },
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ code: 200, type: 'success' });
  const result = answer.body.result;
  expect(result?.customer).toMatchObject({ id: 101, lineid: DEMO_LINE, sysaccount: 'demo' });
  expect(answer.headers.get('access-token')).toBe(result?.accessToken);
  expect(answer.headers.get('x-access-token')).toBe(result?.refreshAccessToken);
  const claims = payloadOf(result?.accessToken ?? '');
  expect(claims.exp).toBe(Number(claims.iat) + 2 * 60 * 60);
  expect(
    JSON.parse(Buffer.from(result?.accessToken?.split('.')[0] ?? '', 'base64url').toString()),
  ).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(payloadOf(result?.refreshAccessToken ?? '').exp).toBe(
    Number(claims.iat) + 7 * 24 * 60 * 60,
  );
});

test('newshop logs in but is not bound; chain has three shops bound to one LINE user', async () => {
  expect((await login('newshop')).customer).toMatchObject({ id: 201, lineid: '' });
  const chain = await login('chain', CHAIN_LINE);
  expect(chain.customer.lineid).toBe(CHAIN_LINE);
  const shops = await resultOf<Customer[]>('GET', '/api/customer/list', {
    query: { lineid: CHAIN_LINE },
    token: chain.accessToken,
  });
  expect(shops.map((c) => c.id)).toEqual([301, 302, 303]);
});

test('an unknown account gets a business error and no token', async () => {
  const answer = await call<LoginResult>('POST', '/api/custAuth/login', {
    body: { account: 'nobody', LineId: DEMO_LINE },
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ code: 400, message: '帳號不存在', result: null });
  expect(answer.headers.get('access-token')).toBeNull();
});

test('loginLine finds the shop bound to a LINE user and refuses an unbound one', async () => {
  const bound = await resultOf<LoginResult>('POST', '/api/custAuth/loginLine', {
    body: { LineId: DEMO_LINE, IdToken: 'x' },
  });
  expect(bound.customer?.id).toBe(101);
  const unbound = await call<LoginResult>('POST', '/api/custAuth/loginLine', {
    body: { LineId: NEW_LINE },
  });
  expect(unbound.body).toMatchObject({ code: 400, message: '此 LINE 帳號尚未綁定' });
  expect(unbound.body.result).toBeNull();
});

test('loginLineAccount binds the account, after which loginLine works', async () => {
  const bound = await resultOf<LoginResult>('POST', '/api/custAuth/loginLineAccount', {
    body: { account: 'newshop', LineId: NEW_LINE },
  });
  expect(bound.customer).toMatchObject({ id: 201, lineid: NEW_LINE });
  expect(bound.accessToken).toBeTruthy();
  const again = await resultOf<LoginResult>('POST', '/api/custAuth/loginLine', {
    body: { LineId: NEW_LINE },
  });
  expect(again.customer?.id).toBe(201);
});

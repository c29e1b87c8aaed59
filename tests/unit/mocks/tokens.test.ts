// @vitest-environment node
import type { Customer } from '../../../src/api/types';
import { getDb } from '../../../src/mocks/db';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { call, login, resultOf } from './demo-backend';

serveDemoBackend();

test('protected calls need a valid bearer token', async () => {
  const none = await call('GET', '/api/shoppingcart/list', { query: { customerid: 101 } });
  expect(none.status).toBe(401);
  expect(none.body.code).toBe(401);
  const { accessToken } = await login('demo');
  const [head, , signature] = accessToken.split('.');
  const forged = `${head ?? ''}.${Buffer.from(JSON.stringify({ sub: 'chain', typ: 'access', exp: 9e9, jti: 'x' })).toString('base64url')}.${signature ?? ''}`;
  expect(
    (await call('GET', '/api/shoppingcart/list', { query: { customerid: 301 }, token: forged }))
      .status,
  ).toBe(401);
  expect(
    (
      await call('GET', '/api/shoppingcart/list', {
        query: { customerid: 101 },
        token: accessToken,
      })
    ).status,
  ).toBe(200);
});

test("a token reads only its own account's shops", async () => {
  const { accessToken } = await login('demo');
  const foreign = await call('GET', '/api/customer/detail', {
    query: { id: 301 },
    token: accessToken,
  });
  expect(foreign.status).toBe(403);
  expect(foreign.body.code).toBe(403);
  const own = await resultOf<Customer>('GET', '/api/customer/detail', {
    query: { id: '101' },
    token: accessToken,
  });
  expect(own.fullname).toBe('禾豐燒肉餐飲有限公司');
});

test('an expired access token is refreshed once with the refresh token, which is then spent', async () => {
  getDb().accessTokenLifetimeSeconds = 0;
  const { accessToken, refreshAccessToken } = await login('demo');
  const query = { customerid: 101 };
  expect((await call('GET', '/api/shoppingcart/list', { query, token: accessToken })).status).toBe(
    401,
  );

  getDb().accessTokenLifetimeSeconds = 3600;
  const refreshed = await call('GET', '/api/shoppingcart/list', {
    query,
    token: accessToken,
    refresh: refreshAccessToken,
  });
  expect(refreshed.status).toBe(200);
  const newAccess = refreshed.headers.get('access-token') ?? '';
  const newRefresh = refreshed.headers.get('x-access-token') ?? '';
  expect(newAccess).not.toBe(accessToken);
  expect(newRefresh).not.toBe(refreshAccessToken);

  const replay = await call('GET', '/api/shoppingcart/list', {
    query,
    token: accessToken,
    refresh: refreshAccessToken,
  });
  expect(replay.status).toBe(401);
  expect(replay.headers.get('access-token')).toBe('invalid_token');
  expect((await call('GET', '/api/shoppingcart/list', { query, token: newAccess })).status).toBe(
    200,
  );
});

test('a valid access token does not spend the refresh token sent along', async () => {
  const { accessToken, refreshAccessToken } = await login('demo');
  const answer = await call('GET', '/api/shoppingcart/list', {
    query: { customerid: 101 },
    token: accessToken,
    refresh: refreshAccessToken,
  });
  expect(answer.headers.get('access-token')).toBeNull();
  expect(getDb().refreshTokens.size).toBe(1);
});

test('loginOut revokes the refresh token it is shown', async () => {
  const { refreshAccessToken } = await login('demo');
  expect(getDb().refreshTokens.size).toBe(1);
  await resultOf('POST', '/api/custAuth/loginOut', { refresh: refreshAccessToken });
  expect(getDb().refreshTokens.size).toBe(0);
});

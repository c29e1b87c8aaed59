// @vitest-environment node
import type { CartLine } from '../../../src/api/types';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { call, login, resultOf } from './demo-backend';

serveDemoBackend();

/** A cart line as the app builds it from a product (docs/backend-contract.md, "Cart line"). */
const lineFor = (
  productid: number,
  productquantity: number,
  customerid: number | string = 101,
) => ({
  id: 'local-1',
  productid,
  productquantity,
  productquantity_text: productquantity.toFixed(2),
  customerid,
  qty: 0,
});

test('add stores the line with a server id as text, list shows it, update and delete change it', async () => {
  const { accessToken: token } = await login('demo');
  const added = await resultOf<CartLine>('POST', '/api/shoppingcart/add', {
    body: lineFor(1, 1.5),
    token,
  });
  expect(typeof added.id).toBe('string');
  expect(added.id).not.toBe('local-1');
  expect(added).toMatchObject({
    productname: '豬五花肉片',
    unitcode: 'KG',
    productprice: 285,
    productquantity: 1.5,
    productquantity_text: '1.50',
    ordermultiple: 0.5,
  });

  const boxed = await resultOf<CartLine>('POST', '/api/shoppingcart/add', {
    body: lineFor(7, 2),
    token,
  });
  expect(boxed).toMatchObject({ salesunitcode: '箱(10KG)', unitcode: '箱(10KG)', unitweight: 10 });

  let list = await resultOf<CartLine[]>('GET', '/api/shoppingcart/list', {
    query: { customerid: 101 },
    token,
  });
  expect(list.map((l) => l.productid)).toEqual([1, 7]);

  const updated = await resultOf<CartLine>('POST', '/api/shoppingcart/update', {
    body: { ...added, productquantity: 3 },
    token,
  });
  expect(updated).toMatchObject({ id: added.id, productquantity: 3, productquantity_text: '3.00' });

  await resultOf('POST', '/api/shoppingcart/delete', { body: { id: added.id }, token });
  list = await resultOf<CartLine[]>('GET', '/api/shoppingcart/list', {
    query: { customerid: 101 },
    token,
  });
  expect(list.map((l) => l.id)).toEqual([boxed.id]);
});

test('adding a product already in the cart updates that line instead of adding another', async () => {
  const { accessToken: token } = await login('demo');
  const first = await resultOf<CartLine>('POST', '/api/shoppingcart/add', {
    body: lineFor(3, 1),
    token,
  });
  const again = await resultOf<CartLine>('POST', '/api/shoppingcart/add', {
    body: lineFor(3, 2),
    token,
  });
  expect(again.id).toBe(first.id);
  const list = await resultOf<CartLine[]>('GET', '/api/shoppingcart/list', {
    query: { customerid: 101 },
    token,
  });
  expect(list).toHaveLength(1);
  expect(list[0]?.productquantity).toBe(2);
});

test('quantities must be positive whole order multiples', async () => {
  const { accessToken: token } = await login('demo');
  const zero = await call('POST', '/api/shoppingcart/add', { body: lineFor(1, 0), token });
  expect(zero.body).toMatchObject({ code: 400, message: '數量必須大於 0' });
  const offStep = await call('POST', '/api/shoppingcart/add', { body: lineFor(1, 0.7), token });
  expect(offStep.body.code).toBe(400);
  const unknown = await call('POST', '/api/shoppingcart/add', { body: lineFor(99999, 1), token });
  expect(unknown.body).toMatchObject({ code: 400, message: '商品不存在' });
});

test('each shop has its own cart and another account cannot touch it', async () => {
  const chain = await login('chain');
  await resultOf('POST', '/api/shoppingcart/add', {
    body: lineFor(11, 1, 302),
    token: chain.accessToken,
  });
  const other = await resultOf<CartLine[]>('GET', '/api/shoppingcart/list', {
    query: { customerid: 301 },
    token: chain.accessToken,
  });
  expect(other).toEqual([]);

  const demo = await login('demo');
  expect(
    (
      await call('GET', '/api/shoppingcart/list', {
        query: { customerid: 302 },
        token: demo.accessToken,
      })
    ).status,
  ).toBe(403);
  expect(
    (
      await call('POST', '/api/shoppingcart/add', {
        body: lineFor(1, 1, 302),
        token: demo.accessToken,
      })
    ).status,
  ).toBe(403);
});

test('deleting a line that is already gone succeeds', async () => {
  const { accessToken: token } = await login('demo');
  expect(
    (await call('POST', '/api/shoppingcart/delete', { body: { id: '36000000000999' }, token })).body
      .code,
  ).toBe(200);
});

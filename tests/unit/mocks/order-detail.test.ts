// @vitest-environment node
import type { OrderLine, Paged } from '../../../src/api/types';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { call, login, resultOf } from './demo-backend';

serveDemoBackend();

test('order lines page by 10 and a line awaiting confirmation (90) is confirmed to 99', async () => {
  const { accessToken: token } = await login('demo');
  const first = await resultOf<Paged<OrderLine>>('POST', '/api/orderDetail/page2', {
    body: { customerid: 101, page: 1, pageSize: 10, total: 0 },
    token,
  });
  expect(first.items).toHaveLength(10);
  expect(first.total).toBeGreaterThan(10);
  expect(first.items[0]?.orderidorderno).toMatch(/^SO\d{8}-\d{4}-\d+$/);

  const all = await resultOf<Paged<OrderLine>>('POST', '/api/orderDetail/page2', {
    body: { customerid: 101, page: 1, pageSize: 100, total: first.total },
    token,
  });
  expect(all.items.filter((l) => l.orderstatus === '05').every((l) => Boolean(l.deliveryno))).toBe(
    true,
  );
  const waiting = all.items.find((l) => l.orderstatus === '90');
  if (!waiting) throw new Error('the seed has no line awaiting confirmation');

  const confirm = { id: waiting.id, orderid: waiting.orderid, orderstatus: '99' };
  expect(
    (await call('POST', '/api/orderDetail/updateSingleStatus', { body: confirm, token })).body.code,
  ).toBe(200);
  const after = await resultOf<Paged<OrderLine>>('POST', '/api/orderDetail/page2', {
    body: { customerid: 101, page: 1, pageSize: 100 },
    token,
  });
  expect(after.items.find((l) => l.id === waiting.id)?.orderstatus).toBe('99');

  const twice = await call('POST', '/api/orderDetail/updateSingleStatus', { body: confirm, token });
  expect(twice.body.code).toBe(400);
  const wrongOrder = all.items.find((l) => l.orderstatus === '90' && l.id !== waiting.id);
  const mismatch = await call('POST', '/api/orderDetail/updateSingleStatus', {
    body: { id: wrongOrder?.id, orderid: '1', orderstatus: '99' },
    token,
  });
  expect(mismatch.body.code).toBe(400);
});

test("another account's order lines cannot be confirmed", async () => {
  const chain = await login('chain');
  const lines = await resultOf<Paged<OrderLine>>('POST', '/api/orderDetail/page2', {
    body: { customerid: 301, page: 1, pageSize: 100 },
    token: chain.accessToken,
  });
  const waiting = lines.items.find((l) => l.orderstatus === '90');
  const demo = await login('demo');
  const answer = await call('POST', '/api/orderDetail/updateSingleStatus', {
    body: { id: waiting?.id, orderid: waiting?.orderid, orderstatus: '99' },
    token: demo.accessToken,
  });
  expect(answer.status).toBe(403);
});

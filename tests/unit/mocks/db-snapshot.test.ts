import { getDb, resetDb, restoreDb, snapshotDb } from '../../../src/mocks/db';

test('a snapshot restores orders, carts and single-use refresh tokens', () => {
  const db = resetDb();
  db.refreshTokens.set('r1', { account: 'demo', exp: 1 });
  const ordersBefore = db.orders.length;
  const text = snapshotDb();
  resetDb();
  getDb().orders = [];
  expect(restoreDb(text)).toBe(true);
  expect(getDb().orders).toHaveLength(ordersBefore);
  expect(getDb().refreshTokens.get('r1')).toEqual({ account: 'demo', exp: 1 });
});

test('text that is not a snapshot leaves the db alone', () => {
  const db = resetDb();
  expect(restoreDb('{bad')).toBe(false);
  expect(restoreDb('{"products":1}')).toBe(false);
  expect(restoreDb(null)).toBe(false);
  expect(getDb()).toBe(db);
});

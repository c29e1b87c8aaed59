/**
 * The route table (src/app/route-table.ts): each path of config/paths once, behind the guard it needs, and the
 * screen's code it loads; the router's routes are built from it (the guards as rendered: guards.test.tsx).
 */
import { loadScreenAt } from '../../../src/app/routes';
import { routeTable } from '../../../src/app/route-table';
import { paths } from '../../../src/config/paths';

test('each path of config/paths is in the table exactly once', () => {
  const listed = routeTable.map((route) => route.path);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(Object.values(paths).sort());
});

test.each([
  [paths.home, 'bound'],
  [paths.guide, 'bound'],
  [paths.everyShop, 'bound'],
  [paths.order, 'bound'],
  [paths.orderDetail, 'bound'],
  [paths.statement, 'bound'],
  [paths.account, 'bound'],
  [paths.address, 'bound'],
  [paths.createOrder, 'bound'],
  [paths.sharedCart, 'bound'],
  [paths.login3, 'signedIn'],
  [paths.login4, 'signedIn'],
  [paths.login2, 'notBound'],
  [paths.login, 'open'],
  [paths.pageTwo, 'open'],
])('%s is guarded by %s', (path, guard) => {
  expect(routeTable.filter((route) => route.path === path).map((route) => route.guard)).toEqual([
    guard,
  ]);
});

test("boot's load of the opened screen's code settles whatever the path, and never rejects", async () => {
  await expect(loadScreenAt(paths.login2)).resolves.toBeTypeOf('function');
  await expect(loadScreenAt('/no-such-page')).resolves.toBeTypeOf('function');
});

import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { Customer } from '../../../src/api/types';
import { RedirectIfBound, RequireBound, RequireSignedIn } from '../../../src/app/guards';
import { routes } from '../../../src/app/routes';
import { paths } from '../../../src/config/paths';
import { signedIn } from '../../../src/store/session/auth-slice';
import { freshStore } from '../../support/fresh-store';
import { RouterProbe, createTestRouter } from '../../support/test-router';

/** Which guard (if any) stands in front of a path in the real route table. */
function guardOf(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  const guards = matches
    .map((m) => m.route.Component)
    .filter((c) => c === RequireBound || c === RequireSignedIn || c === RedirectIfBound);
  if (guards.length > 1) throw new Error(`${path} has ${guards.length} guards`);
  return guards[0]?.name ?? 'open';
}

test.each([
  [paths.home, 'RequireBound'],
  [paths.guide, 'RequireBound'],
  [paths.order, 'RequireBound'],
  [paths.orderDetail, 'RequireBound'],
  [paths.account, 'RequireBound'],
  [paths.address, 'RequireBound'],
  [paths.createOrder, 'RequireBound'],
  [paths.login3, 'RequireSignedIn'],
  [paths.login4, 'RequireSignedIn'],
  [paths.login2, 'RedirectIfBound'],
  [paths.login, 'open'],
  [paths.pageTwo, 'open'],
  ['/no-such-page', 'open'],
])('route %s is guarded by %s', (path, guard) => {
  expect(guardOf(path)).toBe(guard);
});

test('every path of config/paths has its own route, and an unknown path falls to the not-found route', () => {
  for (const path of Object.values(paths)) {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    expect(leaf?.path, path).toBe(path);
  }
  expect(matchRoutes(routes, '/nope/deeper')?.at(-1)?.route.path).toBe('*');
});

const customer = (lineid: string): Customer => ({
  id: 1,
  name: '測試',
  fullname: '測試有限公司',
  lineid,
});

/** The guards alone, in front of screens that only name themselves. */
const probeRoutes: RouteObject[] = [
  { element: <RequireBound />, children: [{ path: '/', element: <p>home</p> }] },
  { element: <RequireSignedIn />, children: [{ path: '/login3', element: <p>login3</p> }] },
  { element: <RedirectIfBound />, children: [{ path: '/login2', element: <p>login2</p> }] },
];

function ProbeRoutes() {
  return useRoutes(probeRoutes);
}

async function visit(path: string, session: 'signed-out' | 'signed-in-unbound' | 'bound') {
  const store = await freshStore();
  if (session !== 'signed-out') {
    store.dispatch(signedIn({ customer: customer(session === 'bound' ? 'Uline' : '') }));
  }
  const router = createTestRouter();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <ProbeRoutes />
        <RouterProbe router={router} />
      </MemoryRouter>
    </Provider>,
  );
  return router;
}

test.each([
  ['/', 'signed-out', '/login2'],
  ['/', 'signed-in-unbound', '/login2'],
  ['/', 'bound', '/'],
  ['/login3', 'signed-out', '/login2'],
  ['/login3', 'signed-in-unbound', '/login3'],
  ['/login3', 'bound', '/login3'],
  ['/login2', 'signed-out', '/login2'],
  ['/login2', 'signed-in-unbound', '/login2'],
  ['/login2', 'bound', '/'],
] as const)('%s when %s lands on %s', async (path, session, landing) => {
  const router = await visit(path, session);
  expect(await screen.findByText(landing.slice(1) || 'home')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(landing);
});

test('a refused buyer lands on /login2 with the page they asked for, replacing it in history', async () => {
  const router = await visit('/', 'signed-out');
  await screen.findByText('login2');
  expect(router.state.location.state).toEqual({ from: '/' });
  expect(router.state.historyAction).toBe('REPLACE');
});

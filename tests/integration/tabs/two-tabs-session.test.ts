import { http as mswHttp, HttpResponse, delay } from 'msw';
import { catalogueApi } from '../../../src/api/endpoints/catalogue';
import { TAB_LOCK_BUSY, withTabLock } from '../../../src/api/tab-lock';
import { createTokenStore } from '../../../src/api/token-store';
import { server } from '../../../src/mocks/node';
import { initialAuthState, selectIsLoggedIn } from '../../../src/store/session/auth-slice';
import { expiredJwt, freshJwt } from '../../support/jwt';
import { persistedValue } from '../../support/memory-storage';
import { storedTokens } from '../../support/stored-tokens';
import { openTab, sharedLocalStorage } from '../../support/tabs';

/**
 * Two tabs of one signed-in session (docs/architecture.md, "Two tabs"): both stores are made by the app's start-up
 * on one local storage and one token pair. The backend takes a refresh token once and answers 401 to its reuse.
 */
const customer = { id: 101, fullname: '禾豐燒肉餐飲有限公司', name: '禾豐燒肉', lineid: 'U-demo' };
const signedIn = {
  'sorting-app:authSetting': persistedValue({
    ...initialAuthState,
    loggedIn: true,
    lineId: 'U-demo',
    customer,
    customers: [customer],
    account: 'demo',
  }),
};
const expired = expiredJwt({ sub: 'demo', n: 1 });
const renewed = freshJwt({ sub: 'demo', n: 2 });

interface Seen {
  authorization: string | null;
  refresh: string | null;
}

/** category/list as a backend with single-use refresh tokens answers it; every request is recorded. */
function singleUseRefresh(seen: Seen[]) {
  let spent = false;
  return mswHttp.get('*/api/category/list', async ({ request }) => {
    const authorization = request.headers.get('authorization');
    const refresh = request.headers.get('x-authorization');
    seen.push({ authorization, refresh });
    if (authorization === `Bearer ${renewed}` && refresh === null)
      return HttpResponse.json({ code: 200, result: [] });
    if (authorization === `Bearer ${expired}` && refresh === 'Bearer refresh-1' && !spent) {
      spent = true;
      await delay(40);
      return HttpResponse.json(
        { code: 200, result: [] },
        { headers: { 'access-token': renewed, 'x-access-token': 'refresh-2' } },
      );
    }
    return HttpResponse.json({ code: 401, message: '登入已逾時' }, { status: 401 });
  });
}

test('two tabs whose access token has expired call at once: one refresh, neither tab is signed out, the new pair is kept', async () => {
  const seen: Seen[] = [];
  server.use(singleUseRefresh(seen));
  const storage = sharedLocalStorage(signedIn);
  const tabA = await openTab(storage.tab());
  const tabB = await openTab(storage.tab());
  createTokenStore().save(expired, 'refresh-1');

  const [answerA, answerB] = await Promise.all(
    [tabA, tabB].map((tab) =>
      tab.store.dispatch(catalogueApi.endpoints.getCategories.initiate(undefined)),
    ),
  );

  expect(seen).toEqual([
    { authorization: `Bearer ${expired}`, refresh: 'Bearer refresh-1' },
    { authorization: `Bearer ${renewed}`, refresh: null },
  ]);
  expect([answerA?.status, answerB?.status]).toEqual(['fulfilled', 'fulfilled']);
  expect(selectIsLoggedIn(tabA.store.getState())).toBe(true);
  expect(selectIsLoggedIn(tabB.store.getState())).toBe(true);
  expect(storedTokens()).toEqual({ access: renewed, refresh: 'refresh-2' });
});

test('two tabs sending one shop’s order at once with the order-send lock: only one sends', async () => {
  const sends: string[] = [];
  const send = (tab: string) => async () => {
    sends.push(tab);
    await delay(20);
    return `order from ${tab}`;
  };
  const results = await Promise.all([
    withTabLock('order-send:101', send('A'), { ifAvailable: true }),
    withTabLock('order-send:101', send('B'), { ifAvailable: true }),
  ]);
  expect(sends).toEqual(['A']);
  expect(results).toEqual(['order from A', TAB_LOCK_BUSY]);
});

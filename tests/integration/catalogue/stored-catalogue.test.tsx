/**
 * A returning shop opens on what it saw last time (stale-while-revalidate): the catalogue snapshot is shown at the
 * first render and replaced by the server's answer; nothing is added at a price the server has not confirmed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CATALOGUE_SNAPSHOT_KEY } from '../../../src/store/catalogue-snapshot';
import { server } from '../../../src/mocks/node';
import { LINE_USERS } from '../../support/fake-line';
import type { PersistStorages } from '../../../src/store/persist';
import { renderApp } from '../../support/render-app';

interface StoredShape {
  version: number;
  shops: { customerid: string; products: { id: number; productPrice: number }[] }[];
}

const stored = (): StoredShape | null => {
  const raw = localStorage.getItem(CATALOGUE_SNAPSHOT_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredShape);
};

/** The last visit: the shop saw home, and the app kept what it showed. */
async function lastVisit(who: 'demo' | 'chain' = 'demo'): Promise<PersistStorages> {
  const view = await renderApp('/', { signedInAs: who });
  await screen.findAllByRole('button', { name: /^加入購物車/ }, { timeout: 5000 });
  await waitFor(() => expect(stored()?.shops).toHaveLength(1), { timeout: 5000 });
  await view.persistor.flush();
  view.unmount();
  return view.storages;
}

/** What the last visit saw of 豬五花肉片 (id 1, $285 / KG on the server today): yesterday's price. */
function yesterdaysPorkBellyPrice(price: number): void {
  const snapshot = stored();
  const pork = snapshot?.shops[0]?.products.find((p) => p.id === 1);
  if (snapshot === null || pork === undefined) throw new Error('no stored 豬五花肉片');
  pork.productPrice = price;
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify(snapshot));
}

/** The product list answers only once the test opens the gate. */
function holdProductList() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.post('*/api/product/list', async () => {
      await gate;
      return undefined;
    }),
  );
  return open;
}

const porkBellyCard = () => {
  const card = screen
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('button', { name: '加入購物車 豬五花肉片' }) !== null);
  if (card === undefined) throw new Error('no card for 豬五花肉片');
  return card;
};

test('the last visit shows at once, then the server answer replaces it where it stands', async () => {
  const storages = await lastVisit();
  yesterdaysPorkBellyPrice(250);
  const answer = holdProductList();

  await renderApp('/', { storages, startup: true });

  // The first render already has the products, at the stored price, with a quiet "updating" line.
  expect(await screen.findByText('正在更新商品與價格…')).toBeInTheDocument();
  expect(within(porkBellyCard()).getByText('$250 / KG')).toBeInTheDocument();

  answer();
  await waitFor(() => expect(within(porkBellyCard()).getByText('$285 / KG')).toBeInTheDocument());
  expect(screen.queryByText('正在更新商品與價格…')).toBeNull();
  // The fresh answer becomes the next visit's snapshot.
  await waitFor(
    () => expect(stored()?.shops[0]?.products.find((p) => p.id === 1)?.productPrice).toBe(285),
    {
      timeout: 5000,
    },
  );
});

test('nothing is added at a stored price: the dialog waits, then adds at the new price and says it changed', async () => {
  const storages = await lastVisit();
  yesterdaysPorkBellyPrice(250);
  const answer = holdProductList();
  const { user, store } = await renderApp('/', { storages, startup: true });

  await user.click(await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  expect(within(dialog).getByText('正在確認最新價格，請稍候…')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();

  answer();
  expect(await within(dialog).findByText('價格已更新，原為 $250 / KG')).toBeInTheDocument();
  expect(within(dialog).getByText('$285 / KG')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));

  await waitFor(() =>
    expect(store.getState().cart.linesByCustomer['101']?.[0]).toMatchObject({
      productid: 1,
      productprice: 285,
    }),
  );
});

test('offline at open: the stored catalogue shows with a notice, adding says why it cannot, 重試 brings it back', async () => {
  const storages = await lastVisit();
  let offline = true;
  server.use(http.all('*/api/*', () => (offline ? HttpResponse.error() : undefined)));
  const { user, store } = await renderApp('/', { storages, startup: true });

  const notice = await screen.findByText('目前無法連線，顯示的是上次看到的商品，價格可能已變動。');
  expect(screen.getByRole('button', { name: '加入購物車 豬五花肉片' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  expect(within(dialog).getByText('無法取得最新價格，連線後才能加入購物車。')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(store.getState().cart.linesByCustomer['101'] ?? []).toEqual([]);

  offline = false;
  // eslint-disable-next-line testing-library/no-node-access -- the notice's own alert, among the app's others
  const alert = notice.closest('[role="alert"]') as HTMLElement;
  await user.click(within(alert).getByRole('button', { name: '重試' }));
  await waitFor(() =>
    expect(screen.queryByText('目前無法連線，顯示的是上次看到的商品，價格可能已變動。')).toBeNull(),
  );
  expect(screen.getByRole('button', { name: '加入購物車 豬五花肉片' })).toBeInTheDocument();
});

test("another shop's snapshot is never shown: the chain buyer opens on the server's answer", async () => {
  await lastVisit('demo');
  yesterdaysPorkBellyPrice(111);
  const demoShop = stored()?.shops[0];
  // The chain's own session on the same phone, with only demo's snapshot in storage.
  const { persistor, storages, unmount } = await renderApp('/', { signedInAs: 'chain' });
  await persistor.flush();
  unmount();
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify({ version: 1, shops: [demoShop] }));

  await renderApp('/', {
    storages,
    startup: true,
    line: { getProfile: () => Promise.resolve({ userId: LINE_USERS.chain, displayName: '連鎖' }) },
  });

  expect(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(within(porkBellyCard()).getByText('$285 / KG')).toBeInTheDocument();
  expect(screen.queryByText('$111 / KG')).toBeNull();
  expect(screen.queryByText('正在更新商品與價格…')).toBeNull();
});

test('a session that ends clears the snapshot: the next buyer on this phone never sees it', async () => {
  const storages = await lastVisit();
  expect(stored()).not.toBeNull();
  const { user } = await renderApp('/', { storages, startup: true });
  await screen.findByRole('button', { name: '加入購物車 豬五花肉片' });

  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  await user.click(within(menu).getByRole('button', { name: '登出' }));

  await screen.findByRole('textbox', { name: '帳號' }, { timeout: 5000 });
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).toBeNull();
});

test.each([
  ['not JSON', '{"version":1,"shops":[{"customerid"'],
  ['another version', JSON.stringify({ version: 0, shops: [] })],
  ['a damaged shop', JSON.stringify({ version: 1, shops: [{ customerid: '101', products: 'x' }] })],
])(
  'a stored snapshot that is %s is dropped and home opens from the server',
  async (_what, value) => {
    const storages = await lastVisit();
    localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, value);

    await renderApp('/', { storages, startup: true });

    expect(
      await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('正在更新商品與價格…')).toBeNull();
    await waitFor(() => expect(stored()?.version).toBe(1), { timeout: 5000 });
    expect(stored()?.shops[0]?.customerid).toBe('101');
  },
);

/**
 * A returning shop opens on what it saw last time (stale-while-revalidate): the catalogue snapshot is shown at the
 * first render and replaced by the server's answer; nothing is added at a price the server has not confirmed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, getResponse, http } from 'msw';
import { CATALOGUE_SNAPSHOT_KEY } from '../../../src/config/storage-keys';
import { MAX_SNAPSHOT_CHARS } from '../../../src/store/catalogue/catalogue-snapshot';
import { handlers } from '../../../src/mocks/handlers';
import { server } from '../../../src/mocks/node';
import { LINE_USERS } from '../../support/fake-line';
import type { PersistStorages } from '../../../src/store/stored/phone-storage';
import type userEvent from '@testing-library/user-event';
import { fillDialog } from '../checkout/checkout-support';
import { captureRequests } from '../../support/capture-requests';
import { renderApp } from '../../support/render-app';
import { holdAnswer } from '../../support/hold-answer';

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

/** The product list answers only once the test releases it. */
const holdProductList = () => holdAnswer('post', '/api/product/list');

/** The demo backend prices every shop alike: here each shop has its own price of 豬五花肉片 (id 1). */
function porkBellyPricedPerShop(
  prices: Record<string, number>,
  hold?: { shop: string; until: Promise<void> },
) {
  server.use(
    http.post('*/api/product/list', async ({ request }) => {
      const { customerid } = (await request.clone().json()) as { customerid: number };
      if (hold !== undefined && String(customerid) === hold.shop) await hold.until;
      const answer = await getResponse(handlers, request);
      if (answer === undefined) throw new Error('no demo handler for product/list');
      const envelope = (await answer.json()) as { result: { id: number; productPrice: number }[] };
      const price = prices[String(customerid)];
      for (const product of envelope.result)
        if (product.id === 1 && price !== undefined) product.productPrice = price;
      return HttpResponse.json(envelope, { headers: answer.headers });
    }),
  );
}

const lastPurchase = () => screen.findByRole('region', { name: '上次購買' });

/** The chain buyer switches shop with home's picker. */
async function switchShop(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await user.click(await screen.findByRole('button', { name: `目前門市：${from}，切換門市` }));
  const picker = await screen.findByRole('dialog', { name: '選擇門市' });
  await user.click(within(picker).getByRole('button', { name: new RegExp(`^${to}`) }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '選擇門市' })).toBeNull());
}

const porkBellyCard = () => {
  const card = screen
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('button', { name: '加入購物車 豬五花肉片' }) !== null);
  if (card === undefined) throw new Error('no card for 豬五花肉片');
  return card;
};

/** The quiet notice while the last visit's copy is refreshed (a status, stuck to the bottom of the screen). */
const refreshingNotice = () => {
  // eslint-disable-next-line testing-library/no-node-access -- the status box around the text is what keeps the space
  const status = screen.getByText('正在更新商品與價格…').closest('[role="status"]');
  if (status === null) throw new Error('no status around 正在更新商品與價格…');
  return status as HTMLElement;
};

test('the last visit shows at once, then the server answer replaces it where it stands', async () => {
  const storages = await lastVisit();
  yesterdaysPorkBellyPrice(250);
  const answer = holdProductList();

  await renderApp('/', { storages, startup: true });

  // The first render already has the products, at the stored price, with a quiet "updating" notice.
  expect(await screen.findByText('正在更新商品與價格…')).toBeVisible();
  const card = porkBellyCard();
  expect(within(card).getByText('$250 / KG')).toBeInTheDocument();
  // The notice comes after every card and sticks to the screen's bottom: nothing above a card depends on it.
  const notice = refreshingNotice();
  const cards = screen.getAllByRole('button', { name: /^加入購物車 / });
  expect(cards.length).toBeGreaterThan(1);
  for (const button of cards)
    expect(button.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(notice).toHaveStyle({ position: 'sticky' });

  answer();
  await waitFor(() => expect(within(porkBellyCard()).getByText('$285 / KG')).toBeInTheDocument());
  // The same card, updated where it stands; the notice keeps its space, invisible, so not even the end moves.
  expect(porkBellyCard()).toBe(card);
  await waitFor(() => expect(screen.getByText('正在更新商品與價格…')).not.toBeVisible());
  expect(refreshingNotice()).toBe(notice);
  expect(screen.queryByRole('status')).toBeNull();
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

/** The notice of a refresh that failed: what failed, what is still from the last visit, and 重試. */
const failedNotice = async (failure: string) => {
  const alert = (await screen.findAllByRole('alert')).find((a) => within(a).queryByText(failure));
  if (alert === undefined) throw new Error(`no alert saying ${failure}`);
  return alert;
};

test('offline at open: the stored catalogue shows with a notice, adding says why it cannot, 重試 brings it back', async () => {
  const storages = await lastVisit();
  let offline = true;
  server.use(http.all('*/api/*', () => (offline ? HttpResponse.error() : undefined)));
  const { user, store } = await renderApp('/', { storages, startup: true });

  const notice = await failedNotice('網路連線異常，請稍後再試');
  expect(within(notice).getByText('顯示的是上次看到的商品，價格可能已變動。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '加入購物車 豬五花肉片' })).toBeInTheDocument();
  // The guide card has no count to show: it invites to open the guide rather than 整理中… for ever.
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /^常用清單/ })).toHaveTextContent(
      '常用清單暫時無法載入，點開可重試',
    ),
  );

  await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  expect(within(dialog).getByText('無法取得最新價格，連線後才能加入購物車。')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(store.getState().cart.linesByCustomer['101'] ?? []).toEqual([]);

  offline = false;
  await user.click(within(notice).getByRole('button', { name: '重試' }));
  await waitFor(() => expect(screen.queryByText('網路連線異常，請稍後再試')).toBeNull());
  expect(screen.queryByText('顯示的是上次看到的商品，價格可能已變動。')).toBeNull();
  expect(screen.getByRole('button', { name: '加入購物車 豬五花肉片' })).toBeInTheDocument();
});

test('offline at open with a cart: adding says why it cannot, sending says what failed, and no cart line is lost', async () => {
  // The last visit: home seen, 豬五花肉片 added to the cart and accepted by the server.
  const view = await renderApp('/', { signedInAs: 'demo' });
  await view.user.click(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  );
  const addDialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  await view.user.click(within(addDialog).getByRole('button', { name: '加入購物車' }));
  await waitFor(() =>
    expect(view.store.getState().cart.linesByCustomer['101']?.[0]?.synced).toBe(true),
  );
  await waitFor(() => expect(stored()?.shops).toHaveLength(1), { timeout: 5000 });
  await view.persistor.flush();
  view.unmount();

  server.use(http.all('*/api/*', () => HttpResponse.error()));
  const { user, store } = await renderApp('/', { storages: view.storages, startup: true });
  await failedNotice('網路連線異常，請稍後再試');
  const cartBefore = store.getState().cart.linesByCustomer['101'];
  expect(cartBefore).toEqual([expect.objectContaining({ productid: 1, productprice: 285 })]);

  // Adding: the dialog says it cannot confirm the price without a connection.
  await user.click(screen.getByRole('button', { name: '加入購物車 梅花豬肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '梅花豬肉片' });
  expect(within(dialog).getByText('無法取得最新價格，連線後才能加入購物車。')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: '取消' }));

  // Sending the cart: the delivery methods cannot load and say the connection is down; 確認 says there is no
  // connection (not that the list failed), and the dialog keeps the buyer's choices.
  const capture = captureRequests();
  await user.click(screen.getByRole('button', { name: '購物車，1 項' }));
  await user.click(await screen.findByRole('button', { name: '送出訂單' }));
  const delivery = await screen.findByRole('dialog', { name: '選擇收貨地址' });
  await fillDialog(user, delivery);
  await user.click(within(delivery).getByRole('button', { name: '確認' }));

  expect(await within(delivery).findByText('目前沒有網路連線')).toBeInTheDocument();
  expect(within(delivery).getAllByText('網路連線異常，請稍後再試')).toHaveLength(1);
  expect(within(delivery).queryByText('物流方式載入失敗，請重試')).toBeNull();
  expect(within(delivery).getByRole('radio', { name: '台北市信義區松壽路12號B1' })).toBeChecked();
  expect(within(delivery).getByRole('textbox', { name: '備註' })).toHaveValue('請放後門');
  expect((await capture.calls()).filter((r) => r.call === 'POST /api/order/add')).toEqual([]);
  expect(store.getState().cart.linesByCustomer['101']).toEqual(cartBefore);
  expect(store.getState().order.pendingSends).toEqual({});
});

test.each([
  ['every call of the refresh', '*/api/*'],
  ['only the product list', '*/api/product/list'],
])(
  'HTTP 500 on %s: the stored list stays, the notice says the server is busy and offers 重試',
  async (_what, failing) => {
    const storages = await lastVisit();
    let broken = true;
    server.use(
      http.all(failing, () => (broken ? new HttpResponse(null, { status: 500 }) : undefined)),
    );
    const { user } = await renderApp('/', { storages, startup: true });

    const notice = await failedNotice('系統忙碌中，請稍後再試');
    expect(
      within(notice).getByText('顯示的是上次看到的商品，價格可能已變動。'),
    ).toBeInTheDocument();
    expect(screen.queryByText('網路連線異常，請稍後再試')).toBeNull();
    expect(within(porkBellyCard()).getByText('$285 / KG')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
    const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
    expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));

    broken = false;
    await user.click(within(notice).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(screen.queryByText('系統忙碌中，請稍後再試')).toBeNull());
    await waitFor(() => expect(screen.getByText('正在更新商品與價格…')).not.toBeVisible());
    // The dialog was closed with 取消: a tap on the card now is a new one, however soon it comes.
    await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
    expect(
      within(await screen.findByRole('dialog', { name: '豬五花肉片' })).getByRole('button', {
        name: '加入購物車',
      }),
    ).toBeEnabled();
  },
);

test('only the last order fails: the prices are confirmed and the notice says what is still from the last visit', async () => {
  const storages = await lastVisit();
  server.use(http.get('*/api/order/lastorder', () => new HttpResponse(null, { status: 500 })));
  const { user } = await renderApp('/', { storages, startup: true });

  const notice = await failedNotice('系統忙碌中，請稍後再試');
  expect(
    within(notice).getByText('商品價格已是最新，上次購買或分類可能仍是上次看到的內容。'),
  ).toBeInTheDocument();
  expect(screen.queryByText('顯示的是上次看到的商品，價格可能已變動。')).toBeNull();
  // The last visit's last order stays on show.
  expect(within(await lastPurchase()).getByText('總重 36.40 KG')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeEnabled();
  expect(within(dialog).getByText('$285 / KG')).toBeInTheDocument();
});

/** The last visit had a sub-category 內臟 (15) under 肉品 that today's tree no longer has, and chose `subIds`. */
function lastVisitChose(subIds: number[]): void {
  const raw = localStorage.getItem(CATALOGUE_SNAPSHOT_KEY);
  if (raw === null) throw new Error('no snapshot');
  const snapshot = JSON.parse(raw) as {
    shops: {
      categories: { id: number; name: string; parentid: number | null }[];
      chosen: { topId: number; subIds: number[] } | null;
      productCategories: number[];
      products: { categoryid: number }[];
    }[];
  };
  const shop = snapshot.shops[0];
  if (shop === undefined) throw new Error('no stored shop');
  shop.categories.push({ id: 15, name: '內臟', parentid: 1 });
  shop.chosen = { topId: 1, subIds };
  shop.productCategories = subIds;
  shop.products = shop.products.filter((p) => subIds.includes(p.categoryid));
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify(snapshot));
}

test.each([
  ['牛肉 and 內臟: 牛肉 stays chosen', [12, 15], /^牛肉$/, [12]],
  ['only 內臟: home falls back to its default', [15], /^豬肉 \+3$/, [11, 12, 13, 14]],
])(
  'a chosen sub-category the fresh tree no longer has is dropped (%s)',
  async (_what, subIds, shown, asked) => {
    const storages = await lastVisit();
    lastVisitChose(subIds);
    const capture = captureRequests();

    const { user } = await renderApp('/', { storages, startup: true });

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '細分類' })).toHaveTextContent(shown),
    );
    await waitFor(async () =>
      expect(
        (await capture.calls()).filter((r) => r.call === 'POST /api/product/list').at(-1)?.body,
      ).toEqual({
        customerid: 101,
        categories: asked,
      }),
    );
    await user.click(screen.getByRole('combobox', { name: '細分類' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['豬肉', '牛肉', '雞肉', '羊肉']);
  },
);

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

/**
 * 豬五花肉片 through the add dialog: the dialog shows `price` with no 價格已更新, and the line goes into `shop`'s cart
 * at that price.
 */
async function addPorkBellyAt(
  { user, store }: Awaited<ReturnType<typeof renderApp>>,
  shop: string,
  price: number,
): Promise<void> {
  await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  expect(within(dialog).getByText(`$${String(price)} / KG`)).toBeInTheDocument();
  expect(within(dialog).queryByText(/^價格已更新/)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  await waitFor(() =>
    expect(store.getState().cart.linesByCustomer[shop]?.[0]).toMatchObject({
      productid: 1,
      productprice: price,
    }),
  );
}

test('a shop switch with the last visit on show: no price, product or last order of one shop reaches the other', async () => {
  porkBellyPricedPerShop({ '301': 300, '302': 400 });
  const storages = await chainLastVisit();

  // The next open: 信義店's refresh is still on its way when the buyer switches to 板橋店 (302).
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => (release = resolve));
  porkBellyPricedPerShop({ '301': 310, '302': 400 }, { shop: '301', until });
  const view = await renderApp('/', { storages, startup: true, line: chainOnLine });
  const { user, store } = view;
  expect(await screen.findByText('正在更新商品與價格…')).toBeVisible();
  expect(within(porkBellyCard()).getByText('$300 / KG')).toBeInTheDocument();
  expect(within(await lastPurchase()).getByText('總重 10.30 KG')).toBeInTheDocument();

  await switchShop(user, '海港鍋物 信義店', '海港鍋物 板橋店');
  await waitFor(() => expect(within(porkBellyCard()).getByText('$400 / KG')).toBeInTheDocument());
  expect(screen.queryByText('正在更新商品與價格…')).toBeNull();
  expect(await within(await lastPurchase()).findByText('總重 32.00 KG')).toBeInTheDocument();
  // 信義店's refresh lands now, after 板橋店's list: the newest answer in the cache is another shop's.
  release();
  await waitFor(() => expect(store.getState().catalogue.stored?.status).toBe('answered'));

  await addPorkBellyAt(view, '302', 400);

  // Back to 信義店: its own refreshed price and last order, 板橋店's nowhere.
  await user.click(await screen.findByText('已加入購物車'));
  await switchShop(user, '海港鍋物 板橋店', '海港鍋物 信義店');
  await waitFor(() => expect(within(porkBellyCard()).getByText('$310 / KG')).toBeInTheDocument());
  expect(screen.queryByText('$400 / KG')).toBeNull();
  expect(await within(await lastPurchase()).findByText('總重 10.30 KG')).toBeInTheDocument();
  expect(screen.queryByText('總重 32.00 KG')).toBeNull();
  await addPorkBellyAt(view, '301', 310);
  expect(store.getState().cart.linesByCustomer['302']).toEqual([
    expect.objectContaining({ productid: 1, productprice: 400 }),
  ]);
});

/** The chain's last visit: 海港鍋物 信義店 (301), picked on entry, its snapshot written. */
async function chainLastVisit(): Promise<PersistStorages> {
  const view = await renderApp('/', { signedInAs: 'chain' });
  const picker = await screen.findByRole('dialog', { name: '選擇門市' }, { timeout: 5000 });
  await view.user.click(within(picker).getByRole('button', { name: /^海港鍋物 信義店/ }));
  await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 });
  await waitFor(() => expect(stored()?.shops[0]?.customerid).toBe('301'), { timeout: 5000 });
  await view.persistor.flush();
  view.unmount();
  return view.storages;
}

const chainOnLine = {
  getProfile: () => Promise.resolve({ userId: LINE_USERS.chain, displayName: '連鎖' }),
};

test('back to the first shop before its refresh has answered: its stored prices still wait for the server', async () => {
  const storages = await chainLastVisit();
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => (release = resolve));
  porkBellyPricedPerShop({ '301': 310 }, { shop: '301', until });
  const { user } = await renderApp('/', { storages, startup: true, line: chainOnLine });
  expect(await screen.findByText('正在更新商品與價格…')).toBeVisible();

  await switchShop(user, '海港鍋物 信義店', '海港鍋物 板橋店');
  expect(await within(await lastPurchase()).findByText('總重 32.00 KG')).toBeInTheDocument();
  expect(screen.queryByText('正在更新商品與價格…')).toBeNull();
  await switchShop(user, '海港鍋物 板橋店', '海港鍋物 信義店');

  // 信義店's list on show is still the stored one: the notice is back and the dialog waits for the answer.
  expect(await screen.findByText('正在更新商品與價格…')).toBeVisible();
  await user.click(screen.getByRole('button', { name: '加入購物車 豬五花肉片' }));
  const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' });
  expect(within(dialog).getByText('正在確認最新價格，請稍候…')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeDisabled();

  release();
  expect(await within(dialog).findByText('$310 / KG')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeEnabled();
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

test('an unchanged answer writes nothing: storage already holds that view', async () => {
  const storages = await lastVisit();
  const { store, user } = await renderApp('/', { storages, startup: true });
  await waitFor(() => expect(store.getState().catalogue.stored?.status).toBe('answered'));
  const writes = vi.spyOn(Storage.prototype, 'setItem');
  const snapshotWrites = () => writes.mock.calls.filter(([key]) => key === CATALOGUE_SNAPSHOT_KEY);

  // Well past the moment the save runs (a second after home settled, then the next idle moment).
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(snapshotWrites()).toEqual([]);

  // Another view is written as usual.
  await user.click(screen.getByRole('combobox', { name: '商品分類' }));
  await user.click(screen.getByRole('option', { name: '海鮮' }));
  await waitFor(() => expect(snapshotWrites()).toHaveLength(1), { timeout: 5000 });
});

test('a stored value over the size cap is dropped: home opens from the server without it', async () => {
  const storages = await lastVisit();
  const snapshot = stored();
  const pork = snapshot?.shops[0]?.products.find((p) => p.id === 1);
  if (snapshot === null || pork === undefined) throw new Error('no stored 豬五花肉片');
  // Usable in every other way, at a price the server no longer has.
  Object.assign(pork, { productPrice: 111, specification: '長'.repeat(MAX_SNAPSHOT_CHARS) });
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify(snapshot));

  await renderApp('/', { storages, startup: true });

  expect(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(within(porkBellyCard()).getByText('$285 / KG')).toBeInTheDocument();
  expect(screen.queryByText('$111 / KG')).toBeNull();
  expect(screen.queryByText('正在更新商品與價格…')).toBeNull();
  // The next visit's snapshot is today's, within the cap.
  await waitFor(
    () => expect(stored()?.shops[0]?.products.find((p) => p.id === 1)?.productPrice).toBe(285),
    {
      timeout: 5000,
    },
  );
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)?.length).toBeLessThanOrEqual(
    MAX_SNAPSHOT_CHARS,
  );
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

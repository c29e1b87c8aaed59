/**
 * What changed in price (docs/price-changes.md): home's cards, the cart drawer's rows and its header, and the
 * guide's rows show a price's change against the price the phone remembers from an earlier day, for this shop and
 * account only; the memory is written from the server's answers, never from the stored catalogue snapshot.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { env } from '../../../src/config/env';
import { businessDay } from '../../../src/domain/business-day';
import { monthDay } from '../../../src/domain/price-change';
import { CATALOGUE_SNAPSHOT_KEY, PRICE_MEMORY_KEY } from '../../../src/config/storage-keys';
import { customerSelected, selectCustomerId } from '../../../src/store/session/auth-slice';
import { LINE_USERS } from '../../support/fake-line';
import { holdAnswer } from '../../support/hold-answer';
import { renderApp } from '../../support/render-app';
import { openDrawer, allowSlowCartTests, rowOf, seedServerCart } from '../cart/cart-support';
import { seedDemo } from '../orders/orders-support';
import { sharedCartPath, tokenOf } from '../shared-cart/shared-cart-support';
import { productCard as card } from '../catalogue/catalogue-support';

allowSlowCartTests();

beforeEach(() => {
  seedDemo();
});

// Today as the app reads it (the business zone); the day before, as a phone that opened the app then remembers it.
const TODAY = businessDay(new Date(), env.businessTimezone);
const YESTERDAY = (() => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
})();
const Y = monthDay(YESTERDAY);

type Stored = [number, string] | [number, string, number, string];

/** What an earlier visit left on the phone: productid → [price, day]. */
function rememberedPrices(
  shops: { account?: string; customerid: string; prices: Record<string, Stored> }[],
): void {
  localStorage.setItem(
    PRICE_MEMORY_KEY,
    JSON.stringify({
      version: 1,
      shops: shops.map(({ account = LINE_USERS.demo, customerid, prices }) => ({
        account,
        customerid,
        prices,
      })),
    }),
  );
}

const storedMemory = () =>
  JSON.parse(localStorage.getItem(PRICE_MEMORY_KEY) ?? 'null') as {
    shops: { account: string; customerid: string; prices: Record<string, Stored> }[];
  } | null;

const changes = (within_: HTMLElement = document.body) =>
  within(within_).queryAllByRole('img', { name: /^比 / });

async function openHome(who: 'demo' | 'chain' = 'demo') {
  const view = await renderApp('/', { signedInAs: who });
  await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 });
  return view;
}

// The demo's prices today: 豬五花肉片 (1) $285, 梅花豬肉片 (2) $265, 豬里肌肉排 (3) $240, 松阪豬 (4) $300.
const demoMemory = (): Record<string, Stored> => ({
  '1': [270, YESTERDAY],
  '2': [275, YESTERDAY],
  // Remembered today already: today's first price is no earlier day's.
  '3': [200, TODAY],
  // Yesterday at today's price: nothing changed.
  '4': [300, YESTERDAY],
});

test('home: a card shows the change since an earlier day, up in the warning colour, down in the success colour', async () => {
  rememberedPrices([{ customerid: '101', prices: demoMemory() }]);
  await openHome();

  const up = await within(card('豬五花肉片')).findByRole('img', { name: `比 ${Y} 貴 15 元` });
  expect(up).toHaveTextContent(`↑ $15（${Y} $270）`);
  expect(up).toHaveStyle({ color: 'rgb(160, 74, 0)' });
  const down = within(card('梅花豬肉片')).getByRole('img', { name: `比 ${Y} 便宜 10 元` });
  expect(down).toHaveTextContent(`↓ $10（${Y} $275）`);
  expect(down).toHaveStyle({ color: 'rgb(46, 125, 50)' });
  expect(within(card('梅花豬肉片')).getByText('$265 / KG', { exact: false })).toBeInTheDocument();

  // Remembered today, or yesterday at the same price: nothing.
  expect(changes(card('豬里肌肉排'))).toHaveLength(0);
  expect(changes(card('松阪豬'))).toHaveLength(0);
  expect(changes()).toHaveLength(2);
});

test('home: what the server answered is remembered for today, and the change shown stays the same all day', async () => {
  rememberedPrices([{ customerid: '101', prices: demoMemory() }]);
  const first = await openHome();
  await within(card('豬五花肉片')).findByRole('img', { name: `比 ${Y} 貴 15 元` });
  await waitFor(
    () => expect(storedMemory()?.shops[0]?.prices['1']).toEqual([285, TODAY, 270, YESTERDAY]),
    { timeout: 5000 },
  );
  const prices = storedMemory()?.shops[0]?.prices;
  expect(prices?.['3']).toEqual([240, TODAY]);
  expect(prices?.['4']).toEqual([300, TODAY, 300, YESTERDAY]);
  expect(storedMemory()?.shops[0]).toMatchObject({ account: LINE_USERS.demo, customerid: '101' });

  // Opened again today: the same change, against yesterday's price, not against today's first.
  first.unmount();
  await openHome();
  expect(
    await within(card('豬五花肉片')).findByRole('img', { name: `比 ${Y} 貴 15 元` }),
  ).toHaveTextContent(`↑ $15（${Y} $270）`);
  expect(changes()).toHaveLength(2);
});

test('home: another account’s memory of the same shop id is never shown', async () => {
  rememberedPrices([{ account: 'Uanother', customerid: '101', prices: demoMemory() }]);
  await openHome();
  // Home's first paint is long over once the memory would have been read and shown.
  await waitFor(() => expect(storedMemory()?.shops).toHaveLength(2), { timeout: 5000 });
  expect(changes()).toHaveLength(0);
});

test('the cart drawer: each changed line says so, and its header counts them', async () => {
  rememberedPrices([{ customerid: '101', prices: demoMemory() }]);
  seedServerCart(101, [
    [1, 2],
    [2, 1],
    [3, 1],
    [4, 1],
  ]);
  const { user } = await openHome();
  const drawer = await openDrawer(user, 4);

  expect(await within(drawer).findByText('2 項價格有變動')).toBeInTheDocument();
  const pork = within(rowOf(drawer, '豬五花肉片')).getByRole('img', { name: `比 ${Y} 貴 15 元` });
  expect(pork).toHaveTextContent(`↑ $15（${Y} $270）`);
  expect(
    within(rowOf(drawer, '梅花豬肉片')).getByRole('img', { name: `比 ${Y} 便宜 10 元` }),
  ).toHaveTextContent(`↓ $10（${Y} $275）`);
  expect(changes(rowOf(drawer, '豬里肌肉排'))).toHaveLength(0);
  expect(changes(rowOf(drawer, '松阪豬'))).toHaveLength(0);
});

test('the cart drawer says nothing when no line changed', async () => {
  seedServerCart(101, [[1, 2]]);
  const { user } = await openHome();
  const drawer = await openDrawer(user, 1);
  expect(within(drawer).queryByText(/項價格有變動/)).toBeNull();
  expect(changes(drawer)).toHaveLength(0);
});

const guideRow = (name: string) => {
  const li = within(screen.getByRole('list', { name: '常用清單' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name }) !== null);
  if (li === undefined) throw new Error(`no guide row ${name}`);
  return li;
};

test('/guide: a row shows its change; what the guide showed is remembered for today', async () => {
  // 梅花豬肉片 (2) and 豬絞肉 (5, $180 today) are in the demo shop's guide.
  rememberedPrices([{ customerid: '101', prices: { '2': [275, YESTERDAY], '5': [180, TODAY] } }]);
  await renderApp('/guide', { signedInAs: 'demo' });
  await screen.findAllByRole('heading', { level: 2 });

  const down = await within(guideRow('梅花豬肉片')).findByRole('img', {
    name: `比 ${Y} 便宜 10 元`,
  });
  expect(down).toHaveTextContent(`↓ $10（${Y} $275）`);
  expect(changes(guideRow('豬絞肉'))).toHaveLength(0);
  await waitFor(() =>
    expect(storedMemory()?.shops[0]?.prices['2']).toEqual([265, TODAY, 275, YESTERDAY]),
  );
});

test('a chain: switching shop never shows the other shop’s memory', async () => {
  const { store } = await renderApp('/guide', { signedInAs: 'chain' });
  await screen.findAllByRole('heading', { level: 2 });
  const shopA = selectCustomerId(store.getState());
  if (shopA === null) throw new Error('the chain has no shop selected');
  const shopB = shopA === '302' ? '301' : '302';
  // Every product of shop A's guide cost $1 less yesterday in shop A only.
  const memoryOf = (shop: string) => storedMemory()?.shops.find((s) => s.customerid === shop);
  await waitFor(() => expect(memoryOf(shopA)).toBeDefined());
  const all = memoryOf(shopA)?.prices ?? {};
  const yesterdayA = Object.fromEntries(
    Object.entries(all).map(([id, [price]]) => [id, [price - 1, YESTERDAY] as Stored]),
  );
  const switchTo = async (shop: string) => {
    act(() => {
      store.dispatch(customerSelected(shop));
    });
    await waitFor(() => expect(selectCustomerId(store.getState())).toBe(shop));
    await screen.findAllByRole('heading', { level: 2 });
  };
  rememberedPrices([{ account: LINE_USERS.chain, customerid: shopA, prices: yesterdayA }]);
  await switchTo(shopB);
  // Shop B's guide has read its memory (and written today's prices) by now: nothing of shop A shows.
  await waitFor(() => expect(memoryOf(shopB)).toBeDefined());
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(changes()).toHaveLength(0);
  await switchTo(shopA);
  await waitFor(() => expect(changes().length).toBeGreaterThan(0));
  expect(changes().every((img) => img.getAttribute('aria-label') === `比 ${Y} 貴 1 元`)).toBe(true);
});

test('the stored catalogue shown before the refresh answers is never remembered as a price', async () => {
  // A last visit: the snapshot is kept (and the memory with it, from the server's answer).
  const first = await openHome();
  await waitFor(() => expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).not.toBeNull(), {
    timeout: 5000,
  });
  await first.persistor.flush();
  first.unmount();
  // Yesterday's snapshot said $250 for 豬五花肉片; the phone remembers nothing.
  const snapshot = JSON.parse(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY) ?? '{}') as {
    shops: { products: { id: number; productPrice: number }[] }[];
  };
  const pork = snapshot.shops[0]?.products.find((p) => p.id === 1);
  if (pork === undefined) throw new Error('no stored 豬五花肉片');
  pork.productPrice = 250;
  localStorage.setItem(CATALOGUE_SNAPSHOT_KEY, JSON.stringify(snapshot));
  localStorage.removeItem(PRICE_MEMORY_KEY);
  const answer = holdAnswer('post', '/api/product/list');

  await renderApp('/', { storages: first.storages, startup: true });
  expect(await screen.findByText('$250 / KG')).toBeInTheDocument();
  // Longer than home's settle-and-idle moment: the snapshot on show is not written as today's price.
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(localStorage.getItem(PRICE_MEMORY_KEY)).toBeNull();

  answer();
  await waitFor(() => expect(storedMemory()?.shops[0]?.prices['1']).toEqual([285, TODAY]), {
    timeout: 5000,
  });
}, 20000);

test('a shared cart (/shared-cart) marks the same changes on its lines, and none on an unchanged one', async () => {
  rememberedPrices([{ customerid: '101', prices: demoMemory() }]);
  // 豬五花肉片 (1) and 梅花豬肉片 (2) moved since yesterday; 松阪豬 (4) is not remembered.
  const token = tokenOf('101', '王小明', [
    { productId: '1', quantity: 1 },
    { productId: '2', quantity: 1 },
    { productId: '4', quantity: 1 },
  ]);
  await renderApp(sharedCartPath(token), { signedInAs: 'demo' });
  await screen.findByRole('heading', { name: '來自 王小明 的購物車' }, { timeout: 5000 });
  const rows = await screen.findAllByRole('listitem');
  expect(
    within(rows[0] as HTMLElement).getByRole('img', { name: `比 ${Y} 貴 15 元` }),
  ).toHaveTextContent(`↑ $15（${Y} $270）`);
  expect(
    within(rows[1] as HTMLElement).getByRole('img', { name: `比 ${Y} 便宜 10 元` }),
  ).toHaveTextContent(`↓ $10（${Y} $275）`);
  expect(changes(rows[2] as HTMLElement)).toEqual([]);
});

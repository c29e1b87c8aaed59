/**
 * A tap on home's stored copy, carried over to the live home (src/stored-home/carried-tap.ts, src/app/carry-over-tap.ts;
 * docs/architecture.md, "A tap on it is not lost"): one tap, which only opens what was under the finger. For every
 * part of the copy a tap carries over (the menu, the cart, the bell, a product's 加入購物車): what opens, and that
 * nothing was added, changed or sent. And a copy kept without the stored catalogue (too large, or its write refused):
 * the live home starts on a spinner, and a product's add waits for its list instead of saying it is no longer sold.
 * The whole app on the phone's own storage, the demo backend behind MSW; the tap replayed as boot does it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import localStorageAdapter from 'redux-persist/es/storage';
import sessionStorageAdapter from 'redux-persist/es/storage/session';
import { carryOverTapInApp } from '../../../src/app/carry-over-tap-in-app';
import { HOME_SHELL_KEY, CATALOGUE_SNAPSHOT_KEY } from '../../../src/config/storage-keys';
import { initI18n } from '../../../src/i18n/i18n';
import { server } from '../../../src/mocks/node';
import type { PersistStorages } from '../../../src/store/stored/phone-storage';
import { selectCartLines } from '../../../src/store/cart/cart-slice';
import { captureRequests } from '../../support/capture-requests';
import { holdAnswer } from '../../support/hold-answer';
import { renderApp } from '../../support/render-app';
import { seedServerCart, serverCart } from '../cart/cart-support';
import { MENU_ENTRIES } from '../../support/menu-entries';

/**
 * The phone's own storage (the entry reads it before anything has loaded), without another tab's view of it: each
 * test's apps keep to themselves, and one left from an earlier test does not take the next test's sign-in as another
 * tab's.
 */
const phoneStorages: PersistStorages = {
  local: localStorageAdapter,
  session: sessionStorageAdapter,
};

/** The demo shop (禾豐燒肉). */
const SHOP = 101;
/** 梅花豬肉片 (id 2), 1.5 KG in the shop's cart from an earlier visit. */
const EARLIER_CART: [number, number][] = [[2, 1.5]];

beforeEach(() => {
  vi.setConfig({ testTimeout: 30000 });
  window.history.replaceState(null, '', '/');
});

/** The splash a test put on the page, and the live home's #root. */
const onPage: HTMLElement[] = [];
afterEach(() => {
  onPage.splice(0).forEach((element) => element.remove());
  // The style rules each painted copy handed to the style engine: left in the page, the next test's copy would keep
  // them again and grow past what is kept.
  // eslint-disable-next-line testing-library/no-node-access -- style sheets are no part of what the buyer reads
  document.head.querySelectorAll('style[data-emotion^="css "]').forEach((sheet) => sheet.remove());
});

/** A `div#root`, where React renders as in the app (the carried tap looks for the live part there). */
function rootOnPage(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  onPage.push(root);
  return root;
}

/**
 * The demo shop's buyer used the app before, with 梅花豬肉片 in the cart: home shown, the session, the stored
 * catalogue and home's copy left in the phone's storage for the next open.
 */
async function returningDemoBuyer(): Promise<void> {
  seedServerCart(SHOP, EARLIER_CART);
  const root = rootOnPage();
  const view = await renderApp('/', {
    signedInAs: 'demo',
    storages: phoneStorages,
    container: root,
  });
  await screen.findAllByRole('button', { name: /^加入購物車/ }, { timeout: 10000 });
  await screen.findByRole('button', { name: '購物車，1 項' }, { timeout: 10000 });
  await waitFor(
    () => {
      expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).not.toBeNull();
      expect(localStorage.getItem(HOME_SHELL_KEY)).not.toBeNull();
    },
    { timeout: 10000 },
  );
  await view.persistor.flush();
  view.unmount();
  root.remove();
}

/** index.html's splash, where the entry paints the stored copy. */
function splash(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'splash';
  element.setAttribute('role', 'status');
  element.innerHTML = '<p class="splash-name">鮮享訂購平台</p><p class="splash-text">載入中…</p>';
  document.body.prepend(element);
  onPage.push(element);
  return element;
}

/**
 * A finger on the copy's part that says `tap` (jsdom lays nothing out: the part is given a box where the tap lands).
 * The copy is inert: the tap lands on the splash around it.
 */
function tapCopy(page: HTMLElement, tap: string): void {
  // eslint-disable-next-line testing-library/no-node-access -- the copy's part by what a tap on it does, as tapAt finds it
  const part = [...page.querySelectorAll('.stored-home [data-carry-tap]')].find(
    (element) => element.getAttribute('data-carry-tap') === tap,
  );
  if (part === undefined) throw new Error(`the copy has no part for ${tap}`);
  part.getBoundingClientRect = () => new DOMRect(300, 200, 48, 48);
  page.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 320, clientY: 220 }));
}

/**
 * The next open: the entry paints the copy, the buyer taps `tap` on it before the app is live, the live home comes
 * up and takes the splash's place, and the tap is carried over as boot does it.
 */
async function openAndTapCopy(tap: string) {
  const page = splash();
  const view = renderApp('/', {
    storages: phoneStorages,
    startup: true,
    container: rootOnPage(),
  });
  tapCopy(page, tap);
  const { app, store } = await view;
  await screen.findByRole('button', { name: '開啟選單' }, { timeout: 10000 });
  await screen.findByRole('button', { name: '購物車，1 項' }, { timeout: 10000 });
  const cartBefore = selectCartLines(store.getState(), String(SHOP));
  page.remove();
  // From here on, whatever the carried tap sends is seen.
  const sent = captureRequests();
  act(() => carryOverTapInApp(app, initI18n()));
  return { store, sent, cartBefore };
}

/** A while for anything a tap set off to happen. */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/**
 * Nothing the carried tap did changed the cart or sent anything: its calls, if any, only read (GET, or the product
 * list's POST), and the cart in the app and on the server is the one before it.
 */
async function nothingAddedChangedOrSent(view: Awaited<ReturnType<typeof openAndTapCopy>>) {
  await aWhile();
  const calls = (await view.sent.calls()).map((sent) => sent.call);
  expect(
    calls.filter((call) => !call.startsWith('GET ') && call !== 'POST /api/product/list'),
  ).toEqual([]);
  expect(calls.filter((call) => /shoppingcart\/(add|update|delete)|order\/add/.test(call))).toEqual(
    [],
  );
  expect(selectCartLines(view.store.getState(), String(SHOP))).toEqual(view.cartBefore);
  expect(serverCart(SHOP).map((line) => [line.productid, line.productquantity])).toEqual([
    [2, 1.5],
  ]);
  expect(screen.queryByText('這項商品已停售')).toBeNull();
}

describe('a carried tap only opens what was under the finger: it adds, changes and sends nothing', () => {
  test("a product's 加入購物車: its add dialog opens, at the order multiple, and waits for the buyer's own tap", async () => {
    await returningDemoBuyer();
    const view = await openAndTapCopy('add:1');

    const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' }, { timeout: 10000 });
    expect(dialog).toHaveTextContent('規格：0.5 KG');
    expect(within(dialog).getByRole('textbox', { name: '數量' })).toHaveValue('0.50');
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeInTheDocument();
    await nothingAddedChangedOrSent(view);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test('the cart: the drawer opens on the cart as it was', async () => {
    await returningDemoBuyer();
    const view = await openAndTapCopy('cart');

    const drawer = await screen.findByRole('dialog', { name: '購物車' }, { timeout: 10000 });
    expect(within(drawer).getByRole('listitem', { name: '梅花豬肉片' })).toBeInTheDocument();
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
    await nothingAddedChangedOrSent(view);
  });

  test('the menu: the menu opens, with its entries and 登出 untouched', async () => {
    await returningDemoBuyer();
    const view = await openAndTapCopy('menu');

    const menu = await screen.findByRole('navigation', { name: '主選單' }, { timeout: 10000 });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MENU_ENTRIES);
    expect(within(menu).getByText('目前門市：禾豐燒肉')).toBeInTheDocument();
    await nothingAddedChangedOrSent(view);
    expect(view.store.getState().auth.loggedIn).toBe(true);
  });

  test("the bell: the shop's notices open", async () => {
    await returningDemoBuyer();
    const view = await openAndTapCopy('bell');

    const notices = await screen.findByRole('dialog', { name: '通知' }, { timeout: 10000 });
    expect(
      within(notices)
        .getAllByRole('listitem')
        // eslint-disable-next-line testing-library/no-node-access -- each notice's title, without its date
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['年節出貨公告', '新品上架：澳洲和牛牛小排']);
    await nothingAddedChangedOrSent(view);
  });
});

describe('the copy kept without the stored catalogue: the live home has no product list yet', () => {
  /** The stored catalogue is gone (too large to keep, or its write refused); home's copy stayed. */
  async function copyWithoutCatalogue(): Promise<void> {
    await returningDemoBuyer();
    localStorage.removeItem(CATALOGUE_SNAPSHOT_KEY);
  }

  test("a product's 加入購物車 waits for the list, then opens its dialog: it is not said to be no longer sold", async () => {
    await copyWithoutCatalogue();
    const answer = holdAnswer('post', '/api/product/list');
    const view = await openAndTapCopy('add:1');

    // Home's list is on its way: no card, nothing said, nothing opened.
    await aWhile();
    expect(screen.queryByRole('button', { name: '加入購物車 豬五花肉片' })).toBeNull();
    expect(screen.queryByText('這項商品已停售')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    answer();
    const dialog = await screen.findByRole('dialog', { name: '豬五花肉片' }, { timeout: 10000 });
    expect(within(dialog).getByRole('button', { name: '加入購物車' })).toBeEnabled();
    await nothingAddedChangedOrSent(view);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test('a product the answered list does not have: 這項商品已停售, once it has answered', async () => {
    await copyWithoutCatalogue();
    // A copy whose first product the live home no longer has (it stopped being sold since).
    const shell = localStorage.getItem(HOME_SHELL_KEY) ?? '';
    localStorage.setItem(
      HOME_SHELL_KEY,
      shell.replace('data-carry-tap=\\"add:1\\"', 'data-carry-tap=\\"add:999999\\"'),
    );
    const answer = holdAnswer('post', '/api/product/list');
    await openAndTapCopy('add:999999');

    await aWhile();
    expect(screen.queryByText('這項商品已停售')).toBeNull();
    answer();
    expect(await screen.findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      '這項商品已停售',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the list does not answer: the buyer is told the price cannot be had, not that the product is gone', async () => {
    await copyWithoutCatalogue();
    server.use(http.post('*/api/product/list', () => HttpResponse.error()));
    const view = await openAndTapCopy('add:1');

    expect(await screen.findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      '無法取得最新價格，連線後才能加入購物車。',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await nothingAddedChangedOrSent(view);
  });
});

/**
 * What a returning buyer's phone shows before LINE has started (docs/architecture.md, "Start-up" step 4 and "Home's
 * painted copy"): the last session (home's stored copy painted by the entry, home rendered at once from the stored
 * catalogue) only when LINE's user can be read before its start and is the session's own. Otherwise the app waits
 * for LINE, as a first open does. The whole app on the phone's own storage (the entry reads it before anything has
 * loaded), the demo backend behind MSW.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HOME_SHELL_KEY, CATALOGUE_SNAPSHOT_KEY } from '../../../src/config/storage-keys';
import type { LineClient } from '../../../src/line/line-client';
import { setDemoLineUser } from '../../../src/line/demo-line-user';
import { browserStorages } from '../../../src/store/stored/phone-storage';
import { LINE_USERS, fakeLine } from '../../support/fake-line';
import { renderApp, type RenderAppOptions } from '../../support/render-app';
import { makeJwt } from '../../support/jwt';

const LIFF_ID = '1234567890-AbCdEfGh';
/** The real LIFF, as a production deployment has it. */
const realLine = { liffMock: false, liffId: LIFF_ID };

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

/** The splash a test put on the page. */
let splashOnPage: HTMLElement | null = null;

afterEach(() => {
  // Boot takes the splash away once React's screen is there; these tests render without boot.
  splashOnPage?.remove();
  splashOnPage = null;
});

/**
 * The demo shop's buyer used the app before: home shown (React on the page's #root, so home keeps its copy as in
 * the app), the session, the catalogue and the copy left in the phone's storage for the next open.
 */
async function returningDemoBuyer(): Promise<void> {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const view = await renderApp('/', {
    signedInAs: 'demo',
    storages: browserStorages,
    container: root,
  });
  await screen.findAllByRole('button', { name: /^加入購物車/ }, { timeout: 5000 });
  await waitFor(
    () => {
      expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).not.toBeNull();
      expect(localStorage.getItem(HOME_SHELL_KEY)).not.toBeNull();
    },
    { timeout: 5000 },
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
  splashOnPage = element;
  return element;
}

/** The copy's first product, painted in the splash (hidden from screen readers, so found with `hidden`). */
const copiedPorkBelly = (page: HTMLElement) =>
  within(page).queryByRole('heading', { level: 3, name: '豬五花肉片', hidden: true });

/** The splash as a first open shows it: nothing but the app's name and 載入中…. */
function plainSplash(page: HTMLElement): void {
  expect(copiedPorkBelly(page)).toBeNull();
  expect(page).not.toHaveClass('splash-stored');
  expect(page).toHaveTextContent(/^鮮享訂購平台載入中…$/);
}

/** LINE still starting until the test says it has. */
function lineStarting() {
  let started: (line: LineClient | null) => void = () => undefined;
  const promise = new Promise<LineClient | null>((resolve) => (started = resolve));
  return { promise, started };
}

/** Opens the app at home with LINE still starting; `rendered` says whether React's first render has happened. */
function openHome(lineConfig?: RenderAppOptions['lineConfig']) {
  const line = lineStarting();
  const state = { rendered: false };
  const opening = renderApp('/', {
    storages: browserStorages,
    lineStart: line.promise,
    ...(lineConfig === undefined ? {} : { lineConfig }),
  }).then((view) => {
    state.rendered = true;
    return view;
  });
  return { line, state, opening };
}

/** Start-up runs a while with LINE still starting. */
const whileLineStarts = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** What the demo shop's buyer saw: its products, its last order, its prices. */
const DEMO_SHOP_TEXTS = ['豬五花肉片', '總重 36.40 KG', '$285 / KG', '上次購買'];

test('LINE is about to name another user: nothing of the stored session shows before LINE has started, then that user signs in', async () => {
  await returningDemoBuyer();
  // The demo's LINE now acts as the chain's buyer.
  setDemoLineUser(LINE_USERS.chain);
  const page = splash();

  const { line, state, opening } = openHome();
  await whileLineStarts();

  // No copy in the splash, no screen rendered: the page says 載入中… and nothing of the last buyer's.
  plainSplash(page);
  expect(state.rendered).toBe(false);
  for (const text of DEMO_SHOP_TEXTS) expect(document.body.textContent).not.toContain(text);
  expect(document.body.textContent).toBe('鮮享訂購平台載入中…');

  line.started(fakeLine({}, LINE_USERS.chain));
  const { store } = await opening;

  await waitFor(() => expect(store.getState().auth.customer?.lineid).toBe(LINE_USERS.chain));
  expect(await screen.findByText('總重 10.30 KG', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByText('總重 36.40 KG')).toBeNull();
  // The last buyer's session ended, its copy with it.
  expect(localStorage.getItem(HOME_SHELL_KEY)).toBeNull();
});

test('LINE is about to name the same user: the copy is painted and home renders before LINE has started', async () => {
  await returningDemoBuyer();
  const page = splash();

  const { line, state, opening } = openHome();
  const { store, container } = await opening;

  expect(copiedPorkBelly(page)).toBeInTheDocument();
  expect(page).toHaveClass('splash-stored');
  // React's home is there too, with LINE still starting.
  expect(state.rendered).toBe(true);
  expect(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(within(container).getByText('總重 36.40 KG')).toBeInTheDocument();

  line.started(fakeLine({}, LINE_USERS.demo));
  await waitFor(() => expect(store.getState().auth.lineId).toBe(LINE_USERS.demo));
  expect(store.getState().auth.customer?.name).toBe('禾豐燒肉');
  expect(localStorage.getItem(HOME_SHELL_KEY)).not.toBeNull();
});

test("LINE's user cannot be read before its start (the real LIFF, nothing in the address or kept): the app waits for LINE", async () => {
  await returningDemoBuyer();
  const page = splash();

  const { line, state, opening } = openHome(realLine);
  await whileLineStarts();

  plainSplash(page);
  expect(state.rendered).toBe(false);
  expect(document.body.textContent).toBe('鮮享訂購平台載入中…');

  // LINE names the session's own user: the session goes on and home shows.
  line.started(fakeLine({}, LINE_USERS.demo));
  await opening;
  expect(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('總重 36.40 KG')).toBeInTheDocument();
});

test("the real LIFF opened from LINE with the session's own user in the address: the copy and home show at once", async () => {
  await returningDemoBuyer();
  const page = splash();
  const idToken = makeJwt({ iss: 'https://access.line.me', sub: LINE_USERS.demo });
  window.history.replaceState(null, '', `/#access_token=at&context_token=ct&id_token=${idToken}`);

  const { line, state, opening } = openHome(realLine);
  const { store } = await opening;

  expect(copiedPorkBelly(page)).toBeInTheDocument();
  expect(state.rendered).toBe(true);
  expect(
    await screen.findByRole('button', { name: '加入購物車 豬五花肉片' }, { timeout: 5000 }),
  ).toBeInTheDocument();

  line.started(fakeLine({}, LINE_USERS.demo));
  await waitFor(() => expect(store.getState().auth.lineId).toBe(LINE_USERS.demo));
  expect(store.getState().auth.customer?.name).toBe('禾豐燒肉');
});

test("the real LIFF opened from LINE by another user: neither the copy nor the last session's home", async () => {
  await returningDemoBuyer();
  const page = splash();
  const idToken = makeJwt({ iss: 'https://access.line.me', sub: LINE_USERS.chain });
  window.history.replaceState(null, '', `/#access_token=at&context_token=ct&id_token=${idToken}`);

  const { line, state, opening } = openHome(realLine);
  await whileLineStarts();

  plainSplash(page);
  expect(state.rendered).toBe(false);
  expect(document.body.textContent).toBe('鮮享訂購平台載入中…');
  line.started(fakeLine({}, LINE_USERS.chain));
  await opening;
  expect(await screen.findByText('總重 10.30 KG', {}, { timeout: 5000 })).toBeInTheDocument();
});

test('LINE, once started, names another user than it was about to: the last session ends at once and takes its copy and catalogue with it', async () => {
  await returningDemoBuyer();
  const page = splash();
  // The demo's LINE was about to be the shop's own buyer (the copy and home show), but the chain's buyer arrives.
  const { line, opening } = openHome();
  const { store, container } = await opening;
  expect(copiedPorkBelly(page)).toBeInTheDocument();
  expect(await within(container).findByText('總重 36.40 KG', {}, { timeout: 5000 })).toBeVisible();

  line.started(fakeLine({}, LINE_USERS.chain));

  await waitFor(() => expect(store.getState().auth.customer?.lineid).toBe(LINE_USERS.chain));
  expect(localStorage.getItem(HOME_SHELL_KEY)).toBeNull();
  expect(localStorage.getItem(CATALOGUE_SNAPSHOT_KEY)).toBeNull();
  expect(await within(container).findByText('總重 10.30 KG', {}, { timeout: 5000 })).toBeVisible();
  expect(within(container).queryByText('總重 36.40 KG')).toBeNull();
});

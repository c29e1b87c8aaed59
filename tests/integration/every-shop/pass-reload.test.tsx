/**
 * 各店訂購's pass survives a reload mid-pass (issue 50): the page dies while 板橋店's order/add is on its way, after
 * 信義店 was sent and before 台中公益店 began. The app that starts again from what storage held at that instant
 * shows each shop where it stood: 信義店 已送出 with its number, 板橋店 確認中… while its own pending send is checked
 * (never sent again), 台中公益店 offered again with the choices the buyer made. Exactly one order per shop in the
 * backend. The whole app, a fresh store, the demo backend behind MSW.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { sameId } from '../../../src/domain/id';
import { server } from '../../../src/mocks/node';
import { selectCartLines } from '../../../src/store/cart/cart-slice';
import { signedOut } from '../../../src/store/session/auth-slice';
import { captureRequests } from '../../support/capture-requests';
import { LINE_USERS } from '../../support/fake-line';
import { holdAnswer } from '../../support/hold-answer';
import { memoryStorages } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';
import { seedDemo } from '../orders/orders-support';
import {
  card,
  fillCarts,
  openEveryShop,
  ordersOf,
  statusOf,
  toReview,
  type ShopId,
} from './every-shop-support';

beforeEach(() => {
  seedDemo();
});

const SHOP_IDS = ['301', '302', '303'] as const;
const countOrders = () => SHOP_IDS.map((shop) => ordersOf(shop).length);
/** The orders per shop once each shop gained `added` (in 信義店, 板橋店, 台中公益店 order). */
const plus = (before: readonly number[], ...added: number[]) =>
  before.map((count, i) => count + (added[i] ?? 0));
const lastOrderno = (shop: ShopId) => ordersOf(shop).at(-1)?.orderno ?? '';
const UNKNOWN = '系統仍查不到這筆訂單，請到我的訂單確認是否已成立。';

/**
 * The first open: the chain's three shops reviewed, 台中公益店's time and payment changed, 送出 3 家店的訂單. 板橋店's
 * order/add is where the page dies: storage is copied as the request leaves, the backend commits the order or not
 * (`commits`), and no answer ever comes back to the page that died. Returns storage as it was then.
 */
async function passDiesAtBanqiao(commits: boolean): Promise<Map<string, string>> {
  const storages = memoryStorages();
  const death: { storage: Map<string, string> | null } = { storage: null };
  let committing = false;
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      // After the page's death (the reopened app) the backend answers as usual.
      if (committing || death.storage !== null) return undefined;
      const body = (await request.clone().json()) as { customerid: string };
      if (!sameId(body.customerid, '302')) return undefined;
      death.storage = new Map(storages.local.data);
      if (commits) {
        committing = true;
        try {
          await fetch(request.clone());
        } finally {
          committing = false;
        }
      }
      // The page is gone: its answer never arrives.
      return new Promise<never>(() => undefined);
    }),
  );
  const view = await renderApp('/eachshop', {
    signedInAs: 'chain',
    storages,
    orderCheckDelays: [0, 20],
  });
  await openEveryShop();
  fillCarts(view.store, SHOP_IDS);
  await toReview(view.user);
  await view.user.selectOptions(within(card('303')).getByLabelText('希望配送時間'), '13:00前');
  await view.user.selectOptions(within(card('303')).getByLabelText('貨到付款'), '是');
  await view.user.click(screen.getByRole('button', { name: '送出 3 家店的訂單' }));
  await waitFor(() => expect(death.storage).not.toBeNull(), { timeout: 10_000 });
  const storage = death.storage ?? new Map<string, string>();
  // The page is gone. What the test's first app still runs is stopped as a closed page's would be: its session ends
  // (its order/add is cancelled, its watch stops, the shop's tab lock is let go) and it writes no more where the
  // reopened app reads (its own storage; its tokens no longer).
  view.app.tokens.leave();
  act(() => {
    view.store.dispatch(signedOut());
  });
  await waitFor(() => expect(view.store.getState().orderSend.running).toEqual({}));
  view.unmount();
  return storage;
}

/** The app opened again at `path` from storage as the page left it, signed in as before (the chain's LINE user). */
const reopen = (storage: Map<string, string>, path: string) =>
  renderApp(path, {
    storages: memoryStorages(Object.fromEntries(storage)),
    startup: true,
    line: {
      getProfile: () => Promise.resolve({ userId: LINE_USERS.chain, displayName: '連鎖採購' }),
    },
    orderCheckDelays: [0, 20],
  });

test(
  'reload mid-pass, 板橋店 committed: 信義店 已送出 with its number, 板橋店 確認中… then 已送出 (checked, never sent again), 台中公益店 offered again with its choices; one order per shop',
  { timeout: 60_000 },
  async () => {
    const before = countOrders();
    const storage = await passDiesAtBanqiao(true);
    // At the page's death: 信義店's order and 板橋店's (committed, its answer lost); nothing of 台中公益店.
    expect(countOrders()).toEqual(plus(before, 1, 1, 0));
    const sentBefore = lastOrderno('301');

    const capture = captureRequests();
    // Each look at a last order waits until the test has seen 確認中….
    const release = holdAnswer('get', '/api/order/lastorder');
    const { store, user } = await reopen(storage, '/eachshop');
    expect(
      await screen.findByRole('heading', { name: '確認各店訂單' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(statusOf('301')).getByText(`已送出（${sentBefore}）`)).toBeInTheDocument();
    expect(within(statusOf('302')).getByText('確認中…')).toBeInTheDocument();
    // 台中公益店 never began: no result, its choices as the buyer left them, offered alone.
    expect(statusOf('303')).toBeEmptyDOMElement();
    expect(within(card('303')).getByLabelText('希望配送時間')).toHaveValue('01');
    expect(within(card('303')).getByLabelText('貨到付款')).toHaveValue('1');
    expect(
      within(card('303')).getByRole('checkbox', { name: '這次送出 海港鍋物 台中公益店' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: '送出 1 家店的訂單' })).toBeEnabled();

    release();
    await waitFor(
      () =>
        expect(within(statusOf('302')).getByText(`已送出（${lastOrderno('302')}）`)).toBeVisible(),
      { timeout: 5000 },
    );
    expect(selectCartLines(store.getState(), '302')).toEqual([]);
    expect(store.getState().order.pendingSends).toEqual({});

    await user.click(screen.getByRole('button', { name: '送出 1 家店的訂單' }));
    await waitFor(
      () =>
        expect(within(statusOf('303')).getByText(`已送出（${lastOrderno('303')}）`)).toBeVisible(),
      { timeout: 5000 },
    );
    expect(ordersOf('303').at(-1)).toMatchObject({ deliverytime: '01', ispayment: '1' });
    expect(countOrders()).toEqual(before.map((count) => count + 1));
    // After the reload: 板橋店's last order looked at (never sent), 台中公益店's noted and its order sent.
    const calls = (await capture.calls())
      .map((c) => c.call)
      .filter((call) => call.includes('/api/order/lastorder') || call.includes('/api/order/add'));
    expect(calls).toEqual([
      'GET /api/order/lastorder?customerid=302',
      'GET /api/order/lastorder?customerid=303',
      'POST /api/order/add',
    ]);
    expect(
      (await capture.to('/api/order/add')).map(
        (r) => (r.body as { customerid: string }).customerid,
      ),
    ).toEqual(['303']);
    expect(screen.getByRole('button', { name: '沒有要送出的門市' })).toBeDisabled();

    // Finished: leaving 各店訂購 ends the pass, and no other screen names it.
    await user.click(screen.getByRole('link', { name: '我的訂單' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '我的訂單' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(store.getState().order.pass).toBeNull();
    expect(screen.queryByRole('status', { name: '各店訂購' })).toBeNull();
  },
);

test(
  "reload mid-pass, 板橋店's order never landed, reopened on home: the shell says the pass is unfinished; on 各店訂購 板橋店 ends unknown with 再確認一次 and 仍要重新送出, nothing sent by itself",
  { timeout: 60_000 },
  async () => {
    const before = countOrders();
    const storage = await passDiesAtBanqiao(false);
    expect(countOrders()).toEqual(plus(before, 1, 0, 0));

    const capture = captureRequests();
    const { user, router } = await reopen(storage, '/');
    // Home asks the chain's buyer which shop to order for first; the shell's line is there once it is answered.
    const picker = await screen.findByRole('dialog', { name: '選擇門市' }, { timeout: 5000 });
    await user.click(within(picker).getByRole('button', { name: /海港鍋物 信義店/ }));
    const bar = await screen.findByRole('status', { name: '各店訂購' }, { timeout: 5000 });
    expect(
      within(bar).getByText('各店訂購還有門市沒有送出完成，或仍在確認中。'),
    ).toBeInTheDocument();
    await user.click(within(bar).getByRole('link', { name: '查看各店訂購' }));
    expect(locationOf(router)).toBe('/eachshop');
    expect(
      await screen.findByRole('heading', { name: '確認各店訂單' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // On 各店訂購 itself the shell's line gives way to the review.
    expect(screen.queryByRole('status', { name: '各店訂購' })).toBeNull();
    expect(await within(statusOf('302')).findByText(UNKNOWN, {}, { timeout: 5000 })).toBeVisible();
    expect(within(card('302')).getByRole('button', { name: '再確認一次' })).toBeEnabled();
    expect(within(card('302')).getByRole('button', { name: '仍要重新送出' })).toBeEnabled();
    expect(await capture.to('/api/order/add')).toEqual([]);
    expect(countOrders()).toEqual(plus(before, 1, 0, 0));

    // 再確認一次 looks once more and sends nothing; 仍要重新送出, once confirmed, sends 板橋店's order: one order.
    await user.click(within(card('302')).getByRole('button', { name: '再確認一次' }));
    expect(await within(statusOf('302')).findByText(UNKNOWN, {}, { timeout: 5000 })).toBeVisible();
    expect(await capture.to('/api/order/add')).toEqual([]);
    await user.click(within(card('302')).getByRole('button', { name: '仍要重新送出' }));
    const confirm = await within(card('302')).findByRole('alertdialog', { name: '重新送出訂單？' });
    await user.click(within(confirm).getByRole('button', { name: '確定重新送出' }));
    await waitFor(
      () =>
        expect(within(statusOf('302')).getByText(`已送出（${lastOrderno('302')}）`)).toBeVisible(),
      { timeout: 5000 },
    );
    expect(countOrders()).toEqual(plus(before, 1, 1, 0));
  },
);

import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Order } from '../../../src/api/types';
import { getDb } from '../../../src/mocks/db';
import { paged } from '../../../src/mocks/envelope';
import { server } from '../../../src/mocks/node';
import { customerOrders } from '../../../src/mocks/order-rules';
import { customerSelected } from '../../../src/store/session/auth-slice';
import { captureRequests } from '../../support/capture-requests';
import { locationOf, renderApp } from '../../support/render-app';
import { seedDemo } from '../orders/orders-support';
import { chickenInCartLambDropped } from './guide-support';

beforeEach(() => {
  seedDemo();
});

/** The demo shop's guide at the seed's fixed now, in order (tests/unit/store/order-guide.test.ts has the rule). */
const DEMO_GUIDE = [
  '雞胸肉',
  '法式羊排',
  '杏鮑菇',
  '豬大骨',
  '豬絞肉',
  '鮮香菇',
  '豬腳切塊',
  '日本A5和牛肩里肌',
  '梅花豬肉片',
  '羊絞肉',
  '空心菜',
  '櫻桃鴨全鴨',
  '紐西蘭羊肉片',
];

async function openGuide(path = '/guide') {
  const view = await renderApp(path, { signedInAs: 'demo' });
  expect(await screen.findByRole('heading', { level: 1, name: '常用清單' })).toBeInTheDocument();
  return view;
}

const rows = () => within(screen.getByRole('list', { name: '常用清單' })).getAllByRole('listitem');
const row = (name: string) =>
  rows().find((li) => within(li).queryByRole('heading', { level: 2, name }) !== null) ??
  (() => {
    throw new Error(`no row ${name}`);
  })();
const addButton = () => screen.getByRole('button', { name: /^加入購物車（\d+ 項）$/ });
const cartNames = (store: Awaited<ReturnType<typeof renderApp>>['store']) =>
  (store.getState().cart.linesByCustomer['101'] ?? []).map((l) => l.productname);

test('the guide: the shop history and the whole catalogue, ranked rows with today’s price, 常訂 and 上次', async () => {
  const capture = captureRequests();
  await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });
  expect(rows().map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(
    DEMO_GUIDE,
  );
  expect((await capture.calls()).map((r) => r.call)).toContain(
    'GET /api/order/list?customerid=101&listtype=O&page=1&pageSize=200',
  );
  await waitFor(async () =>
    expect((await capture.calls()).find((r) => r.call === 'POST /api/product/list')?.body).toEqual({
      customerid: '101',
      categories: [],
    }),
  );
  // Four orders: 1, 4, 1, 4 → median 2.5 → 3 on a multiple of 1.
  const chicken = row('雞胸肉');
  expect(chicken).toHaveTextContent('1 箱(12KG) · $1,680 / 箱(12KG)');
  expect(chicken).toHaveTextContent('常訂 3.00');
  expect(chicken).toHaveTextContent('上次 11/9');
  expect(within(chicken).getByRole('checkbox', { name: '選取 雞胸肉' })).toBeChecked();
  expect(within(chicken).getByRole('textbox', { name: '雞胸肉 的數量' })).toHaveValue('3.00');
  // A 0.5 multiple: 0.5, 1, 2 → 1.
  expect(row('梅花豬肉片')).toHaveTextContent('常訂 1.00');
  expect(row('日本A5和牛肩里肌')).toHaveTextContent('時價');
  expect(addButton()).toHaveAccessibleName('加入購物車（13 項）');
});

/**
 * A backend that answers at most `cap` orders a page, whatever size is asked (the page's offset follows the size it
 * answers at), with `orders` as the shop's history.
 */
function cappedHistory(cap: number, orders: () => readonly Order[]) {
  server.use(
    http.get('*/api/order/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Math.min(cap, Number(query.get('pageSize') ?? cap));
      return HttpResponse.json({
        code: 200,
        result: paged(orders(), Number(query.get('page') ?? 1), size),
      });
    }),
  );
}

const historyCalls = async (capture: ReturnType<typeof captureRequests>) =>
  (await capture.calls())
    .filter((r) => r.call.startsWith('GET /api/order/list'))
    .map((r) => r.call);

test('a backend that answers 4 orders a page: the guide reads every page by the total and is the full guide', async () => {
  cappedHistory(4, () => customerOrders(getDb().orders, '101', 'O'));
  const capture = captureRequests();
  await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });
  expect(rows().map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(
    DEMO_GUIDE,
  );
  // Ten orders: the first page asked for 200 and got 4, the next pages are asked at 4.
  expect(await historyCalls(capture)).toEqual([
    'GET /api/order/list?customerid=101&listtype=O&page=1&pageSize=200',
    'GET /api/order/list?customerid=101&listtype=O&page=2&pageSize=4',
    'GET /api/order/list?customerid=101&listtype=O&page=3&pageSize=4',
  ]);
});

test('a long history at 10 orders a page: the guide reads the newest 200 orders and stops', async () => {
  const db = getDb();
  const product = (name: string) => {
    const found = db.products.find((p) => p.productname === name);
    if (found === undefined) throw new Error(`no ${name} in the seed`);
    return { id: found.id, name };
  };
  const chicken = product('雞胸肉');
  const cabbage = product('空心菜');
  // 250 orders, one a day: the newest 200 hold 雞胸肉, the 50 older ones 空心菜 (outside the guide's history).
  const history: Order[] = Array.from({ length: 250 }, (_, i) => {
    const { id, name } = i < 200 ? chicken : cabbage;
    const date = new Date(Date.UTC(2026, 10, 21) - i * 86_400_000).toISOString().slice(0, 10);
    return {
      orderno: `SO-${String(i)}`,
      orderdate: `${date} 09:00:00`,
      orderstatus: '40',
      orderdetails: [
        {
          id: i,
          orderid: i,
          productid: id,
          productname: name,
          productquantity: 2,
          orderstatus: '99',
        },
      ],
    };
  });
  cappedHistory(10, () => history);
  const capture = captureRequests();
  await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });
  expect(rows().map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
    '雞胸肉',
  ]);
  expect(await historyCalls(capture)).toEqual([
    'GET /api/order/list?customerid=101&listtype=O&page=1&pageSize=200',
    ...Array.from(
      { length: 19 },
      (_, i) => `GET /api/order/list?customerid=101&listtype=O&page=${String(i + 2)}&pageSize=10`,
    ),
  ]);
});

test('加入購物車 adds every ticked row at its quantity through the cart, once, and says what went in', async () => {
  const { user, store } = await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });
  await user.click(within(row('櫻桃鴨全鴨')).getByRole('checkbox'));
  await user.click(within(row('紐西蘭羊肉片')).getByRole('checkbox'));
  await user.click(within(row('雞胸肉')).getByRole('button', { name: '增加數量' }));
  expect(addButton()).toHaveAccessibleName('加入購物車（11 項）');
  const capture = captureRequests();

  await user.dblClick(addButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`已加入購物車：${DEMO_GUIDE.slice(0, 11).join('、')}`);
  expect(cartNames(store)).toEqual(DEMO_GUIDE.slice(0, 11));
  const lines = store.getState().cart.linesByCustomer['101'] ?? [];
  expect(lines.find((l) => l.productname === '雞胸肉')?.productquantity).toBe(4);
  expect(lines.find((l) => l.productname === '梅花豬肉片')?.productquantity).toBe(1);
  // One add call per product, however often the button was tapped.
  await waitFor(async () =>
    expect(
      (await capture.calls()).filter((r) => r.call === 'POST /api/shoppingcart/add'),
    ).toHaveLength(11),
  );
  expect(within(row('雞胸肉')).getByText('已在購物車')).toBeInTheDocument();
  expect(within(row('雞胸肉')).getByRole('checkbox')).toBeDisabled();
  expect(addButton()).toHaveAccessibleName('加入購物車（0 項）');
});

test('a product already in the cart is shown 已在購物車 and not ticked; one the catalogue dropped is 已停售', async () => {
  chickenInCartLambDropped();
  await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });

  const inCart = row('雞胸肉');
  expect(within(inCart).getByText('已在購物車')).toBeInTheDocument();
  expect(within(inCart).getByRole('checkbox', { name: '選取 雞胸肉' })).not.toBeChecked();
  expect(within(inCart).getByRole('checkbox')).toBeDisabled();

  const gone = row('法式羊排');
  expect(within(gone).getByText('已停售')).toBeInTheDocument();
  expect(within(gone).getByRole('checkbox')).toBeDisabled();
  expect(within(gone).queryByRole('textbox')).not.toBeInTheDocument();
  expect(addButton()).toHaveAccessibleName('加入購物車（11 項）');
});

test('the summary after 加入購物車 names what went in and each row it skipped: 已在購物車 and 已停售', async () => {
  chickenInCartLambDropped();
  const { user, store } = await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });
  await waitFor(() => expect(within(row('雞胸肉')).getByText('已在購物車')).toBeInTheDocument());

  await user.click(addButton());

  const added = DEMO_GUIDE.filter((name) => name !== '雞胸肉' && name !== '法式羊排');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `已加入購物車：${added.join('、')}；已在購物車中，未重複加入：雞胸肉；商品已停售，無法加入：法式羊排`,
  );
  expect(cartNames(store)).toEqual(['雞胸肉', ...added]);
});

test('the summary stays until the buyer closes it: still there a minute later, gone with 關閉', async () => {
  chickenInCartLambDropped();
  const { user } = await openGuide();
  await waitFor(() => expect(within(row('雞胸肉')).getByText('已在購物車')).toBeInTheDocument());
  // The clock also runs on its own, so the calls and Testing Library's waits go on as usual.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await user.click(addButton());
    const summary = await screen.findByRole('alert');
    const added = DEMO_GUIDE.filter((name) => name !== '雞胸肉' && name !== '法式羊排');
    expect(summary).toHaveTextContent(
      `已加入購物車：${added.join('、')}；已在購物車中，未重複加入：雞胸肉；商品已停售，無法加入：法式羊排`,
    );

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toBe(summary);

    await user.click(within(summary).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  } finally {
    vi.useRealTimers();
  }
});

test('a product whose order multiple is 0 is shown not orderable, unticked, and the others are added', async () => {
  const db = getDb();
  db.products = db.products.map((p) =>
    p.productname === '豬大骨' ? { ...p, ordermultiple: 0 } : p,
  );
  const { user, store } = await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });

  const bones = row('豬大骨');
  expect(within(bones).getByRole('checkbox', { name: '選取 豬大骨' })).not.toBeChecked();
  expect(within(bones).getByRole('checkbox')).toBeDisabled();
  expect(within(bones).getByText('訂購倍數必須大於 0')).toBeVisible();
  // Shown with the row, not announced as an alert when the screen renders.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(within(bones).getByRole('textbox', { name: '豬大骨 的數量' })).toBeDisabled();
  expect(bones).not.toHaveTextContent('常訂');
  expect(addButton()).toHaveAccessibleName('加入購物車（12 項）');

  await user.click(addButton());

  const added = DEMO_GUIDE.filter((name) => name !== '豬大骨');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `已加入購物車：${added.join('、')}；訂購倍數必須大於 0，無法加入：豬大骨`,
  );
  expect(cartNames(store)).toEqual(added);
  expect(screen.queryByText('數量必須大於 0')).not.toBeInTheDocument();
});

test('a ticked row at 0 says 數量必須大於 0 and nothing is added', async () => {
  const { user, store } = await openGuide();
  await screen.findByRole('heading', { level: 2, name: '雞胸肉' });
  const quantity = within(row('豬大骨')).getByRole('textbox', { name: '豬大骨 的數量' });
  await user.clear(quantity);
  await user.type(quantity, '0{Enter}');
  await user.click(addButton());
  expect(within(row('豬大骨')).getByText('數量必須大於 0')).toBeInTheDocument();
  // The message belongs to its stepper: a screen reader reads it with the quantity.
  expect(quantity).toHaveAccessibleDescription('數量必須大於 0');
  expect(cartNames(store)).toEqual([]);

  // Nothing ticked: the button says so instead of doing nothing.
  for (const li of rows()) await user.click(within(li).getByRole('checkbox'));
  expect(addButton()).toHaveAccessibleName('加入購物車（0 項）');
  await user.click(addButton());
  expect(screen.getByText('請先勾選要加入的商品')).toBeInTheDocument();
});

test('a shop without orders: says so and links to 商品總覽', async () => {
  server.use(
    http.get('*/api/order/list', () =>
      HttpResponse.json({ code: 200, result: { items: [], total: 0 } }),
    ),
  );
  const { user, router } = await openGuide();
  expect(
    await screen.findByText(
      '這個門市還沒有訂單。到商品總覽挑選商品，下過幾次訂單後，常訂的商品就會列在這裡。',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '前往商品總覽' }));
  await waitFor(() => expect(locationOf(router)).toBe('/'));
});

test('a failed history call offers 重試, which loads the guide', async () => {
  let failures = 1;
  server.use(
    http.get('*/api/order/list', () => {
      if (failures === 0) return undefined;
      failures -= 1;
      return HttpResponse.json({ code: 500, message: '系統忙碌中' });
    }),
  );
  const { user } = await openGuide();
  // A business error: the server's own message, as it wrote it.
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('系統忙碌中')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: '重試' }));
  expect(await screen.findByRole('heading', { level: 2, name: '雞胸肉' })).toBeInTheDocument();
});

test('the guide follows a shop switch', async () => {
  const { store } = await renderApp('/guide', { signedInAs: 'chain' });
  const before = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
  const capture = captureRequests();
  act(() => {
    store.dispatch(customerSelected(302));
  });
  await waitFor(() =>
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).not.toEqual(
      before,
    ),
  );
  expect((await capture.calls()).map((r) => r.call)).toContain(
    'GET /api/order/list?customerid=302&listtype=O&page=1&pageSize=200',
  );
});

/** Holds the history answers of shop `customerid` until the test lets them go. */
function holdHistoryOf(customerid: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/order/list', async ({ request }) => {
      if (new URL(request.url).searchParams.get('customerid') !== customerid) return undefined;
      await released;
      return undefined;
    }),
  );
  return release;
}

/** Every list of level-2 headings the screen shows until `stop` is called. */
function watchHeadings() {
  const shown: string[][] = [];
  const read = () => {
    const names = screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const last = shown.at(-1);
    if (last === undefined || last.join('|') !== names.join('|')) shown.push(names);
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  read();
  return {
    shown,
    stop: () => {
      read();
      observer.disconnect();
    },
  };
}

test('a shop switch never shows the previous shop’s rows while the new shop’s guide loads', async () => {
  const { store } = await renderApp('/guide', { signedInAs: 'chain' });
  const before = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
  const release = holdHistoryOf('302');
  const headings = watchHeadings();
  act(() => {
    store.dispatch(customerSelected(302));
  });
  // While 板橋店's history is on its way: no rows at all, so nothing of 信義店 can be ticked and added.
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  expect(screen.queryByRole('button', { name: /^加入購物車/ })).not.toBeInTheDocument();
  release();
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  await screen.findAllByRole('heading', { level: 2 });
  headings.stop();
  const after = headings.shown.at(-1);
  expect(after).not.toEqual(before);
  // From the switch on: the old list, then nothing, then the new list; never the old list again.
  expect(headings.shown).toEqual([before, [], after]);
});

test('home’s card: a shop switch says 整理中… until the new shop’s history is in, not the old count', async () => {
  const { store, user } = await renderApp('/', { signedInAs: 'chain' });
  const picker = await screen.findByRole('dialog', { name: '選擇門市' }, { timeout: 5000 });
  await user.click(within(picker).getByRole('button', { name: /^海港鍋物 信義店/ }));
  const card = await screen.findByRole('link', { name: /^常用清單/ });
  await waitFor(() => expect(card).toHaveTextContent(/^常用清單\d+ 項常訂商品$/));
  const release = holdHistoryOf('302');
  act(() => {
    store.dispatch(customerSelected(302));
  });
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /^常用清單/ })).toHaveTextContent('常用清單整理中…'),
  );
  release();
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /^常用清單/ })).toHaveTextContent(
      /^常用清單\d+ 項常訂商品$/,
    ),
  );
});

test('home: a card under 上次購買 opens the guide and says how many products it holds', async () => {
  const { user, router } = await renderApp('/', { signedInAs: 'demo' });
  const card = await screen.findByRole('link', { name: /^常用清單/ });
  await waitFor(() => expect(card).toHaveTextContent('常用清單13 項常訂商品'));
  await user.click(card);
  await waitFor(() => expect(locationOf(router)).toBe('/guide'));
  expect(await screen.findByRole('heading', { level: 1, name: '常用清單' })).toBeInTheDocument();
});

test('home’s card when the history call fails: no count, and it still opens /guide with the error and 重試', async () => {
  server.use(
    http.get('*/api/order/list', () => HttpResponse.json({ code: 500, message: '系統忙碌中' })),
  );
  const { user, router } = await renderApp('/', { signedInAs: 'demo' });
  const card = await screen.findByRole('link', { name: /^常用清單/ });
  await waitFor(() => expect(card).toHaveTextContent('常用清單暫時無法載入，點開可重試'));
  await user.click(card);
  await waitFor(() => expect(locationOf(router)).toBe('/guide'));
  expect(await screen.findByRole('button', { name: '重試' })).toBeInTheDocument();
});

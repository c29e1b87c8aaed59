/**
 * 各店訂購 (/eachshop) for the chain account's three shops: each column is that shop's own cart at that shop's own
 * prices; the review sends one order per shop, each exactly once, and one shop's failure or lost answer is that
 * shop's only. The whole app, a fresh store, the demo backend behind MSW.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sameId } from '../../../src/domain/id';
import type { LineClient } from '../../../src/line/line-client';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { selectCartLines } from '../../../src/store/cart/cart-slice';
import { captureRequests } from '../../support/capture-requests';
import { holdAnswer } from '../../support/hold-answer';
import { renderApp } from '../../support/render-app';
import { seedDemo } from '../orders/orders-support';
import {
  SHOPS,
  banqiaoPricesHigher,
  card,
  fillCarts,
  openEveryShop,
  ordersOf,
  statusOf,
  toReview,
} from './every-shop-support';
import { customersAnswered } from '../../support/server-answers';
import { MENU_ENTRIES } from '../../support/menu-entries';

beforeEach(() => {
  seedDemo();
});

const SENT = /^已送出（(SO\d{8}-\d{4})）$/;

interface FlexText {
  type: string;
  text?: string;
  contents?: FlexText[];
}
interface FlexNotice {
  altText: string;
  contents: { body: { contents: FlexText[] } };
}
/** The card's heading and its rows as 'label：value'. */
const noticeRows = (message: FlexNotice): string[] =>
  message.contents.body.contents.map((part) =>
    part.contents === undefined
      ? (part.text ?? '')
      : part.contents.map((cell) => cell.text ?? '').join('：'),
  );

test("per-shop prices and carts: 板橋店's column shows its own price, a quantity typed there goes to 板橋店's server cart only, and a line already in 信義店's server cart shows in its column", async () => {
  banqiaoPricesHigher();
  // 信義店's server cart already holds 松阪豬 (added on another phone).
  getDb().cartLines.push({
    id: '3600000000009001',
    productid: 4,
    productcode: 'PK004',
    productname: '松阪豬',
    productimage: 'P0004.webp',
    productprice: 300,
    productquantity: 6,
    productquantity_text: '6.00',
    ordermultiple: 2,
    unitcode: '包(500G)',
    unitweight: 1,
    qty: 0,
    salesunitcode: '包(500G)',
    customerid: 301,
    product: { showqty: false },
  });
  const { store, user } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  const row = await screen.findByRole('listitem', { name: '松阪豬' });
  await waitFor(() =>
    expect(within(row).getByLabelText('信義店 松阪豬 的數量')).toHaveValue('6.00'),
  );
  expect(within(row).getByLabelText('板橋店 松阪豬 的數量')).toHaveValue('0.00');
  // Each shop's own price, from its own product list.
  expect(within(row).getAllByText('$300')).toHaveLength(2);
  expect(within(row).getByText('$320')).toBeInTheDocument();

  const capture = captureRequests();
  // The columns in the account's order: 信義店, 板橋店, 台中公益店.
  await user.click(within(row).getAllByRole('button', { name: '增加數量' })[1] as HTMLElement);
  await waitFor(() =>
    expect(getDb().cartLines.filter((l) => sameId(l.customerid, 302))).toHaveLength(1),
  );
  const adds = await capture.to('/api/shoppingcart/add');
  expect(adds.map((a) => a.body)).toEqual([
    expect.objectContaining({
      customerid: 302,
      productid: 4,
      productprice: 320,
      productquantity: 2,
    }),
  ]);
  expect(
    selectCartLines(store.getState(), '302').map((l) => [l.productname, l.productquantity]),
  ).toEqual([['松阪豬', 2]]);
  // Nothing of 板橋店's cart moved to another shop's.
  expect(selectCartLines(store.getState(), '301').map((l) => l.productquantity)).toEqual([6]);
  expect(selectCartLines(store.getState(), '303')).toEqual([]);
  expect(
    within(screen.getByRole('region', { name: SHOPS['302'].name })).getByText('金額 $640'),
  ).toBeInTheDocument();
});

test('a quantity that is not a number, or not a multiple, says why beside the field and sends nothing for that row', async () => {
  const { store, user } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  fillCarts(store, ['301']);
  const row = await screen.findByRole('listitem', { name: '松阪豬' });
  const capture = captureRequests();
  const field = within(row).getByLabelText('板橋店 松阪豬 的數量');
  await user.clear(field);
  await user.type(field, 'abc{Enter}');
  expect(
    await within(row).findByText('請輸入數字（可含小數點），已還原為原本的數量'),
  ).toBeInTheDocument();
  expect(field).toHaveValue('0.00');
  await user.clear(field);
  await user.type(field, '3{Enter}');
  expect(await within(row).findByText('須為 2 的倍數，未送出')).toBeInTheDocument();
  expect(field).toHaveValue('0.00');
  expect(selectCartLines(store.getState(), '302')).toEqual([]);
  expect((await capture.calls()).filter((c) => c.call.includes('/api/shoppingcart/'))).toEqual([]);
});

test("a shop whose product list fails shows 重試 in its column while the other shops' columns work; 重試 loads it", async () => {
  let failures = 0;
  server.use(
    http.post('*/api/product/list', async ({ request }) => {
      const body = (await request.clone().json()) as { customerid?: string };
      if (!sameId(body.customerid ?? null, '303')) return undefined;
      failures += 1;
      return failures === 1 ? new HttpResponse(null, { status: 500 }) : undefined;
    }),
  );
  const { store, user } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  fillCarts(store, ['301']);
  const taichung = screen.getByRole('region', { name: SHOPS['303'].name });
  expect(await within(taichung).findByText('價格載入失敗')).toBeInTheDocument();
  const row = await screen.findByRole('listitem', { name: '松阪豬' });
  // 台中公益店 has no price to add at: its stepper is off; 板橋店's works.
  expect(within(row).getByLabelText('台中公益店 松阪豬 的數量')).toBeDisabled();
  await user.click(within(row).getAllByRole('button', { name: '增加數量' })[1] as HTMLElement);
  await waitFor(() => expect(selectCartLines(store.getState(), '302')).toHaveLength(1));

  await user.click(within(taichung).getByRole('button', { name: '重試' }));
  await waitFor(() => expect(within(taichung).queryByText('價格載入失敗')).toBeNull());
  expect(within(row).getByLabelText('台中公益店 松阪豬 的數量')).toBeEnabled();
  expect(failures).toBe(2);
});

test("one pass, one order per shop: 板橋店's order/add answers HTTP 500 and only 板橋店 fails, with 重試 for it alone; the others' carts empty, its cart stays; one LINE notice names each shop's result", async () => {
  const adds: {
    customerid: unknown;
    deliveryaddress: unknown;
    orderdetails: { productid: unknown }[];
  }[] = [];
  let refuse = true;
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      const body = (await request.clone().json()) as (typeof adds)[number];
      adds.push(body);
      if (refuse && sameId(body.customerid as string, '302'))
        return new HttpResponse(null, { status: 500 });
      return undefined;
    }),
  );
  const sendMessages = vi.fn<LineClient['sendMessages']>(() => Promise.resolve());
  const { store, user } = await renderApp('/eachshop', {
    signedInAs: 'chain',
    line: { sendMessages },
  });
  const before = (['301', '302', '303'] as const).map((shop) => ordersOf(shop).length);
  await openEveryShop();
  fillCarts(store, ['301', '302', '303']);
  await toReview(user);
  await user.click(screen.getByRole('button', { name: '送出 3 家店的訂單' }));

  await waitFor(() => expect(within(statusOf('303')).getByText(SENT)).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(within(statusOf('301')).getByText(SENT)).toBeInTheDocument();
  expect(within(statusOf('302')).getByText('失敗：系統忙碌中，請稍後再試')).toBeInTheDocument();
  // One call per shop, in the account's order, each with its own shop, address and lines.
  expect(
    adds.map((a) => [a.customerid, a.deliveryaddress, a.orderdetails.map((l) => l.productid)]),
  ).toEqual([
    ['301', SHOPS['301'].address, [1, 4]],
    ['302', SHOPS['302'].address, [1, 4]],
    ['303', SHOPS['303'].address, [1, 4]],
  ]);
  expect(ordersOf('301').at(-1)?.deliveryaddress).toBe(SHOPS['301'].address);
  expect(selectCartLines(store.getState(), '301')).toEqual([]);
  expect(selectCartLines(store.getState(), '303')).toEqual([]);
  expect(selectCartLines(store.getState(), '302').map((l) => l.productname)).toEqual([
    '豬五花肉片',
    '松阪豬',
  ]);

  await waitFor(() => expect(sendMessages).toHaveBeenCalledTimes(1));
  const [messages] = sendMessages.mock.calls[0] ?? [];
  const message = messages?.[0] as unknown as FlexNotice;
  expect(message.altText).toBe('廠商 海港鍋物 信義店 已下單，請至訂單查詢頁面查看');
  expect(noticeRows(message)).toEqual([
    '各店訂購結果',
    `海港鍋物 信義店：已送出 ${ordersOf('301').at(-1)?.orderno ?? ''}`,
    '海港鍋物 板橋店：失敗',
    `海港鍋物 台中公益店：已送出 ${ordersOf('303').at(-1)?.orderno ?? ''}`,
  ]);

  // 重試 sends 板橋店's order, and nothing of the two shops already sent.
  refuse = false;
  await user.click(within(card('302')).getByRole('button', { name: '重試' }));
  await waitFor(() => expect(within(statusOf('302')).getByText(SENT)).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(adds.map((a) => a.customerid)).toEqual(['301', '302', '303', '302']);
  expect(selectCartLines(store.getState(), '302')).toEqual([]);
  // Exactly one new order per shop in the backend.
  expect((['301', '302', '303'] as const).map((shop) => ordersOf(shop).length)).toEqual(
    before.map((count) => count + 1),
  );
});

test("板橋店's answer is lost (the order committed, the network dropped): the pass goes on to 台中公益店 while 板橋店 watches its own lastorder, which finds the order; no shop is sent twice", async () => {
  let committing = false;
  const adds: string[] = [];
  let taichungSent: () => void = () => undefined;
  const taichungAdded = new Promise<void>((resolve) => (taichungSent = resolve));
  let banqiaoLooks = 0;
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      if (committing) return undefined;
      const body = (await request.clone().json()) as { customerid: string };
      adds.push(body.customerid);
      if (sameId(body.customerid, '303')) taichungSent();
      if (!sameId(body.customerid, '302')) return undefined;
      // The backend takes the order; its answer never reaches the phone.
      committing = true;
      try {
        await fetch(request.clone());
      } finally {
        committing = false;
      }
      return HttpResponse.error();
    }),
    http.get('*/api/order/lastorder', async ({ request }) => {
      if (new URL(request.url).searchParams.get('customerid') !== '302') return undefined;
      banqiaoLooks += 1;
      // 板橋店's watch (every look after the one noted before its send) is answered only once 台中公益店's order has
      // left: a pass that waited for 板橋店's watch would never get there.
      if (banqiaoLooks > 1) await taichungAdded;
      return undefined;
    }),
  );
  const { store, user } = await renderApp('/eachshop', {
    signedInAs: 'chain',
    orderCheckDelays: [0, 20],
  });
  const before = (['301', '302', '303'] as const).map((shop) => ordersOf(shop).length);
  await openEveryShop();
  fillCarts(store, ['301', '302', '303']);
  await toReview(user);
  const capture = captureRequests();
  await user.click(screen.getByRole('button', { name: '送出 3 家店的訂單' }));
  // 板橋店 is watching its last order (the element is replaced once the order is found, so it is only found).
  await within(statusOf('302')).findByText('確認中…', {}, { timeout: 5000 });
  await waitFor(() => expect(within(statusOf('302')).getByText(SENT)).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(within(statusOf('302')).getByText(SENT).textContent).toBe(
    `已送出（${ordersOf('302').at(-1)?.orderno ?? ''}）`,
  );
  await waitFor(() => expect(within(statusOf('303')).getByText(SENT)).toBeInTheDocument());
  expect(within(statusOf('301')).getByText(SENT)).toBeInTheDocument();
  expect(adds).toEqual(['301', '302', '303']);
  expect((['301', '302', '303'] as const).map((shop) => ordersOf(shop).length)).toEqual(
    before.map((count) => count + 1),
  );
  // Each shop's last order noted before its send; 板橋店's looked at again, by 板橋店's id only, after its answer
  // was lost.
  const looks = (await capture.to('/api/order/lastorder')).map((r) => r.search);
  expect(looks.filter((look) => look !== '?customerid=302')).toEqual([
    '?customerid=301',
    '?customerid=303',
  ]);
  expect(looks.filter((look) => look === '?customerid=302')).toHaveLength(2);
  expect(selectCartLines(store.getState(), '302')).toEqual([]);
  expect(store.getState().order.pendingSends).toEqual({});
});

test('a second tap on 送出 while the pass runs does nothing: one order/add per shop', async () => {
  const adds: string[] = [];
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      adds.push(((await request.clone().json()) as { customerid: string }).customerid);
      return undefined;
    }),
  );
  const { store, user } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  fillCarts(store, ['301', '302']);
  await toReview(user);
  // The first shop's answer is held: the pass is running while the buyer taps again, and again.
  const release = holdAnswer('post', '/api/order/add');
  const send = screen.getByRole('button', { name: '送出 2 家店的訂單' });
  await user.click(send);
  await user.click(send);
  expect(send).toHaveTextContent('送出中…');
  expect(within(statusOf('301')).getByText('送出中…')).toBeInTheDocument();
  await user.click(send);
  release();
  await waitFor(() => expect(within(statusOf('302')).getByText(SENT)).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(within(statusOf('301')).getByText(SENT)).toBeInTheDocument();
  expect(adds).toEqual(['301', '302']);
  // Both sent: nothing is left to send, once the pass has ended (a moment after the last shop's result shows).
  expect(await screen.findByRole('button', { name: '沒有要送出的門市' })).toBeDisabled();
});

test("a refusal: 板橋店's address left empty fails 板橋店 alone (請選擇收貨地址, nothing sent for it); a shop left out is not sent; 重試 after choosing an address sends it", async () => {
  const adds: { customerid: string; deliveryaddress: string }[] = [];
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      adds.push((await request.clone().json()) as (typeof adds)[number]);
      return undefined;
    }),
  );
  const { store, user } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  fillCarts(store, ['301', '302', '303']);
  await toReview(user);
  await user.selectOptions(within(card('302')).getByLabelText('收貨地址'), '（未選擇）');
  await user.click(
    within(card('303')).getByRole('checkbox', { name: '這次送出 海港鍋物 台中公益店' }),
  );
  await user.click(screen.getByRole('button', { name: '送出 2 家店的訂單' }));
  await waitFor(() =>
    expect(within(statusOf('302')).getByText('失敗：請選擇收貨地址')).toBeInTheDocument(),
  );
  expect(within(statusOf('301')).getByText(SENT)).toBeInTheDocument();
  expect(within(statusOf('303')).queryByText(SENT)).toBeNull();
  expect(adds.map((a) => a.customerid)).toEqual(['301']);
  expect(selectCartLines(store.getState(), '303')).toHaveLength(2);

  await user.selectOptions(
    within(card('302')).getByLabelText('收貨地址'),
    '新北市板橋區文化路一段188巷12號',
  );
  await user.click(within(card('302')).getByRole('button', { name: '重試' }));
  await waitFor(() => expect(within(statusOf('302')).getByText(SENT)).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(adds.map((a) => [a.customerid, a.deliveryaddress])).toEqual([
    ['301', SHOPS['301'].address],
    ['302', '新北市板橋區文化路一段188巷12號'],
  ]);
});

test('a shop removed from the account while the screen is open is dropped with a message, its column gone', async () => {
  const { store } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  expect(screen.getByRole('region', { name: SHOPS['303'].name })).toBeInTheDocument();
  const remaining = store.getState().auth.customers.filter((c) => !sameId(c.id, '303'));
  act(() => {
    store.dispatch(customersAnswered(remaining));
  });
  expect(
    await screen.findByText('「海港鍋物 台中公益店」已不在這個帳號中，已從本次訂購移除。'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: SHOPS['303'].name })).toBeNull();
  expect(screen.getByRole('region', { name: SHOPS['302'].name })).toBeInTheDocument();
});

test("the menu offers 各店訂購 to the chain's buyer and opens it", async () => {
  const { user } = await renderApp('/pagetwo', { signedInAs: 'chain' });
  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  expect(within(menu).getByRole('link', { name: '各店訂購' })).toHaveAttribute('href', '/eachshop');
  await user.click(within(menu).getByRole('link', { name: '各店訂購' }));
  expect(await screen.findByRole('heading', { level: 1, name: '各店訂購' })).toBeInTheDocument();
});

test("the one-shop demo account's menu has no 各店訂購, and /eachshop sends it to the product overview", async () => {
  const { user } = await renderApp('/eachshop', { signedInAs: 'demo' });
  expect(await screen.findByText('這個帳號只有一家店，請從商品總覽訂購。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往商品總覽' })).toHaveAttribute('href', '/');
  await user.click(screen.getByRole('button', { name: '開啟選單' }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  expect(within(menu).queryByRole('link', { name: '各店訂購' })).toBeNull();
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(MENU_ENTRIES);
});

test("with four shops, one shop at a time: a strip names each shop with its cart's amount, and a tap on it shows that shop's column", async () => {
  const db = getDb();
  const taichung = db.customers.find((c) => sameId(c.id, '303'));
  if (taichung === undefined) throw new Error('the seed has no shop 303');
  db.customers.push({
    ...taichung,
    id: 304,
    name: '海港鍋物 高雄店',
    fullname: '海港鍋物高雄分公司',
  });
  db.accounts.find((a) => a.account === 'chain')?.customerIds.push(304);
  const { store, user } = await renderApp('/eachshop', { signedInAs: 'chain' });
  await openEveryShop();
  fillCarts(store, ['302']);
  const strip = screen.getByRole('tablist', { name: '選擇門市' });
  expect(
    within(strip)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['信義店 $0', '板橋店 $1,913', '台中公益店 $0', '高雄店 $0']);
  const row = await screen.findByRole('listitem', { name: '松阪豬' });
  expect(within(row).getByLabelText('信義店 松阪豬 的數量')).toBeInTheDocument();
  expect(within(row).queryByLabelText('板橋店 松阪豬 的數量')).toBeNull();
  await user.click(within(strip).getByRole('tab', { name: '板橋店 $1,913' }));
  expect(within(row).getByLabelText('板橋店 松阪豬 的數量')).toHaveValue('4.00');
  expect(within(row).queryByLabelText('信義店 松阪豬 的數量')).toBeNull();
});

test("板橋店's answer is lost and its order never shows in its lastorder: it says so, 再確認一次 only looks again, and 仍要重新送出 asks the checkout's second yes before it sends; the other shop is untouched", async () => {
  const adds: string[] = [];
  let lose = true;
  server.use(
    http.post('*/api/order/add', async ({ request }) => {
      const body = (await request.clone().json()) as { customerid: string };
      adds.push(body.customerid);
      return lose && sameId(body.customerid, '302') ? HttpResponse.error() : undefined;
    }),
  );
  const { store, user } = await renderApp('/eachshop', {
    signedInAs: 'chain',
    orderCheckDelays: [0, 20],
  });
  await openEveryShop();
  fillCarts(store, ['301', '302']);
  await toReview(user);
  await user.click(screen.getByRole('button', { name: '送出 2 家店的訂單' }));
  const unknown = '系統仍查不到這筆訂單，請到我的訂單確認是否已成立。';
  expect(await within(statusOf('302')).findByText(unknown, {}, { timeout: 5000 })).toBeVisible();
  expect(within(statusOf('301')).getByText(SENT)).toBeInTheDocument();
  expect(adds).toEqual(['301', '302']);
  expect(selectCartLines(store.getState(), '302')).toHaveLength(2);

  const capture = captureRequests();
  await user.click(within(card('302')).getByRole('button', { name: '再確認一次' }));
  expect(await within(statusOf('302')).findByText(unknown, {}, { timeout: 5000 })).toBeVisible();
  expect((await capture.to('/api/order/lastorder')).map((r) => r.search)).toEqual([
    '?customerid=302',
  ]);
  expect(adds).toEqual(['301', '302']);

  lose = false;
  await user.click(within(card('302')).getByRole('button', { name: '仍要重新送出' }));
  const confirm = await within(card('302')).findByRole('alertdialog', { name: '重新送出訂單？' });
  await user.click(within(confirm).getByRole('button', { name: '確定重新送出' }));
  await waitFor(() => expect(within(statusOf('302')).getByText(SENT)).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(adds).toEqual(['301', '302', '302']);
  expect(selectCartLines(store.getState(), '302')).toEqual([]);
});

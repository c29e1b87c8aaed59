import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';
import { productCard as card } from './catalogue-support';

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
});

async function openHome() {
  const view = await renderApp('/', { signedInAs: 'demo' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '商品總覽' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: /^豬肉/ }, { timeout: 5000 });
  return view;
}

test('on entry: 肉品 with all its sub-categories; product/list gets the shop and the sub-category ids', async () => {
  await openHome();
  expect(screen.getByRole('combobox', { name: '商品分類' })).toHaveTextContent('肉品');
  expect(screen.getByRole('combobox', { name: '細分類' })).toHaveTextContent('豬肉 +3');
  const calls = await capture.to('/api/product/list');
  expect(calls.map((c) => c.body)).toEqual([{ customerid: 101, categories: [11, 12, 13, 14] }]);
});

test('products are grouped under sub-category headings, in category order', async () => {
  await openHome();
  await screen.findByRole('heading', { level: 2, name: /^羊肉/ }, { timeout: 5000 });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    '上次購買',
    '豬肉8 項商品',
    '牛肉7 項商品',
    '雞肉7 項商品',
    '羊肉5 項商品',
  ]);
  const pork = screen.getByRole('list', { name: '豬肉' });
  expect(within(pork).getAllByRole('listitem')).toHaveLength(8);
});

test('a card: name, spec (multiple + sales unit), price per sales unit, 時價 without a price', async () => {
  await openHome();
  await screen.findByRole('heading', { level: 2, name: /^羊肉/ }, { timeout: 5000 });
  const bone = card('豬大骨');
  expect(within(bone).getByRole('heading', { level: 3 })).toHaveTextContent('豬大骨');
  expect(bone).toHaveTextContent('1 箱(10KG)');
  expect(bone).toHaveTextContent('$650 / 箱(10KG)');
  expect(card('豬五花肉片')).toHaveTextContent('0.5 KG$285 / KG');
  expect(card('雞腿丁')).toHaveTextContent('5 包(1KG)$190 / 包(1KG)');
  expect(card('牛肋條')).toHaveTextContent('$4,800 / 箱(10KG)');
  expect(card('日本A5和牛肩里肌')).toHaveTextContent('0.5 KG時價');
});

test('images: the product image path, noImage.png without a file or when loading fails', async () => {
  const view = await openHome();
  await screen.findByRole('heading', { level: 2, name: /^羊肉/ }, { timeout: 5000 });
  // A card's image is decoration (its name is the card's text), so it has no role to query it by.
  // eslint-disable-next-line testing-library/no-node-access -- decorative image
  const image = (name: string) => card(name).querySelector('img');
  expect(image('豬五花肉片')).toHaveAttribute('src', '/productImage/P0001.webp');
  // The first three cards are on a phone's first screen: their images load at once; the rest lazily.
  const images = screen
    .getAllByRole('button', { name: /^加入購物車/ })
    // eslint-disable-next-line testing-library/no-node-access -- decorative images, found through their cards
    .map((button) => button.closest('li')?.querySelector('img') ?? null)
    .filter((img) => img !== null);
  expect(images.length).toBeGreaterThan(4);
  expect(images.map((img) => img.getAttribute('loading'))).toEqual([
    ...Array<string>(3).fill('eager'),
    ...Array<string>(images.length - 3).fill('lazy'),
  ]);
  expect(images[2]).toHaveAttribute('fetchpriority', 'high');
  expect(images[3]).toHaveAttribute('fetchpriority', 'auto');
  expect(image('豬五花肉片')).toHaveAttribute('width', '80');
  expect(image('羊絞肉')).toHaveAttribute('src', '/noImage.png');

  const img = image('豬大骨');
  if (img === null) throw new Error('no image');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/noImage.png');
  // The fallback failing too does not loop.
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/noImage.png');
  // Home reads the price changes after its first paint, in the same transition as the list's later cards: closed
  // here, so that read does not land after the test has ended.
  view.unmount();
});

test('a name with HTML in it is shown as text', async () => {
  server.use(
    http.post('*/api/product/list', () =>
      HttpResponse.json({
        code: 200,
        result: [
          {
            id: 900,
            productname: '<img src=x onerror=alert(1)><b>特價</b>五花',
            productcode: 'X1',
            salesunitcode: 'KG',
            ordermultiple: 1,
            categoryid: 11,
          },
        ],
      }),
    ),
  );
  await renderApp('/', { signedInAs: 'demo' });
  const name = '<img src=x onerror=alert(1)><b>特價</b>五花';
  expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
  // Markup in a name must stay text: no element may come of it anywhere in the page.
  // eslint-disable-next-line testing-library/no-node-access -- asserting that no element exists
  expect(document.querySelector('b')).toBeNull();
  // eslint-disable-next-line testing-library/no-node-access -- asserting that no element exists
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('the sub-category select: ticking off shows the first name and +N, and reloads with those ids', async () => {
  const { user } = await openHome();
  await user.click(screen.getByRole('combobox', { name: '細分類' }));
  const options = within(screen.getByRole('listbox'));
  expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual([
    '豬肉',
    '牛肉',
    '雞肉',
    '羊肉',
  ]);
  await user.click(options.getByRole('option', { name: '豬肉' }));
  await user.click(options.getByRole('option', { name: '雞肉' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('combobox', { name: '細分類' })).toHaveTextContent('牛肉 +1');
  await screen.findByRole('heading', { level: 2, name: /^羊肉/ }, { timeout: 5000 });
  expect(screen.queryByRole('heading', { level: 2, name: /^豬肉/ })).not.toBeInTheDocument();
  const calls = await capture.to('/api/product/list');
  expect(calls.at(-1)?.body).toEqual({ customerid: 101, categories: [12, 14] });
});

test('no sub-category ticked: says to choose one and asks for nothing (an empty list means everything)', async () => {
  const { user } = await openHome();
  await user.click(screen.getByRole('combobox', { name: '細分類' }));
  for (const name of ['豬肉', '牛肉', '雞肉', '羊肉'])
    await user.click(screen.getByRole('option', { name }));
  await user.keyboard('{Escape}');
  expect(await screen.findByText('請至少選擇一個細分類')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2, name: /^羊肉/ })).not.toBeInTheDocument();
  const calls = await capture.to('/api/product/list');
  // One call per remaining choice, none for the empty one.
  expect(calls.map((c) => c.body)).toEqual([
    { customerid: 101, categories: [11, 12, 13, 14] },
    { customerid: 101, categories: [12, 13, 14] },
    { customerid: 101, categories: [13, 14] },
    { customerid: 101, categories: [14] },
  ]);
});

test('another top-level category selects all of its sub-categories', async () => {
  const { user } = await openHome();
  await user.click(screen.getByRole('combobox', { name: '商品分類' }));
  await user.click(screen.getByRole('option', { name: '海鮮' }));
  expect(await screen.findByRole('heading', { level: 2, name: /^魚類/ })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '細分類' })).toHaveTextContent('魚類 +3');
  const calls = await capture.to('/api/product/list');
  expect(calls.at(-1)?.body).toEqual({ customerid: 101, categories: [21, 22, 23, 24] });
});

test('a spinner while the products load', async () => {
  let release = () => {};
  server.use(
    http.post('*/api/product/list', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ code: 200, result: [] });
    }),
  );
  await renderApp('/', { signedInAs: 'demo' });
  expect(await screen.findByRole('combobox', { name: '細分類' })).toBeInTheDocument();
  expect(screen.getAllByRole('status').some((s) => within(s).queryByLabelText('載入中…'))).toBe(
    true,
  );
  release();
  expect(await screen.findByText('目前沒有資料')).toBeInTheDocument();
});

test.each([
  ['a network failure', () => HttpResponse.error(), '網路連線異常，請稍後再試'],
  ['a server error', () => new HttpResponse('oops', { status: 500 }), '系統忙碌中，請稍後再試'],
  [
    'a business error',
    () => HttpResponse.json({ code: 500, message: '商品資料維護中' }),
    '商品資料維護中',
  ],
])(
  '%s on product/list: its message and 重試, never an empty list',
  async (_name, answer, message) => {
    server.use(http.post('*/api/product/list', answer, { once: true }));
    const { user } = await renderApp('/', { signedInAs: 'demo' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText('目前沒有資料')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^豬肉/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
);

test('an empty category says 目前沒有資料', async () => {
  server.use(http.post('*/api/product/list', () => HttpResponse.json({ code: 200, result: [] })));
  await renderApp('/', { signedInAs: 'demo' });
  expect(await screen.findByText('目前沒有資料', {}, { timeout: 5000 })).toBeInTheDocument();
});

test('a failed category list shows its error with 重試', async () => {
  server.use(http.get('*/api/category/list', () => HttpResponse.error(), { once: true }));
  const { user } = await renderApp('/', { signedInAs: 'demo' });
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('網路連線異常，請稍後再試');
  await user.click(within(alert).getByRole('button', { name: '重試' }));
  expect(await screen.findByRole('heading', { level: 2, name: /^豬肉/ })).toBeInTheDocument();
});

test('a long catalogue renders the first cards at once and the rest in the following frames', async () => {
  const many = Array.from({ length: 120 }, (_, i) => ({
    id: 1000 + i,
    productname: `測試商品 ${String(i)}`,
    productcode: `T${String(i)}`,
    salesunitcode: 'KG',
    ordermultiple: 1,
    categoryid: 11 + (i % 4),
  }));
  server.use(http.post('*/api/product/list', () => HttpResponse.json({ code: 200, result: many })));
  await renderApp('/', { signedInAs: 'demo' });
  // A CSS query: role queries over hundreds of nodes are too slow for jsdom to keep up with the frames.
  // eslint-disable-next-line testing-library/no-node-access -- speed, as the comment above says
  const cards = () => document.querySelectorAll('button[aria-label^="加入購物車 測試商品"]').length;
  await screen.findByRole('button', { name: '加入購物車 測試商品 0' }, { timeout: 5000 });
  expect(cards()).toBeLessThan(120);
  await waitFor(() => expect(cards()).toBe(120), { timeout: 10_000 });
  expect(within(screen.getByRole('list', { name: '豬肉' })).getAllByRole('listitem')).toHaveLength(
    30,
  );
});

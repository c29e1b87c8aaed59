import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
});

async function openHome() {
  const view = await renderApp('/', { signedInAs: 'demo' });
  await screen.findByRole('heading', { level: 2, name: /^豬肉/ }, { timeout: 5000 });
  return { ...view, search: screen.getByRole('searchbox', { name: '搜尋商品名稱或編號' }) };
}

const shownNames = () =>
  screen
    .getAllByRole('button', { name: /^加入購物車 / })
    .map((b) => (b.getAttribute('aria-label') ?? '').replace('加入購物車 ', ''));

test('search covers the whole catalogue (豬 finds the frozen dumplings too) and fetches it once', async () => {
  const { user, search } = await openHome();
  await user.type(search, '豬');
  expect(await screen.findByText('搜尋結果：9 項商品')).toBeInTheDocument();
  // The list fills in chunks after the first screen.
  await waitFor(() =>
    expect(shownNames()).toEqual([
      '豬五花肉片',
      '梅花豬肉片',
      '豬里肌肉排',
      '松阪豬',
      '豬絞肉',
      '豬腳切塊',
      '豬大骨',
      '豬小排',
      '高麗菜豬肉水餃',
    ]),
  );
  // The category selectors step aside while searching.
  expect(screen.queryByRole('combobox', { name: '細分類' })).not.toBeInTheDocument();

  await user.type(search, '肉');
  expect(await screen.findByText('搜尋結果：2 項商品')).toBeInTheDocument();
  expect(shownNames()).toEqual(['梅花豬肉片', '高麗菜豬肉水餃']);
  const calls = await capture.to('/api/product/list');
  expect(calls.map((c) => c.body)).toEqual([
    { customerid: 101, categories: [11, 12, 13, 14] },
    { customerid: 101, categories: [] },
  ]);
});

test('search by code, any substring, case-insensitive', async () => {
  const { user, search } = await openHome();
  await user.type(search, 'dm00');
  expect(await screen.findByText('搜尋結果：4 項商品')).toBeInTheDocument();
  // The first screen's three cards at once, the fourth after the first paint.
  await waitFor(() =>
    expect(shownNames()).toEqual(['高麗菜豬肉水餃', '韭菜水餃', '小籠包', '蔥抓餅']),
  );
});

test('nothing matches: 找不到符合的商品; clearing the search brings the categories back', async () => {
  const { user, search } = await openHome();
  await user.type(search, '鳳梨酥');
  expect(await screen.findByText('找不到符合的商品')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '清除搜尋' }));
  expect(search).toHaveValue('');
  expect(await screen.findByRole('combobox', { name: '細分類' })).toHaveTextContent('豬肉 +3');
});

test('a failed catalogue search says so with 重試, not 找不到符合的商品', async () => {
  const { user, search } = await openHome();
  server.use(http.post('*/api/product/list', () => HttpResponse.error(), { once: true }));
  await user.type(search, '豬');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('網路連線異常，請稍後再試');
  expect(screen.queryByText('找不到符合的商品')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: '重試' }));
  expect(await screen.findByText('搜尋結果：9 項商品')).toBeInTheDocument();
});

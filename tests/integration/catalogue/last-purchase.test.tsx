import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../src/mocks/node';
import { locationOf, renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => {
  capture.stop();
});

const block = async () => screen.findByRole('region', { name: '上次購買' }, { timeout: 5000 });

test('the last order of shop 101: three thumbnails, +2, 5 items, 36.40 KG', async () => {
  await renderApp('/', { signedInAs: 'demo' });
  const region = await block();
  expect(await within(region).findByText('5 項商品')).toBeInTheDocument();
  // 松阪豬 4 × 1 / 2 + 雞腿丁 20 × 5 / 5 + 高麗菜 4 KG + 空心菜 2 KG + 櫻桃鴨全鴨 3 × 2.8 = 36.4
  expect(region).toHaveTextContent('總重 36.40 KG');
  const thumbs = within(region).getAllByRole('listitem');
  // Each thumbnail's first image is the product's photo (the third also carries the 「+2」 badge).
  const photos = thumbs.map((li) => within(li).getAllByRole('img')[0]);
  expect(photos.map((img) => img?.getAttribute('alt'))).toEqual(['松阪豬', '雞腿丁', '高麗菜']);
  expect(photos.map((img) => img?.getAttribute('src'))).toEqual([
    '/productImage/P0004.webp',
    '/productImage/P0022.webp',
    '/productImage/P0054.webp',
  ]);
  expect(
    within(thumbs[2] as HTMLElement).getByRole('img', { name: '還有 2 項' }),
  ).toHaveTextContent('+2');
  expect(within(thumbs[0] as HTMLElement).queryByText(/^\+/)).not.toBeInTheDocument();
  // A one-shop account has no picker.
  expect(within(region).queryByRole('button', { name: /切換門市/ })).not.toBeInTheDocument();
  const calls = await capture.to('/api/order/lastorder');
  expect(calls.map((c) => c.search)).toEqual(['?customerid=101']);
});

test('查看更多 goes to /order', async () => {
  const { user, router } = await renderApp('/', { signedInAs: 'demo' });
  const region = await block();
  await user.click(await within(region).findByRole('link', { name: '查看更多' }));
  await waitFor(() => expect(locationOf(router)).toBe('/order'));
});

test('three lines or fewer: no +N', async () => {
  server.use(
    http.get('*/api/order/lastorder', () =>
      HttpResponse.json({
        code: 200,
        result: {
          orderno: 'SO1',
          orderdate: '2026-11-21T10:00:00+08:00',
          orderstatus: '00',
          orderdetails: [
            {
              id: 1,
              orderid: 1,
              productid: 7,
              productname: '豬大骨',
              productquantity: 2,
              unitcode: '箱(10KG)',
              unitweight: 10,
              orderstatus: '00',
              product: { ordermultiple: 1 },
            },
            {
              id: 2,
              orderid: 1,
              productid: 54,
              productname: '高麗菜',
              productquantity: 1.5,
              unitcode: 'KG',
              unitweight: 1,
              orderstatus: '00',
              productimage: null,
            },
          ],
        },
      }),
    ),
  );
  await renderApp('/', { signedInAs: 'demo' });
  const region = await block();
  expect(await within(region).findByText('2 項商品')).toBeInTheDocument();
  expect(region).toHaveTextContent('總重 21.50 KG');
  expect(within(region).queryByRole('img', { name: /還有/ })).not.toBeInTheDocument();
  expect(within(region).getByRole('img', { name: '高麗菜' })).toHaveAttribute(
    'src',
    '/noImage.png',
  );
});

test('no last order: a short friendly text, no 再買一次', async () => {
  server.use(
    http.get('*/api/order/lastorder', () => HttpResponse.json({ code: 200, result: null })),
  );
  await renderApp('/', { signedInAs: 'demo' });
  const region = await block();
  expect(
    await within(region).findByText('這個門市還沒有訂單，挑好商品就能下第一筆訂單。'),
  ).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: '再買一次' })).not.toBeInTheDocument();
});

test('a failed last order says so with 重試', async () => {
  // Down until the buyer taps 重試 (start-up's early call and home's own both fail).
  let down = true;
  server.use(http.get('*/api/order/lastorder', () => (down ? HttpResponse.error() : undefined)));
  const { user } = await renderApp('/', { signedInAs: 'demo' });
  const region = await block();
  const alert = await within(region).findByRole('alert');
  expect(alert).toHaveTextContent('網路連線異常，請稍後再試');
  down = false;
  await user.click(within(alert).getByRole('button', { name: '重試' }));
  expect(await within(region).findByText('5 項商品')).toBeInTheDocument();
});

test('再買一次 adds the last order to the cart and says what was added and what was skipped', async () => {
  const { user, store } = await renderApp('/', { signedInAs: 'demo' });
  // 松阪豬 is in the cart already.
  await user.click(
    await screen.findByRole('button', { name: '加入購物車 松阪豬' }, { timeout: 5000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: '松阪豬' });
  await user.click(within(dialog).getByRole('button', { name: '加入購物車' }));
  await user.click(await screen.findByText('已加入購物車'));

  const region = await block();
  await user.click(await within(region).findByRole('button', { name: '再買一次' }));
  const alert = await screen.findByText(/^已加入購物車：/, {}, { timeout: 5000 });
  expect(alert).toHaveTextContent(
    '已加入購物車：雞腿丁、高麗菜、空心菜、櫻桃鴨全鴨；已在購物車中，未重複加入：松阪豬',
  );
  // A partial re-buy is a warning, as on /order: the buyer should look at the cart before sending.
  expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
  expect(
    store.getState().cart.linesByCustomer['101']?.map((l) => [l.productname, l.productquantity]),
  ).toEqual([
    ['松阪豬', 2],
    ['雞腿丁', 20],
    ['高麗菜', 4],
    ['空心菜', 2],
    ['櫻桃鴨全鴨', 3],
  ]);
});

test('再買一次 names the products the catalogue no longer has', async () => {
  const { user } = await renderApp('/', { signedInAs: 'demo' });
  const region = await block();
  const rebuy = await within(region).findByRole('button', { name: '再買一次' });
  server.use(
    http.post('*/api/product/list', () =>
      HttpResponse.json({
        code: 200,
        result: [
          {
            id: 54,
            productname: '高麗菜',
            productcode: 'LV001',
            salesunitcode: 'KG',
            ordermultiple: 1,
            weight: 1,
            productPrice: 38,
            categoryid: 31,
          },
        ],
      }),
    ),
  );
  await user.click(rebuy);
  const alert = await screen.findByText(/^已加入購物車：/, {}, { timeout: 5000 });
  expect(alert).toHaveTextContent(
    '已加入購物車：高麗菜；商品已停售，無法加入：松阪豬、雞腿丁、空心菜、櫻桃鴨全鴨',
  );
});

test('a multi-shop account: the picker opens once on entry; a pick switches catalogue and last purchase', async () => {
  const { user, store } = await renderApp('/', { signedInAs: 'chain' });
  const picker = await screen.findByRole('dialog', { name: '選擇門市' }, { timeout: 5000 });
  const shops = within(picker).getAllByRole('button');
  expect(shops.map((b) => b.textContent)).toEqual([
    '海港鍋物 信義店（目前）海港鍋物股份有限公司',
    '海港鍋物 板橋店海港鍋物股份有限公司板橋分公司',
    '海港鍋物 台中公益店海港鍋物股份有限公司台中分公司',
  ]);
  await user.click(within(picker).getByRole('button', { name: /^海港鍋物 板橋店/ }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: '選擇門市' })).not.toBeInTheDocument(),
  );
  expect(store.getState().auth).toMatchObject({ customer: { id: 302 }, customerChosen: true });

  const region = await block();
  // 魷魚切花 2 + 台灣鯛魚片 2 × 10 + 帝王蟹腳 4 + 白帶魚切段 2 + 秀珍菇 4 = 32
  await waitFor(() => expect(region).toHaveTextContent('總重 32.00 KG'));
  await waitFor(async () => {
    const calls = await capture.to('/api/product/list');
    expect(calls.at(-1)?.body).toEqual({ customerid: 302, categories: [11, 12, 13, 14] });
  });
  expect((await capture.to('/api/order/lastorder')).at(-1)?.search).toBe('?customerid=302');

  // The shop button reopens it; closing without a pick keeps the shop.
  await user.click(
    within(region).getByRole('button', { name: '目前門市：海港鍋物 板橋店，切換門市' }),
  );
  const again = await screen.findByRole('dialog', { name: '選擇門市' });
  expect(
    within(again).getByRole('button', { name: /^海港鍋物 板橋店（目前）/ }),
  ).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: '選擇門市' })).not.toBeInTheDocument(),
  );
  expect(store.getState().auth.customer?.id).toBe(302);
});

test('closing the picker on entry keeps the shop and does not open it again', async () => {
  const { user, store } = await renderApp('/', { signedInAs: 'chain' });
  await screen.findByRole('dialog', { name: '選擇門市' }, { timeout: 5000 });
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: '選擇門市' })).not.toBeInTheDocument(),
  );
  expect(store.getState().auth).toMatchObject({ customer: { id: 301 }, customerChosen: true });
  expect(await within(await block()).findByText('5 項商品')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: '選擇門市' })).not.toBeInTheDocument();
});

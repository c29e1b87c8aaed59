import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { selectOrderDefaults } from '../../../src/store/session/auth-slice';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

/** Lazy routes and the demo backend are slow on a shared CI machine: the first find waits longer. */
const SLOW = { timeout: 8000 };
/** Whole journeys with many typed keys: twice the default test time on a busy 2-core machine. */
const LONG = { timeout: 30_000 };

const detailOf = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

test(
  '/account shows the demo shop: user id, system account, email, LINE id; one shop: picker disabled',
  LONG,
  async () => {
    await renderApp('/account', { signedInAs: 'demo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '帳號管理' }, SLOW),
    ).toBeInTheDocument();
    expect(detailOf('使用者編號')).toBe('101');
    expect(detailOf('系統帳號')).toBe('demo');
    expect(detailOf('LINE 帳號 ID')).toBe('Udemo00000000000000000000000001');
    expect(screen.getByText('purchase@hefeng-bbq.com.tw')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: '目前門市' });
    expect(picker).toHaveTextContent('禾豐燒肉');
    expect(picker).toHaveAttribute('aria-disabled', 'true');
    expect(picker).toHaveAccessibleDescription('切換後，商品、購物車與訂單都以此門市為準');
    expect(screen.getByRole('button', { name: '解除綁定' })).toBeEnabled();
  },
);

test(
  'the chain account switches shop: defaults follow and the next product list is for the new shop',
  LONG,
  async () => {
    const { store, user, router } = await renderApp('/account', { signedInAs: 'chain' });
    const picker = await screen.findByRole('combobox', { name: '目前門市' }, SLOW);
    expect(picker).toHaveTextContent('海港鍋物 信義店');
    expect(detailOf('使用者編號')).toBe('301');
    expect(detailOf('系統帳號')).toBe('chain');
    expect(screen.getByText('xinyi@harbor-hotpot.com.tw')).toBeInTheDocument();

    await user.click(picker);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '海港鍋物 信義店',
      '海港鍋物 板橋店',
      '海港鍋物 台中公益店',
    ]);
    await user.click(screen.getByRole('option', { name: '海港鍋物 台中公益店' }));

    expect(await screen.findByText('已切換至 海港鍋物 台中公益店')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '目前門市' })).toHaveTextContent(
      '海港鍋物 台中公益店',
    );
    expect(detailOf('使用者編號')).toBe('303');
    expect(screen.getByText('taichung@harbor-hotpot.com.tw')).toBeInTheDocument();
    expect(store.getState().auth.customer?.id).toBe(303);
    expect(selectOrderDefaults(store.getState())).toEqual({ deliverytype: '2', ispayment: '2' });

    const capture = captureRequests();
    try {
      await user.click(screen.getByRole('link', { name: '商品總覽' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await waitFor(async () => expect(await capture.to('/api/product/list')).toHaveLength(1));
      const [list] = await capture.to('/api/product/list');
      expect(list?.body).toMatchObject({ customerid: 303 });
      await user.click(screen.getByRole('button', { name: '開啟選單' }));
      const menu = await screen.findByRole('navigation', { name: '主選單' });
      expect(menu).toHaveTextContent('目前門市：海港鍋物 台中公益店');
    } finally {
      capture.stop();
    }
  },
);

test('switching back to 板橋店 sets its defaults (deliverytype 1)', LONG, async () => {
  const { store, user } = await renderApp('/account', { signedInAs: 'chain' });
  await user.click(await screen.findByRole('combobox', { name: '目前門市' }, SLOW));
  await user.click(screen.getByRole('option', { name: '海港鍋物 板橋店' }));
  await waitFor(() => expect(store.getState().auth.customer?.id).toBe(302));
  expect(selectOrderDefaults(store.getState())).toEqual({ deliverytype: '1', ispayment: '2' });
  expect(detailOf('使用者編號')).toBe('302');
});

test(
  'unbind: a confirmation, then { customerid, lineid }, then signed out on /login2 with tokens cleared',
  LONG,
  async () => {
    const capture = captureRequests();
    const { user, router, store } = await renderApp('/account', { signedInAs: 'demo' });
    try {
      await user.click(await screen.findByRole('button', { name: '解除綁定' }, SLOW));
      const dialog = screen.getByRole('dialog', { name: '解除 LINE 綁定？' });
      expect(dialog).toHaveTextContent(
        '解除後將立即登出，這個 LINE 帳號不能再開啟 禾豐燒肉 的訂購頁面，需重新以帳號登入並綁定。購物車內容會保留。',
      );
      await user.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await capture.to('/api/customerLine/delete')).toEqual([]);

      await user.click(screen.getByRole('button', { name: '解除綁定' }));
      await user.click(screen.getByRole('button', { name: '解除綁定並登出' }));

      expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login2');
      const sent = await capture.to('/api/customerLine/delete');
      expect(sent.map((r) => r.body)).toEqual([
        { customerid: 101, lineid: 'Udemo00000000000000000000000001' },
      ]);
      expect(localStorage.getItem('sorting-app:access-token')).toBeNull();
      expect(localStorage.getItem('sorting-app:x-access-token')).toBeNull();
      expect(store.getState().auth).toMatchObject({ loggedIn: false, customer: null });
    } finally {
      capture.stop();
    }
  },
);

test(
  'unbind failure: the server message shows and the buyer stays signed in on /account',
  LONG,
  async () => {
    server.use(
      mswHttp.post('*/api/customerLine/delete', () =>
        HttpResponse.json({ code: 400, message: '此 LINE 帳號未綁定此客戶', result: null }),
      ),
    );
    const { user, router, store } = await renderApp('/account', { signedInAs: 'demo' });
    await user.click(await screen.findByRole('button', { name: '解除綁定' }, SLOW));
    await user.click(screen.getByRole('button', { name: '解除綁定並登出' }));
    expect(
      await screen.findByText('解除綁定失敗，仍維持登入：此 LINE 帳號未綁定此客戶'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(localStorage.getItem('sorting-app:access-token')).not.toBeNull();
  },
);

test('unbind on a network failure says so in the fixed text', LONG, async () => {
  server.use(mswHttp.post('*/api/customerLine/delete', () => HttpResponse.error()));
  const { user } = await renderApp('/account', { signedInAs: 'demo' });
  await user.click(await screen.findByRole('button', { name: '解除綁定' }, SLOW));
  await user.click(screen.getByRole('button', { name: '解除綁定並登出' }));
  expect(
    await screen.findByText('解除綁定失敗，仍維持登入：網路連線異常，請稍後再試'),
  ).toBeInTheDocument();
});

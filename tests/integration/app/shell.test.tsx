import { screen, within } from '@testing-library/react';
import { renderApp, locationOf } from '../../support/render-app';
import { MENU_ENTRIES } from '../../support/menu-entries';

test('a signed-in buyer sees the title image and opens the drawer with the seven entries (the order guide after 商品總覽) and 登出', async () => {
  const { user, router } = await renderApp('/', { signedInAs: 'demo' });

  const title = await screen.findByRole('img', { name: '鮮享訂購平台' });
  expect(title).toHaveAttribute('src', '/images/title.webp');
  expect(title).toHaveAttribute('width', '160');
  expect(title).toHaveAttribute('height', '32');
  expect(screen.queryByRole('link', { name: '企業登入' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '開啟選單' }));
  const menu = await screen.findByRole('navigation', { name: '主選單' });
  const links = within(menu).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(MENU_ENTRIES);
  expect(links.map((l) => l.getAttribute('href'))).toEqual([
    '/',
    '/guide',
    '/order',
    '/orderdetail',
    '/statement',
    '/account',
    '/address',
  ]);
  expect(within(menu).getByText('目前門市：禾豐燒肉')).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: '登出' })).toBeInTheDocument();

  await user.click(within(menu).getByRole('link', { name: '我的訂單' }));
  expect(await screen.findByRole('heading', { level: 1, name: '我的訂單' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/order');
  expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
});

test('a wide screen: the header lists the same entries inline, 常用清單 right after 商品總覽', async () => {
  // A screen at least MUI's md breakpoint (900 px) wide.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width:\s*900(\.\d+)?px/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  try {
    await renderApp('/', { signedInAs: 'demo' });
    const header = await screen.findByRole('navigation', { name: '頁面導覽' });
    const links = within(header).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(MENU_ENTRIES);
    expect(links.slice(0, 2).map((l) => l.getAttribute('href'))).toEqual(['/', '/guide']);
  } finally {
    vi.unstubAllGlobals();
  }
});

test('登出 in the drawer signs out and lands on /login2', async () => {
  const { user, router, store } = await renderApp('/', { signedInAs: 'demo' });

  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  await user.click(
    within(await screen.findByRole('navigation', { name: '主選單' })).getByRole('button', {
      name: '登出',
    }),
  );

  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(screen.getByRole('link', { name: '企業登入' })).toBeInTheDocument();
});

test('the bell counts the customer messages and lists their titles', async () => {
  const { user } = await renderApp('/', { signedInAs: 'demo' });

  const bell = await screen.findByRole('button', { name: '通知，2 則訊息' });
  expect(within(bell).getByText('2')).toBeInTheDocument();

  await user.click(bell);
  const popup = await screen.findByRole('dialog', { name: '通知' });
  expect(
    within(popup)
      .getAllByRole('listitem')
      // eslint-disable-next-line testing-library/no-node-access -- each notice's title, without its date
      .map((i) => i.querySelector('span')?.textContent),
  ).toEqual(['年節出貨公告', '新品上架：澳洲和牛牛小排']);
});

test('a shop without messages has a bell without a count', async () => {
  const { user } = await renderApp('/login3', { signedInAs: 'newshop-unbound' });

  const bell = await screen.findByRole('button', { name: '通知' });
  await user.click(bell);
  expect(
    within(await screen.findByRole('dialog', { name: '通知' })).getByText('目前沒有通知'),
  ).toBeInTheDocument();
});

test('a signed-out buyer sees the logo with the site name and 企業登入 leading to /login', async () => {
  const { user, router } = await renderApp('/pagetwo');

  expect(await screen.findByText('生鮮採購網')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '開啟選單' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: '企業登入' }));
  expect(await screen.findByRole('heading', { name: '企業登入' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login');
});

test('the footer carries the current year', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-01T10:00:00+08:00'));
  try {
    await renderApp('/pagetwo');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      '© 2031 鮮享食品股份有限公司 版權所有',
    );
  } finally {
    vi.useRealTimers();
  }
});

import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Customer } from '../../../src/api/types';
import { server } from '../../../src/mocks/node';
import { seedCustomers } from '../../../src/mocks/seed/customers';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

/** Lazy routes and the demo backend are slow on a shared CI machine: the first find waits longer. */
const SLOW = { timeout: 8000 };
/** Whole journeys with many typed keys: twice the default test time on a busy 2-core machine. */
const LONG = { timeout: 30_000 };

const detailOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const rowsOf = (tableName: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));

/** A cell's value without the label shown above it on a phone. */
const valueOf = (cell: HTMLElement) => cell.lastChild?.textContent;

test(
  '/address loads the customer on entry, stores it, and shows every field of shop 101',
  LONG,
  async () => {
    const capture = captureRequests();
    try {
      const { store } = await renderApp('/address', { signedInAs: 'demo' });
      expect(
        await screen.findByRole('heading', { level: 1, name: '出貨資料' }, SLOW),
      ).toBeInTheDocument();
      expect(await screen.findByText('禾豐燒肉餐飲有限公司', undefined, SLOW)).toBeInTheDocument();
      expect((await capture.to('/api/customer/detail')).map((r) => r.search)).toEqual(['?id=101']);

      expect(detailOf('公司全名')).toBe('禾豐燒肉餐飲有限公司');
      expect(detailOf('簡稱')).toBe('禾豐燒肉');
      expect(detailOf('統一編號')).toBe('53212539');
      expect(detailOf('負責人')).toBe('林志明');
      expect(detailOf('電話')).toBe('02-2758-3321');
      expect(detailOf('傳真')).toBe('02-2758-3322');
      expect(detailOf('客戶類型')).toBe('餐廳');
      expect(detailOf('信用額度')).toBe('1,500,000');
      expect(detailOf('付款方式／收款週期')).toBe('月結30天');

      const table = screen.getByRole('table', { name: '收貨地址' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['送貨地址', '送貨電話', '聯絡人', '聯絡人手機', '操作']);
      expect(rowsOf('收貨地址').map((cells) => cells.slice(0, 4).map(valueOf))).toEqual([
        ['台北市信義區松壽路12號B1', '02-2758-3321', '陳建宏', '0912-345-678'],
        ['台北市大安區忠孝東路四段216巷27弄5號', '02-2771-6600', '王怡君', '0933-221-456'],
        ['新北市新店區中興路三段88號 中央廚房', '02-8911-2345', '黃國峰', '0958-778-120'],
      ]);

      const sales = rowsOf('業務聯絡窗口');
      expect(sales.map((cells) => cells.map(valueOf))).toEqual([
        ['張育誠', '0921-556-778', 'yc.chang@xianxiang-foods.com.tw'],
        ['李佩珊', '0935-112-908', 'ps.lee@xianxiang-foods.com.tw'],
      ]);
      expect(screen.getByRole('link', { name: '0921-556-778' })).toHaveAttribute(
        'href',
        'tel:0921556778',
      );
      expect(screen.getByRole('link', { name: 'ps.lee@xianxiang-foods.com.tw' })).toHaveAttribute(
        'href',
        'mailto:ps.lee@xianxiang-foods.com.tw',
      );
      expect(store.getState().auth.customer?.fullname).toBe('禾豐燒肉餐飲有限公司');
    } finally {
      capture.stop();
    }
  },
);

test(
  'the chain shop 板橋店: no fax shows a dash, its own addresses and credit line',
  LONG,
  async () => {
    const { user } = await renderApp('/account', { signedInAs: 'chain' });
    await user.click(await screen.findByRole('combobox', { name: '目前門市' }, SLOW));
    await user.click(screen.getByRole('option', { name: '海港鍋物 板橋店' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: '開啟選單' }, SLOW));
    await user.click(
      within(await screen.findByRole('navigation', { name: '主選單' })).getByRole('link', {
        name: '出貨資料',
      }),
    );

    expect(
      await screen.findByText('海港鍋物股份有限公司板橋分公司', undefined, SLOW),
    ).toBeInTheDocument();
    // The menu drawer closes with a transition; until it is gone the page behind it is hidden from the a11y tree.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主選單' })).toBeNull());
    expect(detailOf('簡稱')).toBe('海港鍋物 板橋店');
    expect(detailOf('統一編號')).toBe('42967329');
    expect(detailOf('負責人')).toBe('鄭海濤');
    expect(detailOf('電話')).toBe('02-2960-5566');
    expect(detailOf('傳真')).toBe('—');
    expect(detailOf('客戶類型')).toBe('連鎖餐飲');
    expect(detailOf('信用額度')).toBe('1,500,000');
    expect(detailOf('付款方式／收款週期')).toBe('月結60天');
    expect(rowsOf('收貨地址').map((cells) => valueOf(cells[0] as HTMLElement))).toEqual([
      '新北市板橋區縣民大道二段7號',
      '新北市板橋區文化路一段188巷12號',
    ]);
    expect(rowsOf('業務聯絡窗口').map((cells) => valueOf(cells[0] as HTMLElement))).toEqual([
      '李佩珊',
    ]);
  },
);

test('the chain head office shows a credit line of 3,000,000', LONG, async () => {
  await renderApp('/address', { signedInAs: 'chain' });
  expect(await screen.findByText('海港鍋物股份有限公司', undefined, SLOW)).toBeInTheDocument();
  expect(detailOf('信用額度')).toBe('3,000,000');
  expect(detailOf('傳真')).toBe('02-2722-8081');
});

/** The demo shop 101 as the detail call answers it, with some fields changed. */
function answerDetail(changes: Partial<Customer>) {
  const shop = seedCustomers(new Date()).find((c) => c.id === 101);
  server.use(
    mswHttp.get('*/api/customer/detail', () =>
      HttpResponse.json({ code: 200, result: { ...shop, ...changes } }),
    ),
  );
}

test('credit line 0 shows 0; no addresses and no sales contacts say so', LONG, async () => {
  answerDetail({ lineofcredit: 0, addresses: [], customerSale: [] });
  const { store } = await renderApp('/address', { signedInAs: 'demo' });
  expect(
    await screen.findByText('尚未設定收貨地址，請聯絡業務代表新增', undefined, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByText('目前沒有業務聯絡窗口')).toBeInTheDocument();
  expect(detailOf('信用額度')).toBe('0');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  // Stored: the session now carries what the server answered on entry.
  expect(store.getState().auth.customer).toMatchObject({ lineofcredit: 0, addresses: [] });
});

test('a credit line of null shows a dash', LONG, async () => {
  answerDetail({ lineofcredit: null });
  await renderApp('/address', { signedInAs: 'demo' });
  expect(await screen.findByText('禾豐燒肉餐飲有限公司', undefined, SLOW)).toBeInTheDocument();
  expect(detailOf('信用額度')).toBe('—');
});

test('a failed load shows the error with 重試, and 重試 loads the page', LONG, async () => {
  let calls = 0;
  server.use(
    mswHttp.get('*/api/customer/detail', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : undefined;
    }),
  );
  const { user } = await renderApp('/address', { signedInAs: 'demo' });
  expect(await screen.findByText('網路連線異常，請稍後再試', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('禾豐燒肉餐飲有限公司', undefined, SLOW)).toBeInTheDocument();
  expect(calls).toBe(2);
});

test('a spinner shows while the customer loads', LONG, async () => {
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  // Hold the detail call, then let the demo backend answer it.
  server.use(mswHttp.get('*/api/customer/detail', () => held.then(() => undefined)));
  await renderApp('/address', { signedInAs: 'demo' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '出貨資料' }, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '載入中…' })).toBeInTheDocument();
  expect(screen.queryByText('禾豐燒肉餐飲有限公司')).not.toBeInTheDocument();
  answer();
  expect(await screen.findByText('禾豐燒肉餐飲有限公司', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

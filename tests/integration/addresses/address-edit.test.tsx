import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Customer } from '../../../src/api/types';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

/** Lazy routes and the demo backend are slow on a shared CI machine: the first find waits longer. */
const SLOW = { timeout: 8000 };
/** Whole journeys with many typed keys: twice the default test time on a busy 2-core machine. */
const LONG = { timeout: 30_000 };

const SECOND = '台北市大安區忠孝東路四段216巷27弄5號';

async function editSecondRow() {
  const view = await renderApp('/address', { signedInAs: 'demo' });
  await view.user.click(await screen.findByRole('button', { name: `編輯 ${SECOND}` }, SLOW));
  const field = (name: string) => screen.getByRole('textbox', { name });
  expect(field('送貨地址')).toHaveValue(SECOND);
  expect(field('送貨地址')).toHaveFocus();
  expect(field('送貨電話')).toHaveValue('02-2771-6600');
  expect(field('聯絡人')).toHaveValue('王怡君');
  expect(field('聯絡人手機')).toHaveValue('0933-221-456');
  // One row at a time: the other rows cannot enter edit mode meanwhile.
  expect(screen.getByRole('button', { name: '編輯 台北市信義區松壽路12號B1' })).toBeDisabled();
  return { ...view, field };
}

const addressTexts = () =>
  within(screen.getByRole('table', { name: '收貨地址' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.lastChild?.textContent);

test(
  'an edited row is saved with the whole customer (exact body) and shows at once',
  LONG,
  async () => {
    const capture = captureRequests();
    try {
      const { user, field, store } = await editSecondRow();
      const before = store.getState().auth.customer as Customer;
      await user.clear(field('送貨地址'));
      await user.paste(' 台北市大安區忠孝東路四段216巷27弄5號 2樓 ');
      await user.clear(field('聯絡人'));
      await user.paste('王小姐');
      await user.clear(field('聯絡人手機'));
      await user.paste('0933-000-111');
      await user.click(screen.getByRole('button', { name: '儲存' }));

      expect(await screen.findByText('收貨地址已儲存')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '送貨地址' })).not.toBeInTheDocument();
      const expected: Customer = {
        ...before,
        addresses: [
          {
            id: 1011,
            address: '台北市信義區松壽路12號B1',
            phone: '02-2758-3321',
            contactperson: '陳建宏',
            cellphone: '0912-345-678',
          },
          {
            id: 1012,
            address: '台北市大安區忠孝東路四段216巷27弄5號 2樓',
            phone: '02-2771-6600',
            contactperson: '王小姐',
            cellphone: '0933-000-111',
          },
          {
            id: 1013,
            address: '新北市新店區中興路三段88號 中央廚房',
            phone: '02-8911-2345',
            contactperson: '黃國峰',
            cellphone: '0958-778-120',
          },
        ],
      };
      const sent = await capture.to('/api/customer/update');
      expect(sent.map((r) => r.body)).toEqual([expected]);
      expect(sent[0]?.body).toMatchObject({ lineid: 'Udemo00000000000000000000000001' });
      expect(addressTexts()).toEqual([
        '台北市信義區松壽路12號B1',
        '台北市大安區忠孝東路四段216巷27弄5號 2樓',
        '新北市新店區中興路三段88號 中央廚房',
      ]);
      expect(store.getState().auth.customer?.addresses?.[1]?.contactperson).toBe('王小姐');
    } finally {
      capture.stop();
    }
  },
);

test('取消 restores the row as it was and sends nothing', LONG, async () => {
  const capture = captureRequests();
  try {
    const { user, field } = await editSecondRow();
    await user.clear(field('送貨地址'));
    await user.type(field('送貨地址'), '打錯的地址');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('textbox', { name: '送貨地址' })).not.toBeInTheDocument();
    expect(addressTexts()[1]).toBe(SECOND);
    expect(screen.getByRole('button', { name: '編輯 台北市信義區松壽路12號B1' })).toBeEnabled();
    expect(await capture.to('/api/customer/update')).toEqual([]);
  } finally {
    capture.stop();
  }
});

test('an empty delivery address is refused with a message and not sent', LONG, async () => {
  const capture = captureRequests();
  try {
    const { user, field } = await editSecondRow();
    await user.clear(field('送貨地址'));
    await user.type(field('送貨地址'), '   ');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(screen.getByText('請輸入送貨地址')).toBeInTheDocument();
    expect(field('送貨地址')).toHaveAttribute('aria-invalid', 'true');
    expect(field('聯絡人')).toHaveValue('王怡君');
    expect(await capture.to('/api/customer/update')).toEqual([]);
  } finally {
    capture.stop();
  }
});

test('a failed save keeps every typed value in edit mode and says so', LONG, async () => {
  server.use(
    mswHttp.post('*/api/customer/update', () =>
      HttpResponse.json({ code: 500, message: '資料庫忙碌', result: null }),
    ),
  );
  const { user, field, store } = await editSecondRow();
  await user.clear(field('聯絡人'));
  await user.type(field('聯絡人'), '王小姐');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  expect(
    await screen.findByText('收貨地址未儲存，您輸入的內容仍保留：資料庫忙碌'),
  ).toBeInTheDocument();
  expect(field('聯絡人')).toHaveValue('王小姐');
  expect(field('送貨地址')).toHaveValue(SECOND);
  expect(store.getState().auth.customer?.addresses?.[1]?.contactperson).toBe('王怡君');
});

test('a network failure on save says so and keeps the values', LONG, async () => {
  server.use(mswHttp.post('*/api/customer/update', () => HttpResponse.error()));
  const { user, field } = await editSecondRow();
  await user.clear(field('聯絡人'));
  await user.type(field('聯絡人'), '王小姐');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  expect(
    await screen.findByText('收貨地址未儲存，您輸入的內容仍保留：網路連線異常，請稍後再試'),
  ).toBeInTheDocument();
  expect(field('聯絡人')).toHaveValue('王小姐');
});

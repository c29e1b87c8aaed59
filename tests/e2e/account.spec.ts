import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';
import { asLineUser } from '../support/line-user';

const CHAIN_LINE_USER = 'Udemo00000000000000000000000003';

/** At 390 px nothing may need sideways scrolling: the tables are stacked cards there. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(390);
}

/** The new-order defaults as persisted (redux-persist stores each slice key as JSON text). */
const storedOrderDefaults = (page: Page) =>
  page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('sorting-app:authSetting') ?? '{}') as Record<
      string,
      string
    >;
    return JSON.parse(auth.orderDefaults ?? 'null') as unknown;
  });

test('the chain buyer switches shop on /account and home, menu and order defaults follow', async ({
  page,
}) => {
  await asLineUser(page, CHAIN_LINE_USER);
  await openApp(page, '/account');
  await expect(page.getByRole('heading', { name: '帳號管理' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: '目前門市' });
  await expect(picker).toHaveText('海港鍋物 信義店');
  await expectAccessible(page, '/account');
  await expectNoSidewaysScroll(page);

  await picker.click();
  await page.getByRole('option', { name: '海港鍋物 台中公益店' }).click();
  await expect(picker).toHaveText('海港鍋物 台中公益店');
  await expect(page.getByText('已切換至 海港鍋物 台中公益店')).toBeVisible();
  await expect.poll(() => storedOrderDefaults(page)).toEqual({ deliverytype: '2', ispayment: '2' });

  const productList = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/product/list') && r.postData()?.includes('"customerid":303') === true,
  );
  await page.getByRole('link', { name: '商品總覽', exact: true }).click();
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await productList;
  await page.getByRole('button', { name: '開啟選單' }).click();
  await expect(page.getByRole('navigation', { name: '主選單' })).toContainText(
    '目前門市：海港鍋物 台中公益店',
  );
});

test('an address row is corrected inline on a phone', async ({ page }) => {
  await asLineUser(page, CHAIN_LINE_USER);
  await openApp(page, '/address');
  await expect(page.getByRole('heading', { name: '出貨資料' })).toBeVisible();
  await expect(page.getByText('海港鍋物股份有限公司').first()).toBeVisible();
  await expect(page.getByText('3,000,000')).toBeVisible();
  await expectAccessible(page, '/address');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: '編輯 台北市內湖區瑞光路168號 倉庫' }).click();
  const address = page.getByRole('textbox', { name: '送貨地址' });
  await expect(address).toBeFocused();
  await address.fill('台北市內湖區瑞光路168號 B1 倉庫');
  await page.getByRole('textbox', { name: '聯絡人', exact: true }).fill('簡先生');
  // The buttons sit right under the fields, inside the phone's width.
  const save = page.getByRole('button', { name: '儲存' });
  const box = await save.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expectAccessible(page, '/address inline edit');
  await expectNoSidewaysScroll(page);

  await save.click();
  await expect(page.getByText('收貨地址已儲存')).toBeVisible();
  await expect(page.getByText('台北市內湖區瑞光路168號 B1 倉庫')).toBeVisible();
  await expect(page.getByText('簡先生')).toBeVisible();
});

test('unbinding LINE signs the buyer out to /login2', async ({ page }) => {
  await asLineUser(page, CHAIN_LINE_USER);
  await openApp(page, '/account');
  await page.getByRole('button', { name: '解除綁定' }).click();
  const dialog = page.getByRole('dialog', { name: '解除 LINE 綁定？' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '/account unbind dialog');
  await dialog.getByRole('button', { name: '解除綁定並登出' }).click();
  await expect(page).toHaveURL(/\/login2$/);
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sorting-app:access-token'))).toBeNull();
});

import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('進貨對帳: this month and the month before, the chart, by product, and LINE’s open-in-browser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  await page.getByRole('button', { name: '開啟選單' }).click();
  await page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('link', { name: '進貨對帳' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '進貨對帳' })).toBeVisible();
  await expect(page).toHaveURL(/\/statement$/);
  await expect(page.getByRole('heading', { level: 2, name: '本月數字' })).toBeVisible();

  // The month before this one: the demo's delivered orders, weighed lines a little short or over, returns.
  const month = page.getByLabel('月份');
  const options = await month.locator('option').allTextContents();
  expect(options).toHaveLength(12);
  await month.selectOption({ index: 1 });
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(page.getByRole('heading', { level: 2, name: '每週出貨金額' })).toBeVisible();
  await expect(page.getByRole('table', { name: '每週出貨金額（本月與上月）' })).toBeAttached();
  await expect(
    page
      .locator('svg')
      .filter({ has: page.locator('rect') })
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: '依商品' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page, '/statement with its chart');

  // The demo runs in LINE's mock (in client): the file is offered in the phone's own browser, a new tab here.
  await expect(page.getByText('LINE 內建瀏覽器可能無法儲存檔案', { exact: false })).toBeVisible();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '用手機瀏覽器開啟' }).click();
  const popup = await opened;
  expect(popup.url()).toMatch(/\/statement\?month=\d{4}-\d{2}$/);
  await popup.close();

  // The download itself, with Excel's BOM.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下載 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^進貨對帳_禾豐燒肉_\d{4}-\d{2}\.csv$/);
});

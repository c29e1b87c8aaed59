import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('history → returns → re-buy → order detail → confirm a delivered line', async ({ page }) => {
  // A long journey with four axe scans on a shared 2-core machine.
  test.setTimeout(120_000);
  await openApp(page, '/order');
  await expect(page.getByRole('heading', { level: 1, name: '我的訂單' })).toBeVisible();
  await expect(page.getByText('共 10 筆')).toBeVisible();
  await expect(page.getByRole('tab', { name: '訂單紀錄', selected: true })).toBeVisible();
  await expect(
    page.getByRole('article').first().getByRole('list', { name: '訂單進度' }),
  ).toBeVisible();
  await expectAccessible(page, '/order history');

  await page.getByRole('tab', { name: '退貨紀錄' }).click();
  await expect(page).toHaveURL(/\/order\?tab=returns$/);
  await expect(page.getByText('共 2 筆')).toBeVisible();
  await expect(page.getByText('已退貨').first()).toBeVisible();
  await expectAccessible(page, '/order returns');

  // Reload keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: '退貨紀錄', selected: true })).toBeVisible();

  await page.getByRole('tab', { name: '訂單紀錄' }).click();
  await expect(page).toHaveURL(/\/order$/);
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: '再買一次' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '已加入購物車：' });
  await expect(summary).toBeVisible();
  // The summary names the products, so it stays until the buyer closes it.
  await summary.getByRole('button', { name: '關閉' }).click();
  await expect(summary).toBeHidden();

  await page.getByRole('button', { name: '開啟選單' }).click();
  await page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('link', { name: '訂單明細狀態' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '訂單明細狀態' })).toBeVisible();
  await expect(page.getByText('共 48 筆')).toBeVisible();
  await expectAccessible(page, '/orderdetail');

  const waiting = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^確認收到/ }) })
    .first();
  const name = await waiting.getAttribute('aria-label');
  expect(name).not.toBeNull();
  const line = page.getByRole('listitem', { name: name ?? '', exact: true });
  await expect(line.getByText('待確認')).toBeVisible();
  await line.getByRole('button', { name: /^確認收到/ }).click();
  await expect(line.getByText('已確認')).toBeVisible();
  await expect(line.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, '/orderdetail after confirming');

  await page.getByRole('button', { name: '第 2 頁' }).click();
  await expect(page).toHaveURL(/\/orderdetail\?page=2$/);
  await expect(page.getByRole('button', { name: '第 2 頁（目前）' })).toBeVisible();
});

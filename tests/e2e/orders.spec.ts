import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';
import { demoBackendWith } from './demo-backend';

test('history → returns → re-buy → order detail → confirm a delivered line', async ({ page }) => {
  // A long journey with four axe scans on a shared 2-core machine.
  test.setTimeout(120_000);
  const db = await demoBackendWith(page);
  // What the demo shop (101) has in the database the app starts from: its orders, its returns, its orders' lines.
  const ofDemoShop = (listtype: string) =>
    db.orders.filter((o) => String(o.customerid) === '101' && o.listtype === listtype);
  const demoShopLists = (listtype: string) => ofDemoShop(listtype).length;
  const demoShopLines = ofDemoShop('O').reduce((sum, o) => sum + o.orderdetails.length, 0);
  await openApp(page, '/order');
  await expect(page.getByRole('heading', { level: 1, name: '我的訂單' })).toBeVisible();
  await expect(page.getByText(`共 ${String(demoShopLists('O'))} 筆`)).toBeVisible();
  await expect(page.getByRole('tab', { name: '訂單紀錄', selected: true })).toBeVisible();
  await expect(
    page.getByRole('article').first().getByRole('list', { name: '訂單進度' }),
  ).toBeVisible();
  await expectAccessible(page, '/order history');

  await page.getByRole('tab', { name: '退貨紀錄' }).click();
  await expect(page).toHaveURL(/\/order\?tab=returns$/);
  await expect(page.getByText(`共 ${String(demoShopLists('R'))} 筆`)).toBeVisible();
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
  await expect(page.getByText(`共 ${String(demoShopLines)} 筆`)).toBeVisible();
  await expectAccessible(page, '/orderdetail');

  // The lines newest first, ten a page: in a month's first days the demo's seeded month orders (for 進貨對帳) come
  // before the week's older orders, so the first line awaiting confirmation may be on a later page.
  let onPage = 1;
  const awaiting = page.getByRole('button', { name: /^確認收到/ });
  while ((await awaiting.count()) === 0 && onPage * 10 < demoShopLines) {
    onPage += 1;
    await page.getByRole('button', { name: `第 ${String(onPage)} 頁` }).click();
    await expect(
      page.getByRole('button', { name: `第 ${String(onPage)} 頁（目前）` }),
    ).toBeVisible();
  }
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

  const next = String(onPage + 1);
  await page.getByRole('button', { name: `第 ${next} 頁` }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?page=${next}$`));
  await expect(page.getByRole('button', { name: `第 ${next} 頁（目前）` })).toBeVisible();
});

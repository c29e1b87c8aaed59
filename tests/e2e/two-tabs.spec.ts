import { expect, test } from '@playwright/test';
import { openApp } from './open-app';

/**
 * Two tabs of one browser (one localStorage), as a phone browser opened at /login2 can hold: the session the other
 * tab leaves is followed through the browser's own `storage` event and a reload (docs/architecture.md, "Two tabs").
 */
test('the other tab logs out: this tab goes to /login2; it signs in again: this tab starts again once, on home', async ({
  context,
  page,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  const other = await context.newPage();
  await openApp(other, '/pagetwo');

  await other.getByRole('button', { name: '開啟選單' }).click();
  await other
    .getByRole('navigation', { name: '主選單' })
    .getByRole('button', { name: '登出' })
    .click();
  await expect(other).toHaveURL(/\/login2$/);
  await expect(page).toHaveURL(/\/login2$/);
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();

  let loads = 0;
  page.on('load', () => (loads += 1));
  // Opened again, the other tab's start-up signs in through LINE: a new session.
  await openApp(other, '/');
  await expect(other.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Long enough for a second reload to show, if the tabs were answering each other.
  await page.waitForTimeout(3000);
  expect(loads).toBe(1);
});

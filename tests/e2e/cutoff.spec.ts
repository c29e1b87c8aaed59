import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('the cutoff line on home and in the cart drawer, on both sides of 06:00 in Taipei (Playwright’s clock)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date('2026-11-24T05:58:00+08:00') });
  await openApp(page, '/');
  const line = page.locator('main p', { hasText: '前下單，' });
  // The last hour: minutes only, highlighted.
  await expect(line).toHaveText('06:00 前下單，最快 11/25（三）到貨 · 還有 2 分');
  await expect(line).toHaveCSS('font-weight', '700');
  await expect(line).not.toHaveAttribute('aria-live');
  await expectAccessible(page, 'home, the cutoff line in its last hour');

  // Two and a half minutes later the cutoff has passed: the line moves on by itself (whole minutes, rounded down).
  await page.clock.runFor('02:30');
  await expect(line).toHaveText('06:00 前下單，最快 11/26（四）到貨 · 還有 23 小時 59 分');
  await expect(line).toHaveCSS('font-weight', '400');
  await expectAccessible(page, 'home, the cutoff line after the cutoff');

  // The drawer shows the same line above 送出訂單.
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  await page.getByRole('button', { name: /^購物車，/ }).click();
  const drawerLine = page.locator('.MuiDrawer-paper p', { hasText: '前下單，' });
  await expect(drawerLine).toHaveText('06:00 前下單，最快 11/26（四）到貨 · 還有 23 小時 59 分');
  const lineBox = await drawerLine.boundingBox();
  const submitBox = await page.getByRole('button', { name: '送出訂單' }).boundingBox();
  expect((lineBox?.y ?? 0) < (submitBox?.y ?? 0)).toBe(true);
  await expectAccessible(page, 'cart drawer with the cutoff line');
});

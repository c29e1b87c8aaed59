import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('the cutoff line on home and in the cart drawer, on both sides of 06:00 in Taipei (Playwright’s clock)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date('2026-11-24T05:50:00+08:00') });
  await openApp(page, '/');
  // The line comes after home's first paint (a frame, then a timer): the clock runs until it is there. Each check
  // then stops the clock at a known moment (jumping there fires the minute timer on the way), and it runs again
  // for axe, which waits on timers.
  const line = page.locator('main p', { hasText: '前下單，' });
  await expect(line).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-24T05:58:00+08:00'));
  // The last hour: minutes only, highlighted.
  await expect(line).toHaveText('06:00 前下單，最快 11/25（三）到貨 · 還有 2 分');
  await expect(line).toHaveCSS('font-weight', '700');
  await expect(line).not.toHaveAttribute('aria-live');
  await page.clock.resume();
  await expectAccessible(page, 'home, the cutoff line in its last hour');

  // The cutoff has passed: the line moves on by itself (whole minutes, rounded down).
  await page.clock.pauseAt(new Date('2026-11-24T06:00:30+08:00'));
  await expect(line).toHaveText('06:00 前下單，最快 11/26（四）到貨 · 還有 23 小時 59 分');
  await expect(line).toHaveCSS('font-weight', '400');
  await page.clock.resume();
  await expectAccessible(page, 'home, the cutoff line after the cutoff');

  // The drawer shows the same line above 送出訂單.
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  await page.getByRole('button', { name: /^購物車，/ }).click();
  const drawerLine = page.locator('.MuiDrawer-paper p', { hasText: '前下單，' });
  await expect(drawerLine).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-24T06:05:00+08:00'));
  await expect(drawerLine).toHaveText('06:00 前下單，最快 11/26（四）到貨 · 還有 23 小時 55 分');
  const lineBox = await drawerLine.boundingBox();
  const submitBox = await page.getByRole('button', { name: '送出訂單' }).boundingBox();
  expect((lineBox?.y ?? 0) < (submitBox?.y ?? 0)).toBe(true);
  await page.clock.resume();
  await expectAccessible(page, 'cart drawer with the cutoff line');
});

test.describe('a phone set to Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the line still counts to 06:00 in Taipei', async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: new Date('2026-11-24T05:20:00+08:00') });
    await openApp(page, '/');
    // The line comes after home's first paint (a frame, then a timer): the clock runs until it is there.
    const line = page.locator('main p', { hasText: '前下單，' });
    await expect(line).toBeVisible();
    await page.clock.pauseAt(new Date('2026-11-24T05:30:00+08:00'));
    // The phone's own clock says 13:30 the day before.
    expect(await page.evaluate(() => new Date().toString())).toContain('Mon Nov 23 2026 13:30');
    await expect(line).toHaveText('06:00 前下單，最快 11/25（三）到貨 · 還有 30 分');
    await expect(line).toHaveCSS('font-weight', '700');
  });
});

import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('the cook sends the cart with 傳給負責人 (mock picker); the link opens as the same shop and adds to the cart', async ({
  page,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: '商品總覽' })).toBeVisible();

  // One product in the cart: 3 boxes of 豬大骨.
  await page.getByRole('button', { name: '加入購物車 豬大骨' }).click();
  const dialog = page.getByRole('dialog', { name: '豬大骨' });
  const quantity = dialog.getByRole('textbox', { name: '數量' });
  await quantity.fill('3');
  await quantity.press('Enter');
  await dialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(dialog).toBeHidden();
  await page.getByText('已加入購物車', { exact: true }).click();

  await page.getByRole('button', { name: '購物車，1 項' }).click();
  let drawer = page.getByRole('dialog', { name: '購物車' });
  await drawer.getByRole('button', { name: '傳給負責人' }).click();
  // The demo's LINE (the mock plugin) answers the picker at once.
  await expect(drawer.getByRole('status')).toContainText('已傳送給負責人');
  await expectAccessible(page, 'the cart drawer after 傳給負責人');

  // The boss's tap on 開啟購物車, in the demo: the link opens in this tab.
  await drawer.getByRole('button', { name: '開啟連結（示範）' }).click();
  await expect(page).toHaveURL(/\/shared-cart\?c=[A-Za-z0-9_-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '來自 示範採購 的購物車' }),
  ).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: '豬大骨' });
  await expect(line).toContainText('數量 3.00 箱(10KG)');
  await expect(line).toContainText('小計 $1,950');
  await expectAccessible(page, '/shared-cart');

  await page.getByRole('button', { name: '加入我的購物車' }).click();
  await expect(page.getByRole('status')).toContainText('已加入購物車：豬大骨');
  await page.getByRole('button', { name: '查看購物車' }).click();
  drawer = page.getByRole('dialog', { name: '購物車' });
  // 3 in the cart + 3 shared.
  await expect(drawer.getByRole('listitem', { name: '豬大骨' })).toContainText('6.00 箱(10KG)');
});

test('a damaged link says 連結無效或已損壞', async ({ page }) => {
  await openApp(page, '/shared-cart?c=AAAAAAAAAA');
  await expect(page.getByRole('alert').filter({ hasText: '連結無效或已損壞' })).toBeVisible();
  await expectAccessible(page, 'the refusal of a damaged link');
});

import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { fillDeliveryDialog } from '../support/delivery-dialog';
import { openApp } from './open-app';

test('home’s 常用清單 card → the guide → its usual products into an empty cart in one tap → the order is sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  const card = page.getByRole('link', { name: /^常用清單/ });
  await expect(card).toContainText(/\d+ 項常訂商品/);
  await expectAccessible(page, 'home with the guide card');
  await card.click();

  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: '常用清單' })).toBeVisible();
  const guide = page.getByRole('list', { name: '常用清單' });
  const rows = guide.getByRole('listitem');
  // The demo shop orders the same products again and again: at least eight of them.
  await expect(rows.nth(7)).toBeVisible();
  const count = await rows.count();
  const add = page.getByRole('button', { name: `加入購物車（${String(count)} 項）` });
  await expect(add).toBeVisible();
  await expect(rows.first()).toContainText(/常訂 \d+\.\d{2}/);
  await expect(rows.first()).toContainText(/上次 \d{1,2}\/\d{1,2}/);
  await expectAccessible(page, '/guide');

  // Tap targets: the row's checkbox and the stepper's buttons are at least 44 px.
  const checkbox = rows.first().getByRole('checkbox');
  const box = await checkbox.locator('..').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await add.click();
  await expect(page.getByRole('alert')).toContainText('已加入購物車：');
  await expect(page.getByRole('button', { name: '加入購物車（0 項）' })).toBeVisible();
  await expect(rows.first()).toContainText('已在購物車');
  await expectAccessible(page, '/guide after adding');

  // The cart holds every product of the guide; send it.
  await expect(page.getByRole('button', { name: `購物車，${String(count)} 項` })).toBeVisible();
  const dialog = await fillDeliveryDialog(page);
  await dialog.getByRole('button', { name: '確認' }).click();

  await expect(page).toHaveURL(/\/createorder$/);
  const sent = page.getByRole('region', { name: '您的訂單已送出！' });
  await expect(sent).toBeVisible();
  await expect(sent.locator('dt:text-is("品項") + dd')).toHaveText(String(count));
});

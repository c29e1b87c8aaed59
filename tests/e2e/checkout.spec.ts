import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('cart → delivery dialog → each check → confirm → /createorder → the order is in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();

  // A line in the cart through home's add dialog.
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();

  // The drawer's 送出訂單 opens the delivery dialog.
  await page.getByRole('button', { name: /^購物車，/ }).click();
  await page.getByRole('button', { name: '送出訂單' }).click();
  const dialog = page.getByRole('dialog', { name: '選擇收貨地址' });
  await expect(dialog).toBeVisible();
  // Full screen on a phone.
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await expectAccessible(page, 'delivery dialog');

  const message = dialog.getByRole('status');
  const confirm = dialog.getByRole('button', { name: '確認' });
  await confirm.click();
  await expect(message).toHaveText('請選擇收貨地址');
  await dialog.getByRole('radio', { name: '台北市信義區松壽路12號B1' }).check();
  await confirm.click();
  await expect(message).toHaveText('請選擇希望配送日期');
  await expectAccessible(page, 'delivery dialog with an error');

  // An earlier date is reset to the earliest with the 5 AM alert.
  const date = dialog.getByLabel('希望配送日期');
  const earliest = await date.getAttribute('min');
  await date.fill('2020-01-01');
  await expect(date).toHaveValue(earliest ?? '');
  await expect(dialog.getByRole('alert')).toHaveText('5:00AM以後下單為隔日出貨');
  await confirm.click();
  await expect(message).toHaveText('請選擇希望配送時間');

  await dialog.getByRole('radio', { name: '不指定' }).check();
  await dialog.getByRole('textbox', { name: '備註' }).fill('請從後門送貨 <b>謝謝</b>');
  await expect(dialog.getByText('16/512')).toBeVisible();
  await confirm.click();

  await expect(page).toHaveURL(/\/createorder$/);
  const card = page.getByRole('region', { name: '您的訂單已送出！' });
  await expect(card).toBeVisible();
  const orderno = (await card.locator('dt:text-is("訂單編號") + dd').textContent()) ?? '';
  expect(orderno).toMatch(/^SO\d{8}-\d{4}$/);
  await expect(card.locator('dt:text-is("品項") + dd')).toHaveText('1');
  await expect(card.locator('dt:text-is("目前狀態") + dd')).toHaveText('未出貨');
  await expectAccessible(page, '/createorder');

  await card.getByRole('link', { name: '查看訂單明細' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText(orderno).first()).toBeVisible();
});

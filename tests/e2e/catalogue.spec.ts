import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

test('a buyer picks a category, searches, adds an odd quantity that snaps to the multiple', async ({
  page,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: '商品總覽' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^豬肉/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '上次購買' })).toContainText('5 項商品');
  await expectAccessible(page, 'home');

  await page.getByRole('combobox', { name: '商品分類' }).click();
  await page.getByRole('option', { name: '海鮮' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^魚類/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '細分類' })).toHaveText('魚類 +3');
  await page.getByRole('combobox', { name: '細分類' }).click();
  await expect(page.getByRole('option', { name: '蝦蟹' })).toBeVisible();
  await expectAccessible(page, 'the sub-category select');
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: '搜尋商品名稱或編號' }).fill('一夜干');
  await expect(page.getByText('搜尋結果：1 項商品')).toBeVisible();
  await page.getByRole('button', { name: '加入購物車 午仔魚一夜干' }).click();

  const dialog = page.getByRole('dialog', { name: '午仔魚一夜干' });
  await expect(dialog).toContainText('規格：5 尾');
  const quantity = dialog.getByRole('textbox', { name: '數量' });
  await expect(quantity).toHaveValue('5.00');
  await expectAccessible(page, 'the add dialog');
  await quantity.fill('8');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('10.00');

  const added = page.waitForRequest(
    (r) => r.url().endsWith('/api/shoppingcart/add') && r.method() === 'POST',
  );
  await dialog.getByRole('button', { name: '加入購物車' }).click();
  expect((await added).postDataJSON()).toMatchObject({
    customerid: 101,
    productname: '午仔魚一夜干',
    productquantity: 10,
    productquantity_text: '10.00',
  });
  await expect(page.getByText('已加入購物車', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByText('已加入購物車', { exact: true }).click();
  await expect(page.getByText('已加入購物車', { exact: true })).toBeHidden();

  // The same product again: nothing is sent twice.
  await page.getByRole('button', { name: '加入購物車 午仔魚一夜干' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByRole('dialog')).toContainText('已在購物車中');
});

test('a typed quantity that is not a number reverts and says why', async ({ page }) => {
  await openApp(page, '/');
  await page.getByRole('button', { name: '加入購物車 豬大骨' }).click();
  const quantity = page.getByRole('dialog').getByRole('textbox', { name: '數量' });
  await quantity.fill('1e3');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1.00');
  await expect(page.getByRole('dialog')).toContainText(
    '請輸入數字（可含小數點），已還原為原本的數量',
  );
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

/** Adds a product from home through the add dialog, typing a quantity. */
async function addFromHome(page: Page, name: string, typed: string | null, shown: string) {
  await page.getByRole('button', { name: `加入購物車 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  const quantity = dialog.getByRole('textbox', { name: '數量' });
  if (typed !== null) {
    await quantity.fill(typed);
    await quantity.press('Enter');
  }
  await expect(quantity).toHaveValue(shown);
  await dialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(dialog).toBeHidden();
  // The 已加入購物車 overlay goes with a tap.
  await page.getByText('已加入購物車', { exact: true }).click();
  await expect(page.getByText('已加入購物車', { exact: true })).toBeHidden();
}

/** The figure after a label in the drawer (a dt/dd pair). */
const figure = (drawer: ReturnType<Page['getByRole']>, label: string) =>
  drawer.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a buyer fills the cart from home, checks the drawer, reloads and deletes a line', async ({
  page,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: '商品總覽' })).toBeVisible();
  await expect(page.getByRole('button', { name: '購物車，0 項' })).toBeVisible();

  await addFromHome(page, '豬大骨', '3', '3.00');
  // 1.3 is not a multiple of 0.5: it snaps to 1.5.
  await addFromHome(page, '豬五花肉片', '1.3', '1.50');
  await addFromHome(page, '烏骨雞', null, '1.00');

  await page.getByRole('button', { name: '購物車，3 項' }).click();
  let drawer = page.getByRole('dialog', { name: '購物車' });
  await expect(drawer.getByRole('listitem')).toHaveCount(3);
  const pork = drawer.getByRole('listitem', { name: '豬五花肉片' });
  await expect(pork.getByRole('textbox', { name: '豬五花肉片 數量' })).toHaveValue('1.50');
  await expect(pork).toContainText('1.50 KG');
  await expect(pork).toContainText('$428');
  await expect(drawer.getByRole('listitem', { name: '豬大骨' })).toContainText('3.00 箱(10KG)');
  await expect(drawer.getByRole('listitem', { name: '烏骨雞' })).toContainText('隻數 1');
  await expect(figure(drawer, '品項')).toHaveText('3');
  // 30 KG of bones + 1.5 KG of pork + one 1.5 KG chicken
  await expect(figure(drawer, '總重')).toHaveText('33.00 KG');
  // 1,950 + 427.5 + 420 = 2,797.5
  await expect(figure(drawer, '訂單金額')).toHaveText('$2,798');
  await expect(figure(drawer, '免運門檻')).toHaveText('$8,000');
  await expect(figure(drawer, '還差')).toHaveText('$5,202');
  await expectAccessible(page, 'the cart drawer');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '商品總覽' })).toBeVisible();
  await page.getByRole('button', { name: '購物車，3 項' }).click();
  drawer = page.getByRole('dialog', { name: '購物車' });
  await expect(drawer.getByRole('listitem')).toHaveCount(3);

  const deleted = page.waitForRequest(
    (r) => r.url().endsWith('/api/shoppingcart/delete') && r.method() === 'POST',
  );
  await drawer.getByRole('button', { name: '刪除 豬大骨' }).click();
  expect(Object.keys((await deleted).postDataJSON() as object)).toEqual(['id']);
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(figure(drawer, '訂單金額')).toHaveText('$848');
  await expect(figure(drawer, '總重')).toHaveText('3.00 KG');
  await drawer.getByRole('button', { name: '關閉購物車' }).click();
  await expect(page.getByRole('button', { name: '購物車，2 項' })).toBeVisible();
});

test('an empty cart says 最少要有一筆資料 on 送出訂單', async ({ page }) => {
  await openApp(page, '/');
  await page.getByRole('button', { name: '購物車，0 項' }).click();
  const drawer = page.getByRole('dialog', { name: '購物車' });
  await expect(drawer).toContainText('購物車是空的，到商品總覽挑選商品吧。');
  await drawer.getByRole('button', { name: '送出訂單' }).click();
  await expect(drawer).toContainText('最少要有一筆資料');
  await expectAccessible(page, 'the empty cart drawer');
});

import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';
import { asLineUser } from '../support/line-user';

test('opening / in LINE as the demo user lands signed in on home', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page, 'home');

  await page.getByRole('button', { name: '開啟選單' }).click();
  const menu = page.getByRole('navigation', { name: '主選單' });
  for (const entry of [
    '商品總覽',
    '我的訂單',
    '訂單明細狀態',
    '進貨對帳',
    '帳號管理',
    '出貨資料',
  ]) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await expectAccessible(page, 'menu drawer');

  await menu.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/login2$/);
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
});

test('a new shop signs in with its account and binds LINE on /login3', async ({ page }) => {
  await asLineUser(page, 'Udemo00000000000000000000000002');
  await openApp(page, '/');
  // Not bound: the guard sends the buyer to the account login.
  await expect(page).toHaveURL(/\/login2$/);
  await expectAccessible(page, '/login2');

  await page.getByRole('button', { name: '綁定 LINE 帳號' }).click();
  await expect(page.getByText('請輸入帳號')).toBeVisible();

  await page.getByRole('textbox', { name: '帳號' }).fill('newshop');
  await page.getByRole('button', { name: '綁定 LINE 帳號' }).click();
  await expect(page).toHaveURL(/\/login3$/);
  await expectAccessible(page, '/login3');

  await page.getByRole('button', { name: '綁定 LINE 帳號' }).click();
  await expect(page.getByText('綁定成功，請重新開啟網頁以連結帳號')).toBeVisible();
  await expectAccessible(page, '/login3 bind tip');
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
});

test('not logged in to LINE: the buyer is told and can still reach the account login', async ({
  page,
}) => {
  await asLineUser(page, 'none');
  await openApp(page, '/order');
  await expect(page.getByText('請先登入 LINE')).toBeVisible();
  await expect(page).toHaveURL(/\/login2$/);
});

test('the entry page offers LINE and account login', async ({ page }) => {
  await asLineUser(page, 'none');
  await openApp(page, '/login');
  await expect(page.getByRole('heading', { name: '企業登入' })).toBeVisible();
  // The start-up notice slides in after the first paint: scan the screen with it, once it has settled.
  await expect(page.getByRole('alert').filter({ hasText: '請先登入 LINE' })).toBeVisible();
  await expectAccessible(page, '/login');
});

test('/login4 looks up nothing for a tax id that fails the checksum', async ({ page }) => {
  await openApp(page, '/login4');
  await expect(page.getByRole('heading', { name: '您的公司資訊' })).toBeVisible();
  await page.getByRole('textbox', { name: '統一編號' }).fill('12345678');
  await expect(page.getByText('統一編號格式不正確')).toBeVisible();
  await expectAccessible(page, '/login4');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/(login2)?$/);
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await openApp(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: '找不到頁面' })).toBeVisible();
  await expectAccessible(page, 'not found');
});

test('PageTwo switches only its own greeting', async ({ page }) => {
  await openApp(page, '/pagetwo');
  await page.getByRole('button', { name: 'Kr' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('안녕하세요');
  await expectAccessible(page, '/pagetwo');
});

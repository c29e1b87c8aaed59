import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const base = 'http://127.0.0.1:4190';
await page.goto(base + '/');
await page.locator('#splash').waitFor({ state: 'detached', timeout: 60000 });
await page.getByRole('heading', { level: 1, name: '商品總覽' }).waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shot-home.png' });
for (const name of ['豬大骨', '豬五花肉片']) {
  await page.getByRole('button', { name: '加入購物車 ' + name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: '加入購物車' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForTimeout(500);
}
await page.getByRole('button', { name: /購物車，\d 項/ }).click();
const drawer = page.getByRole('dialog', { name: '購物車' });
await drawer.waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shot-drawer.png' });
await drawer.getByRole('button', { name: '傳給負責人' }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/shot-drawer-shared.png' });
await drawer.getByRole('button', { name: '開啟連結（示範）' }).click();
await page.getByRole('heading', { level: 1 }).waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shot-shared.png' });
await browser.close();
